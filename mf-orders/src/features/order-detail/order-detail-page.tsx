// One of the buyer's orders, with a back link to the list: every label, the lines and totals,
// the notice and the actions its status and payment type allow (contracts' buyerOrderActions:
// cancel, 確認收貨, the return request), the return request's state, the refund and the
// timeline; the store map's reply (更換門市) is applied when the page opens with it. A transfer
// refund with no account (a payment that arrived after the order was cancelled or expired) asks
// for the buyer's bank account (退款待處理：請提供退款帳戶).
// Another member's order is not found; a visitor is sent to the login page.
import { Trans } from '@lingui/react/macro';
import { ORDER_FAIL_REASON, ORDER_STATUS, refundAwaitsAccount } from '@storefront/contracts';
import { buyerOrderActions } from '@storefront/contracts/orders';
import { ApiDataFallback, EmptyState, api, useApiData, Link } from '@storefront/ui';
import { CancelOrderButton, OrderCard, OrderLines, OrderRefundSummary, OrderTimeline, ReturnRequest } from '@storefront/ui/orders';
import { useState } from 'react';
import { ConfirmReceiptButton } from './confirm-receipt-button';
import { RefundAccountForm } from './refund-account-form';
import { RefundForm } from './refund-form';
import { useStoreMapReply } from './use-store-map-reply';
import '../orders.css';
import { OrderFields } from './order-fields';
import { OrderNotice } from './order-notice';

export function OrderDetailPage({ orderId }: { orderId: string }) {
  const detail = useApiData((signal) => api().call('memberOrderDetail', { params: { orderId }, signal }), [orderId]);
  const [refunding, setRefunding] = useState(false);
  const storeChange = useStoreMapReply(orderId, detail.reload);
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
      {storeChange}
      {actions.notice ? <OrderNotice notice={actions.notice} order={order} /> : null}
      {order.status === ORDER_STATUS.failed && order.failReason === ORDER_FAIL_REASON.paymentExpired ? (
        <div className="order-notice order-notice--failed" role="status">
          <p className="order-notice__title">
            <Trans>付款期限已過</Trans>
          </p>
          <p>
            <Trans>未在繳費期限前完成付款，訂單已失效，商品庫存與使用的點數已退回。</Trans>
          </p>
        </div>
      ) : null}
      {order.refund && refundAwaitsAccount(order.refund) ? (
        <RefundAccountForm orderId={order.orderId} refund={order.refund} currencyType={order.currencyType} onGiven={detail.reload} />
      ) : null}
      {(actions.canCancel || actions.canConfirmReceipt || (actions.canRequestRefund && !refunding)) && (
        <div className="order-detail__actions">
          {actions.canCancel ? <CancelOrderButton orderId={order.orderId} onCancelled={detail.reload} /> : null}
          {actions.canConfirmReceipt ? <ConfirmReceiptButton orderId={order.orderId} onConfirmed={detail.reload} /> : null}
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
      <ReturnRequest order={order} />
      <OrderRefundSummary refund={order.refund} currencyType={order.currencyType} accountPending={<Trans>請提供退款帳戶</Trans>} />
      <div className="sf-order-cards">
        {/* The cards of the order's facts, laid out in the grid as its own children. */}
        <div className="order-fields">
          <OrderFields order={order} showLogisticsStatus={actions.showLogisticsStatus} />
        </div>
        <OrderTimeline events={order.events} />
        <OrderCard title={<Trans>訂購商品</Trans>} wide>
          <OrderLines order={order} pointsDiscount />
        </OrderCard>
      </div>
    </section>
  );
}
