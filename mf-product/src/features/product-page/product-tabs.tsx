// The tabs under the product: description, specification, information and merchant contact.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductDetail } from '@storefront/contracts';
import { Tabs } from '@storefront/ui';
import { MerchantContactPanel } from './merchant-contact-panel';
import { RichText } from './rich-text';

export function ProductTabs({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  return (
    <section className="product-page__tabs">
      <Tabs
        label={t`商品資訊`}
        items={[
          { id: 'description', label: <Trans>商品描述</Trans>, content: <RichText html={product.description} /> },
          { id: 'specification', label: <Trans>商品規格</Trans>, content: <RichText html={product.specification} /> },
          { id: 'information', label: <Trans>其他資訊</Trans>, content: <RichText html={product.information} /> },
          {
            id: 'contact',
            label: <Trans>聯絡商家</Trans>,
            content: <MerchantContactPanel merchantId={product.merchantId} merchantName={product.merchantName} />,
          },
        ]}
      />
    </section>
  );
}
