// The order's lines (image, title, spec, quantity, points discount, subtotal) and its totals.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatPoints, type OrderModel } from '@storefront/contracts';
import { Price, TableHead } from '@storefront/ui';

export function OrderItems({ order }: { order: OrderModel }) {
  const { t } = useLingui();
  return (
    <>
      <table className="order-items">
        <caption className="sf-visually-hidden">{t`訂購商品`}</caption>
        <TableHead columns={[t`商品`, t`規格`, t`數量`, t`點數折抵`, t`小計`]} />
        <tbody>
          {order.orderItems.map((item, index) => (
            <tr key={`${item.productModelId ?? 'item'}-${index}`}>
              <td data-label={t`商品`}>
                <span className="order-items__product">
                  {item.productImageUrl ? <img src={item.productImageUrl} alt="" width={56} height={56} loading="lazy" /> : null}
                  {item.productTitle}
                </span>
              </td>
              <td data-label={t`規格`}>{item.productSpec || '—'}</td>
              <td data-label={t`數量`}>{item.quantity}</td>
              <td data-label={t`點數折抵`}>{formatPoints(item.useDiscount ?? 0)}</td>
              <td data-label={t`小計`}>
                <Price amount={item.subtotalPrice} currencyType={order.currencyType} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="order-totals">
        <div>
          <dt>
            <Trans>運費</Trans>
          </dt>
          <dd>
            <Price amount={order.shippingPrice ?? 0} currencyType={order.currencyType} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>總計</Trans>
          </dt>
          <dd data-testid="order-total">
            <Price amount={order.totalPrice} currencyType={order.currencyType} />
          </dd>
        </div>
      </dl>
    </>
  );
}
