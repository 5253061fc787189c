// The gallery of the current model: the main image (opens the lightbox), the thumbnail slider,
// and the favourite and share buttons. The lightbox is loaded only when first opened.
import { useLingui } from '@lingui/react/macro';
import type { ProductDetail } from '@storefront/contracts';
import { Spinner } from '@storefront/ui';
import { Suspense, lazy, useState } from 'react';
import { FavouriteButton } from './favourite-button';
import { ShareButton } from './share-button';
import { ThumbnailSlider } from './thumbnail-slider';

const Lightbox = lazy(() => import('./lightbox'));

type Image = { src: string; alt?: string | null };
type Props = { product: ProductDetail; images: Image[]; reloading: boolean; referral: string | null };

export function ImageGallery({ product, images, reloading, referral }: Props) {
  const { t } = useLingui();
  // A new model brings its own pictures: start again from its first one.
  const [shown, setShown] = useState({ images, index: 0 });
  const current = shown.images === images ? shown.index : 0;
  const setCurrent = (index: number) => setShown({ images, index });
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const image = images[Math.min(current, images.length - 1)];

  return (
    <div className="product-page__gallery">
      <div className="product-page__main-image" aria-busy={reloading || undefined}>
        {reloading ? (
          <div className="product-page__image-loading">
            <Spinner />
          </div>
        ) : image ? (
          <button type="button" className="product-page__zoom" onClick={() => setLightboxOpen(true)} aria-label={t`放大圖片`}>
            {/* The first thing a shopper looks at, often the largest paint: fetched first. */}
            <img src={image.src} alt={image.alt || product.title} width={540} height={540} fetchPriority="high" />
          </button>
        ) : (
          <div className="product-page__image-loading" />
        )}
        <div className="product-page__image-actions">
          <FavouriteButton productId={product.productId} initial={Boolean(product.isFavorited)} />
          <ShareButton product={product} referral={referral} />
        </div>
      </div>
      {images.length > 1 && !reloading ? (
        <ThumbnailSlider images={images} current={current} title={product.title} onSelect={setCurrent} />
      ) : null}
      {lightboxOpen && image ? (
        <Suspense fallback={null}>
          <Lightbox images={images} start={current} title={product.title} onClose={() => setLightboxOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
