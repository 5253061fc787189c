// One loaded product: title, brand and category, the current model's image and price, the
// variation pickers, and the add-to-cart panel.
import { Trans, useLingui } from '@lingui/react/macro';
import { selectedModelIndex, type ProductDetail } from '@storefront/contracts';
import { Price } from '@storefront/ui';
import { useState } from 'react';
import { AddToCartPanel } from './add-to-cart-panel';
import { VariationPicker } from './variation-picker';
import './product-page.css';

export function ProductView({ product, productPlatformId }: { product: ProductDetail; productPlatformId: number }) {
  const { t } = useLingui();
  const [choices, setChoices] = useState<number[]>(() => product.variations.map((v) => v.selected ?? 0));
  const modelIndex = selectedModelIndex(product.variations.map((v, i) => ({ count: v.items.length, chosen: choices[i] ?? 0 })));
  const model = product.productModels[Math.min(modelIndex, product.productModels.length - 1)];
  const image = model?.images[0];

  return (
    <article className="product-page" aria-labelledby="product-title">
      <div className="product-page__gallery">
        {image ? <img src={image.src} alt={image.alt || product.title} width={540} height={540} /> : null}
      </div>
      <div className="product-page__summary">
        <p className="product-page__meta">
          {product.productBase === 1 ? (
            <span className="product-page__label">
              <Trans>競標商品</Trans>
            </span>
          ) : null}
          <span>{product.brand}</span>
          <span aria-hidden="true"> · </span>
          <span>{product.catelog}</span>
        </p>
        <h1 id="product-title" className="product-page__title">
          {product.title}
        </h1>
        {model ? (
          <p className="product-page__price" aria-label={t`價格`}>
            <Price amount={model.discountPrice || model.markPrice} original={model.markPrice} />
          </p>
        ) : null}
        {product.variations.map((variation, index) => (
          <VariationPicker
            key={variation.title}
            variation={variation}
            chosen={choices[index] ?? 0}
            onChoose={(chosen) => setChoices((current) => current.map((c, i) => (i === index ? chosen : c)))}
          />
        ))}
        {model && product.productBase !== 1 ? (
          <AddToCartPanel product={product} model={model} productPlatformId={productPlatformId} />
        ) : null}
      </div>
    </article>
  );
}
