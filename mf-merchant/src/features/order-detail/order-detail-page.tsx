// /member/merchant/order/:orderid: one of the merchant's orders with a back link to the list,
// the cancel and complete-shipment actions and the notice its status and payment type call for
// (rules in the contracts' merchantOrderActions), the buyer's return request with 同意退貨 /
// 拒絕退貨, the refund (with 已匯款給買家 for a pending transfer; a transfer with no account yet, a
// late payment of a cancelled or expired order, says it waits for the buyer's account instead)
// and the order's timeline. Complete-shipment switches to the shipping form;
// after shipping the order reloads and the detail returns. Another merchant's order is not found.
import { Trans } from '@lingui/react/macro';
import { formatDate, formatPoints } from '@storefront/contracts';
import { merchantOrderActions } from '@storefront/contracts/merchant';
import { ApiDataFallback, Button, EmptyState, Price, api, useApiData, useLanguage, Link } from '@storefront/ui';
import {
  CancelOrderButton,
  DeliveryMethodLabel,
  OrderCard,
  OrderFact,
  OrderFacts,
  OrderLines,
  OrderRefundSummary,
  OrderStatusBadge,
  OrderTimeline,
  PaymentTypeLabel,
  ReturnRequest,
} from '@storefront/ui/orders';
import { useState } from 'react';
import '../../shared/merchant-orders.css';
import { CvsShipmentForm } from './cvs-shipment-form';
import { ShippingForm } from './shipping-form';
import { LogisticsStatusText } from './logistics-status-text';
import { OrderNotice } from './order-notice';
import { RefundDoneButton, ReturnDecision } from './return-decision';

export function OrderDetailPage({ orderId }: { orderId: string }) {
  const lang = useLanguage();
  const [view, setView] = useState<'detail' | 'shipping'>('detail');
  const detail = useApiData((signal) => api().call('merchantOrderDetail', { params: { orderId }, signal }), [orderId]);
  const back = (
    <Link to="/member/merchant/orders">
      <Trans>回到訂單列表</Trans>
    </Link>
  );

  if (detail.state !== 'ready')
    return <ApiDataFallback data={detail} notFound={<EmptyState title={<Trans>找不到這筆訂單</Trans>} action={back} />} />;
  const order = detail.data.orderModel;
  const actions = merchantOrderActions(order);
  const orderNumber = order.orderStatementId;

  if (view === 'shipping' && actions.shipment === 'convenienceStore') {
    return (
      <section aria-label={orderNumber}>
        <CvsShipmentForm
          orderId={order.orderId}
          status={order.status}
          paymentType={order.paymentType}
          storeName={order.cvsStoreName}
          storeId={order.cvsStoreId}
          onShipped={() => {
            setView('detail');
            detail.reload();
          }}
          onCancel={() => setView('detail')}
        />
      </section>
    );
  }

  if (view === 'shipping') {
    return (
      <section aria-label={orderNumber}>
        <ShippingForm
          orderId={order.orderId}
          status={order.status}
          onShipped={() => {
            setView('detail');
            detail.reload();
          }}
          onCancel={() => setView('detail')}
        />
      </section>
    );
  }

  return (
    <section aria-labelledby="merchant-order-title" className="merchant-order-detail">
      {back}
      <div className="merchant-order-detail__head">
        <h1 id="merchant-order-title">
          <Trans>訂單 {orderNumber}</Trans>
        </h1>
        <span data-testid="order-status">
          <OrderStatusBadge status={order.status} />
        </span>
      </div>
      {actions.canCancel || actions.canCompleteShipment ? (
        <div className="merchant-order-detail__actions">
          {actions.canCompleteShipment ? (
            <Button variant="primary" onClick={() => setView('shipping')}>
              <Trans>完成出貨</Trans>
            </Button>
          ) : null}
          {actions.canCancel ? <CancelOrderButton orderId={order.orderId} onCancelled={detail.reload} /> : null}
        </div>
      ) : null}
      {actions.notice ? <OrderNotice notice={actions.notice} orderId={order.orderId} description={detail.data.description} /> : null}
      <ReturnRequest order={order} />
      {actions.canDecideReturn ? <ReturnDecision orderId={order.orderId} onDecided={detail.reload} /> : null}
      <OrderRefundSummary refund={order.refund} currencyType={order.currencyType} accountPending={<Trans>等待買家提供退款帳戶</Trans>} />
      {actions.canMarkRefundDone ? <RefundDoneButton orderId={order.orderId} onDone={detail.reload} /> : null}
      {actions.refundAwaitingAccount ? (
        <p role="status">
          <Trans>買家提供退款帳戶後，即可匯款並標示為已匯款。</Trans>
        </p>
      ) : null}
      <div className="sf-order-cards">
        <OrderCard title={<Trans>訂單資訊</Trans>}>
          <OrderFacts>
            <OrderFact label={<Trans>訂單編號</Trans>}>{orderNumber}</OrderFact>
            <OrderFact label={<Trans>訂單日期</Trans>}>{formatDate(order.created, lang)}</OrderFact>
            <OrderFact label={<Trans>付款方式</Trans>}>
              <PaymentTypeLabel paymentType={order.paymentType} />
            </OrderFact>
            {order.promoTitle ? (
              <OrderFact label={<Trans>優惠</Trans>}>
                {order.promoTitle} <Price amount={-(order.promoDiscount ?? 0)} currencyType={order.currencyType} />
              </OrderFact>
            ) : null}
            <OrderFact label={<Trans>使用紅利</Trans>}>{formatPoints(order.usePoints ?? 0)}</OrderFact>
            <OrderFact label={<Trans>獲得紅利</Trans>}>{formatPoints(order.earnPoints ?? 0)}</OrderFact>
          </OrderFacts>
        </OrderCard>
        <OrderCard title={<Trans>收件資料</Trans>}>
          <OrderFacts>
            <OrderFact label={<Trans>收件人</Trans>}>{order.deliveryFullName}</OrderFact>
            <OrderFact label={<Trans>收件地址</Trans>}>{order.deliveryAddress}</OrderFact>
            <OrderFact label={<Trans>聯絡電話</Trans>}>{order.deliveryTelephone}</OrderFact>
            {order.deliveryComments ? <OrderFact label={<Trans>備註</Trans>}>{order.deliveryComments}</OrderFact> : null}
          </OrderFacts>
        </OrderCard>
        <OrderCard title={<Trans>運送</Trans>}>
          <OrderFacts>
            <OrderFact label={<Trans>運送方式</Trans>} testId="delivery-method">
              <DeliveryMethodLabel paymentType={order.paymentType} deliveryType={order.deliveryType} />
            </OrderFact>
            {actions.shipment === 'convenienceStore' && order.cvsStoreName ? (
              <OrderFact label={<Trans>取貨門市</Trans>}>{`${order.cvsStoreName}（${order.cvsStoreId ?? ''}）`}</OrderFact>
            ) : null}
            {order.deliveryETA ? <OrderFact label={<Trans>物流公司</Trans>}>{order.deliveryETA}</OrderFact> : null}
            {order.deliveryTrackingCode ? <OrderFact label={<Trans>物流追蹤碼</Trans>}>{order.deliveryTrackingCode}</OrderFact> : null}
            {order.deliveryDate ? <OrderFact label={<Trans>出貨日期</Trans>}>{formatDate(order.deliveryDate, lang)}</OrderFact> : null}
            {order.e_orderno ? <OrderFact label={<Trans>寄件編號</Trans>}>{order.e_orderno}</OrderFact> : null}
          </OrderFacts>
          {actions.showLogisticsStatus && order.e_orderstatus ? <LogisticsStatusText orderStatus={order.e_orderstatus} /> : null}
        </OrderCard>
        <OrderTimeline events={order.events} />
        <OrderCard title={<Trans>訂購商品</Trans>} wide>
          <OrderLines order={order} />
        </OrderCard>
      </div>
    </section>
  );
}
