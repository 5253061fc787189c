// The fixed-price panel: price with the struck-through original, the points-deductible amount, a
// quantity stepper that never leaves 1..inventory, add to cart and buy now. Adding writes the
// cart with the chosen add-ons (announced on the bus, so the header badge follows) and shows the
// specification's notification; buy now goes to the checkout with exactly this product, its
// add-ons and quantity, leaving the cart as it is. Sold-out models show a label instead of the buttons.
// On a phone (<= 992 px), while the panel's buttons are out of view, a buy bar along the bottom
// of the window keeps the price, add to cart and buy now at hand (buy-bar.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CartStorageUnavailableError,
  PRODUCT_MODEL_TYPE,
  addToCart,
  checkoutUrl,
  clampQuantity,
  formatPoints,
  loadCart,
  saveBuyNow,
  saveCart,
  type Addon,
  type Cart,
  type ProductDetail,
  type ProductModel,
} from '@storefront/contracts';
import { Button, Price, notify, useLanguage, useSiteNavigate } from '@storefront/ui';
import { useRef, useState } from 'react';
import { useBuyBar } from './buy-bar';
import { modelImages } from './model-images';

type Props = { product: ProductDetail; model: ProductModel; addons: Addon[]; productPlatformId: number };

export function withProductAndAddons(cart: Cart, props: Props, quantity: number): Cart {
  const { product, model, addons, productPlatformId } = props;
  let next = addToCart(cart, productPlatformId, {
    productModelId: model.productModelId,
    merchantId: product.merchantId,
    merchantName: product.merchantName ?? '',
    productModelType: product.productModelType,
    productDeliveryType: product.productDeliveryType,
    parentProductModelId: null,
    title: product.title,
    modelNumber: model.modelNumber ?? '',
    modelTitle: model.title,
    price: model.discountPrice || model.markPrice,
    onSale: Boolean(model.discountPrice && model.discountPrice < model.markPrice),
    usePointPercent: model.usePointPercent,
    img: modelImages(product, model)[0]?.src ?? '',
    quantity: clampQuantity(quantity, model.inventory),
    inventory: model.inventory,
  });
  for (const addon of addons) {
    next = addToCart(next, productPlatformId, {
      productModelId: addon.productModelId,
      merchantId: product.merchantId,
      merchantName: product.merchantName ?? '',
      productModelType: PRODUCT_MODEL_TYPE.addon,
      productDeliveryType: product.productDeliveryType,
      parentProductModelId: model.productModelId,
      title: addon.title,
      modelNumber: '',
      modelTitle: addon.modelTitle ?? '',
      price: addon.price,
      onSale: addon.originalPrice != null && addon.price < addon.originalPrice,
      usePointPercent: addon.usePointPercent ?? 0,
      img: addon.img ?? '',
      quantity: 1,
      inventory: addon.inventory,
    });
  }
  return next;
}

export function AddToCartPanel(props: Props) {
  const { product, model } = props;
  const { t } = useLingui();
  const lang = useLanguage();
  const goTo = useSiteNavigate();
  const [quantity, setQuantity] = useState(1);
  const inventory = model.inventory;
  const price = model.discountPrice || model.markPrice;
  const buyRow = useRef<HTMLDivElement>(null);
  const barShown = useBuyBar(buyRow, inventory > 0);

  const add = (): boolean => {
    try {
      saveCart(withProductAndAddons(loadCart(), props, quantity));
      return true;
    } catch (error) {
      if (error instanceof CartStorageUnavailableError) {
        window.alert(t`請開啟預覽器cookie設定．`);
        return false;
      }
      throw error;
    }
  };

  const addAndTell = () => {
    if (add()) notify({ title: t`通知`, text: t`成功加入購物車．` });
  };

  const buyNow = () => {
    if (saveBuyNow(withProductAndAddons([], props, quantity))) goTo(checkoutUrl(lang));
    else window.alert(t`請開啟預覽器cookie設定．`);
  };

  const priceBlock = (
    <p className="product-page__price" aria-label={t`價格`}>
      <Price amount={price} original={model.markPrice} currencyType={product.currencyType} />
    </p>
  );

  if (inventory <= 0) {
    return (
      <div className="product-page__cart-panel">
        {priceBlock}
        <p className="product-page__sold-out" role="status">
          <Trans>已售完</Trans>
        </p>
      </div>
    );
  }

  const points = formatPoints(model.usePointPercent * quantity);
  return (
    <div className="product-page__cart-panel">
      {priceBlock}
      {model.usePointPercent > 0 ? (
        <p className="product-page__points-note">
          <Trans>可使用 Z 紅利折抵 {points} 點</Trans>
        </p>
      ) : null}
      <div className="product-page__buy-row" ref={buyRow}>
        <div className="product-page__stepper" role="group" aria-label={t`數量`}>
          <Button onClick={() => setQuantity((q) => clampQuantity(q - 1, inventory))} disabled={quantity <= 1} aria-label={t`減少數量`}>
            −
          </Button>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={inventory}
            value={quantity}
            aria-label={t`數量`}
            onChange={(event) => setQuantity(clampQuantity(event.target.valueAsNumber || 1, inventory))}
          />
          <Button
            onClick={() => setQuantity((q) => clampQuantity(q + 1, inventory))}
            disabled={quantity >= inventory}
            aria-label={t`增加數量`}
          >
            +
          </Button>
        </div>
        <Button onClick={addAndTell}>
          <Trans>加入購物車</Trans>
        </Button>
        <Button variant="primary" onClick={buyNow}>
          <Trans>立即購買</Trans>
        </Button>
      </div>
      <div className="product-page__buy-bar" role="group" aria-label={t`快速購買`} hidden={!barShown}>
        <p className="product-page__buy-bar-price">
          <Price amount={price} original={model.markPrice} currencyType={product.currencyType} />
        </p>
        <Button onClick={addAndTell}>
          <Trans>加入購物車</Trans>
        </Button>
        <Button variant="primary" onClick={buyNow}>
          <Trans>立即購買</Trans>
        </Button>
      </div>
    </div>
  );
}
