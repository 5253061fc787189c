// The thumbnail slider: 6.5 thumbnails visible (5 at <= 768 px, in the CSS), previous/next buttons
// that wrap around when there are 5 or more images, and a click that shows the picture.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';

export const LOOP_FROM = 5;

type Props = { images: { src: string; alt?: string | null }[]; current: number; title: string; onSelect: (index: number) => void };

/** The neighbour of `index`: wraps around when the slider loops, else stops at the ends. */
export function stepThumbnail(index: number, delta: number, count: number): number {
  const next = index + delta;
  if (count >= LOOP_FROM) return (next + count) % count;
  return Math.max(0, Math.min(count - 1, next));
}

export function ThumbnailSlider({ images, current, title, onSelect }: Props) {
  const { t } = useLingui();
  const listRef = useRef<HTMLUListElement>(null);
  const loops = images.length >= LOOP_FROM;
  useEffect(() => {
    const item = listRef.current?.children[current] as HTMLElement | undefined;
    item?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <div className="product-page__thumbs">
      <button
        type="button"
        className="product-page__thumbs-nav"
        aria-label={t`上一張`}
        disabled={!loops && current === 0}
        onClick={() => onSelect(stepThumbnail(current, -1, images.length))}
      >
        ‹
      </button>
      <ul ref={listRef} className="product-page__thumbs-list">
        {images.map((image, index) => (
          <li key={`${image.src}-${index}`}>
            <button
              type="button"
              aria-current={index === current || undefined}
              aria-label={t`第 ${index + 1} 張圖片`}
              onClick={() => onSelect(index)}
            >
              <img src={image.src} alt={image.alt || title} width={80} height={80} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="product-page__thumbs-nav"
        aria-label={t`下一張`}
        disabled={!loops && current === images.length - 1}
        onClick={() => onSelect(stepThumbnail(current, 1, images.length))}
      >
        ›
      </button>
    </div>
  );
}
