// An order's lines (picture and title, spec, quantity, subtotal; the points discount where the
// screen shows it) and its totals (shipping, total): the buyer's and the merchant's order detail.
// On a phone (<= 992 px) each line is a card of its own, labelled cell by cell.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatPoints, type OrderModel } from '@storefront/contracts';
import { Price } from '../components/price';
import { TableHead } from '../components/table-head';
import { OrderFirstProduct } from './order-first-product';

export type OrderLinesProps = {
  order: Pick<OrderModel, 'orderItems' | 'currencyType' | 'shippingPrice' | 'totalPrice'>;
  /** The column of points used on each line (點數折抵), which the buyer's detail shows. */
  pointsDiscount?: boolean;
  /** The table's caption: read by screen readers only when a card's heading already says it. */
  captionHidden?: boolean;
};

export function OrderLines({ order, pointsDiscount = false, captionHidden = true }: OrderLinesProps) {
  const { t } = useLingui();
  const columns = pointsDiscount ? [t`商品`, t`規格`, t`數量`, t`點數折抵`, t`小計`] : [t`商品`, t`規格`, t`數量`, t`小計`];
  return (
    <>
      <table className="sf-order-lines">
        <caption className={captionHidden ? 'sf-visually-hidden' : undefined}>{t`訂購商品`}</caption>
        <TableHead columns={columns} />
        <tbody>
          {order.orderItems.map((item, index) => (
            <tr key={`${item.productModelId ?? 'item'}-${index}`}>
              <td data-label={t`商品`} className="sf-order-lines__product">
                <OrderFirstProduct title={item.productTitle} imageUrl={item.productImageUrl} />
              </td>
              <td data-label={t`規格`}>{item.productSpec || '—'}</td>
              <td data-label={t`數量`}>{item.quantity}</td>
              {pointsDiscount ? <td data-label={t`點數折抵`}>{formatPoints(item.useDiscount ?? 0)}</td> : null}
              <td data-label={t`小計`}>
                <Price amount={item.subtotalPrice} currencyType={order.currencyType} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="sf-order-totals">
        <div>
          <dt>
            <Trans>運費</Trans>
          </dt>
          <dd>
            <Price amount={order.shippingPrice ?? 0} currencyType={order.currencyType} />
          </dd>
        </div>
        <div className="sf-order-totals__total">
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
