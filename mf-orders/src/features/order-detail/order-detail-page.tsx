// One of the buyer's orders, with a back link to the list: every label, the lines and totals,
// the notice and the actions its status and payment type allow (contracts' buyerOrderActions).
// Another member's order is not found; a visitor is sent to the login page.
import { Trans } from '@lingui/react/macro';
import { buyerOrderActions } from '@storefront/contracts/orders';
import { ApiDataFallback, EmptyState, api, useApiData } from '@storefront/ui';
import { CancelOrderButton } from '@storefront/ui/orders';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { RefundForm } from './refund-form';
import '../orders.css';
import { OrderFields } from './order-fields';
import { OrderItems } from './order-items';
import { OrderNotice } from './order-notice';

export function OrderDetailPage({ orderId }: { orderId: string }) {
  const detail = useApiData((signal) => api().call('memberOrderDetail', { params: { orderId }, signal }), [orderId]);
  const [refunding, setRefunding] = useState(false);
  const back = (
    <Link className="order-detail__back" to="/member/orders">
      <Trans>回到購買紀錄</Trans>
    </Link>
  );

  if (detail.state !== 'ready')
    return <ApiDataFallback data={detail} notFound={<EmptyState title={<Trans>找不到這筆訂單</Trans>} action={back} />} />;
  const order = detail.data.orderModel;
  const actions = buyerOrderActions(order);
  const orderNumber = order.orderStatementId;
  return (
    <section className="order-detail" aria-labelledby="order-title">
      {back}
      <h1 id="order-title">
        <Trans>訂單 {orderNumber}</Trans>
      </h1>
      {actions.notice ? <OrderNotice notice={actions.notice} order={order} /> : null}
      {(actions.canCancel || (actions.canRequestRefund && !refunding)) && (
        <div className="order-detail__actions">
          {actions.canCancel ? <CancelOrderButton orderId={order.orderId} onCancelled={detail.reload} /> : null}
          {actions.canRequestRefund && !refunding ? (
            <button type="button" className="sf-button sf-button--secondary" onClick={() => setRefunding(true)}>
              <Trans>申請退貨</Trans>
            </button>
          ) : null}
        </div>
      )}
      {actions.canRequestRefund && refunding ? (
        <RefundForm
          orderId={order.orderId}
          onClose={() => setRefunding(false)}
          onSent={() => {
            setRefunding(false);
            detail.reload();
          }}
        />
      ) : null}
      <OrderFields order={order} showLogisticsStatus={actions.showLogisticsStatus} />
      {order.refundReason ? (
        <section className="order-detail__refund" aria-labelledby="refund-record">
          <h2 id="refund-record">
            <Trans>退貨申請</Trans>
          </h2>
          <dl className="order-fields">
            <div className="order-fields__row">
              <dt>
                <Trans>退貨原因</Trans>
              </dt>
              <dd>{order.refundReason}</dd>
            </div>
            <div className="order-fields__row">
              <dt>
                <Trans>取件人姓名</Trans>
              </dt>
              <dd>{order.refundName}</dd>
            </div>
            <div className="order-fields__row">
              <dt>
                <Trans>取件人電話</Trans>
              </dt>
              <dd>{order.refundPhone}</dd>
            </div>
            <div className="order-fields__row">
              <dt>
                <Trans>取件地址</Trans>
              </dt>
              <dd>{order.refundAddress}</dd>
            </div>
            <div className="order-fields__row">
              <dt>
                <Trans>退款帳戶資訊</Trans>
              </dt>
              <dd>{order.refundAccountDetail}</dd>
            </div>
          </dl>
        </section>
      ) : null}
      <OrderItems order={order} />
    </section>
  );
}
