// The lightbox (loaded on demand): the pictures large, one at a time; the arrow keys and buttons
// move between them, Escape closes (the native dialog).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@storefront/ui';
import { useEffect, useState } from 'react';

type Props = { images: { src: string; alt?: string | null }[]; start: number; title: string; onClose: () => void };

export default function Lightbox({ images, start, title, onClose }: Props) {
  const { t } = useLingui();
  const [index, setIndex] = useState(start);
  const count = images.length;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Wraps at both ends whatever the count: in a lightbox an end is a dead key otherwise.
      if (event.key === 'ArrowRight') setIndex((i) => (i + 1) % count);
      if (event.key === 'ArrowLeft') setIndex((i) => (i - 1 + count) % count);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count]);
  const image = images[index];
  return (
    <Dialog open title={title} onClose={onClose}>
      <figure className="product-page__lightbox">
        {image ? <img src={image.src} alt={image.alt || title} /> : null}
        <figcaption>
          <Trans>
            第 {index + 1} / {count} 張
          </Trans>
        </figcaption>
      </figure>
      {count > 1 ? (
        <div className="product-page__lightbox-nav">
          <Button onClick={() => setIndex((i) => (i - 1 + count) % count)} aria-label={t`上一張`}>
            ‹
          </Button>
          <Button onClick={() => setIndex((i) => (i + 1) % count)} aria-label={t`下一張`}>
            ›
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}
