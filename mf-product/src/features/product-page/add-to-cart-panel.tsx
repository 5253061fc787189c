// The fixed-price panel: a quantity stepper that never leaves 1..inventory and the add-to-cart
// button. Adding writes the cart (announced on the bus, so the header badge follows) and shows
// the specification's notification; sold-out models show a label instead of the buttons.
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CartStorageUnavailableError,
  addToCart,
  clampQuantity,
  loadCart,
  saveCart,
  type ProductDetail,
  type ProductModel,
} from '@storefront/contracts';
import { Button, notify } from '@storefront/ui';
import { useState } from 'react';

type Props = { product: ProductDetail; model: ProductModel; productPlatformId: number };

export function AddToCartPanel({ product, model, productPlatformId }: Props) {
  const { t } = useLingui();
  const [quantity, setQuantity] = useState(1);
  const inventory = model.inventory;

  if (inventory <= 0) {
    return (
      <p className="product-page__sold-out" role="status">
        <Trans>已售完</Trans>
      </p>
    );
  }

  const add = () => {
    try {
      const cart = addToCart(loadCart(), productPlatformId, {
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
        img: model.images[0]?.src ?? '',
        quantity: clampQuantity(quantity, inventory),
        inventory,
      });
      saveCart(cart);
      notify({ title: t`通知`, text: t`成功加入購物車．` });
    } catch (error) {
      if (error instanceof CartStorageUnavailableError) window.alert(t`請開啟預覽器cookie設定．`);
      else throw error;
    }
  };

  return (
    <div className="product-page__cart-panel">
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
          onChange={(event) => setQuantity(clampQuantity(Number(event.target.value) || 1, inventory))}
        />
        <Button onClick={() => setQuantity((q) => clampQuantity(q + 1, inventory))} disabled={quantity >= inventory} aria-label={t`增加數量`}>
          +
        </Button>
      </div>
      <Button variant="primary" onClick={add}>
        <Trans>加入購物車</Trans>
      </Button>
    </div>
  );
}
