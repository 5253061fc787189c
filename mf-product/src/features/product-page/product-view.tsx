// One loaded product: gallery, title, variation pickers, add-ons, the fixed-price or auction
// panel, points events, purchase notes, tabs and related products.
import { Trans } from '@lingui/react/macro';
import { PRODUCT_BASE, selectedModelIndex, type Addon, type ProductDetail } from '@storefront/contracts';
import { api, useApiData, useDocumentTitle, Link } from '@storefront/ui';
import { BuildLabel } from '@storefront/ui/build-label';
import { useState } from 'react';
import { Breadcrumb } from '../../shared/breadcrumb';
import { AddToCartPanel } from './add-to-cart-panel';
import { AddonList } from './addon-list';
import { AuctionArea } from './auction-area';
import { ImageGallery } from './image-gallery';
import { modelImages } from './model-images';
import { PointsEvents } from './points-events';
import { ProductTabs } from './product-tabs';
import { RelatedProducts } from './related-products';
import { RichText } from './rich-text';
import { useImageReload } from './use-image-reload';
import { VariationPicker } from './variation-picker';
import './product-page.css';

type Props = { product: ProductDetail; productPlatformId: number; referral: string | null; onReload: () => void };

export function ProductView({ product, productPlatformId, referral, onReload }: Props) {
  const [choices, setChoices] = useState<number[]>(() => product.variations.map((v) => v.selected ?? 0));
  const [chosenAddons, setChosenAddons] = useState<number[]>([]);
  const modelIndex = selectedModelIndex(
    product.variations.map((v, i) => ({ count: v.items.length, chosen: choices[i] ?? 0 })),
    product.productModels.length,
  );
  const model = product.productModels[modelIndex];
  const images = modelImages(product, model);
  const imagesReloading = useImageReload(modelIndex);
  const isAuction = product.productBase === PRODUCT_BASE.auction;
  // The page's <title> names the product (the shell's route default says only 商品).
  useDocumentTitle(product.title);
  const addons = useApiData(
    (signal) =>
      api()
        .call('productAddons', { params: { productId: product.productId }, signal })
        .then((r) => r.productAddonsList),
    [product.productId],
  );
  const addonList: Addon[] = addons.state === 'ready' ? addons.data : [];
  const selectedAddons = addonList.filter((addon) => chosenAddons.includes(addon.productModelId));

  return (
    <div className="product-page">
      <Breadcrumb
        trail={product.catelog && product.catelogId ? [{ to: `/category/${product.catelogId}`, label: product.catelog }] : []}
        current={product.title}
      />
      <article className="product-page__main" aria-labelledby="product-title">
        <ImageGallery product={product} images={images} reloading={imagesReloading} referral={referral} />
        <div className="product-page__summary">
          <p className="product-page__meta">
            {isAuction ? (
              <span className="product-page__label">
                <Trans>競標商品</Trans>
              </span>
            ) : null}
            {product.brand ? (
              product.brandId ? (
                <Link to={`/brand/${product.brandId}`} className="product-page__brand-link">
                  {product.brand}
                </Link>
              ) : (
                <span>{product.brand}</span>
              )
            ) : null}
            {product.brand && product.catelog ? <span aria-hidden="true"> · </span> : null}
            {product.catelog ? (
              product.catelogId ? (
                <Link to={`/category/${product.catelogId}`}>{product.catelog}</Link>
              ) : (
                <span>{product.catelog}</span>
              )
            ) : null}
          </p>
          <h1 id="product-title" className="product-page__title">
            {product.title}
          </h1>
          {product.variations.map((variation, index) => (
            <VariationPicker
              key={`${variation.title}-${index}`}
              variation={variation}
              currencyType={product.currencyType}
              chosen={choices[index] ?? 0}
              onChoose={(chosen) => setChoices((current) => current.map((c, i) => (i === index ? chosen : c)))}
            />
          ))}
          {!isAuction && addonList.length > 0 ? (
            <AddonList
              addons={addonList}
              chosen={chosenAddons}
              currencyType={product.currencyType}
              onToggle={(id) => setChosenAddons((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]))}
            />
          ) : null}
          {model && isAuction ? <AuctionArea product={product} onBid={onReload} /> : null}
          {model && !isAuction ? (
            <AddToCartPanel
              key={model.productModelId}
              product={product}
              model={model}
              addons={selectedAddons}
              productPlatformId={productPlatformId}
            />
          ) : null}
          <PointsEvents product={product} />
          {product.purchaseDescription ? (
            <section className="product-page__notes" aria-labelledby="purchase-notes-title">
              <h2 id="purchase-notes-title" className="product-page__section-title">
                <Trans>購買須知</Trans>
              </h2>
              <RichText html={product.purchaseDescription} />
            </section>
          ) : null}
        </div>
      </article>
      <ProductTabs product={product} />
      <RelatedProducts productId={product.productId} />
      <BuildLabel />
    </div>
  );
}
