// /member/merchant/order/:orderid: one of the merchant's orders with a back link to the list,
// the cancel and complete-shipment actions and the notice its status and payment type call for
// (rules in the contracts' merchantOrderActions), the buyer's return request with 同意退貨 /
// 拒絕退貨, the refund (with 已匯款給買家 for a pending transfer; a transfer with no account yet, a
// late payment of a cancelled or expired order, says it waits for the buyer's account instead)
// and the order's timeline. Complete-shipment switches to the shipping form;
// after shipping the order reloads and the detail returns. Another merchant's order is not found.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatPoints } from '@storefront/contracts';
import { merchantOrderActions } from '@storefront/contracts/merchant';
import { ApiDataFallback, Button, EmptyState, Price, TableHead, api, useApiData, useLanguage } from '@storefront/ui';
import {
  CancelOrderButton,
  DeliveryMethodLabel,
  OrderRefundSummary,
  OrderStatusLabel,
  OrderTimeline,
  PaymentTypeLabel,
  ReturnRequest,
} from '@storefront/ui/orders';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import '../../shared/merchant-orders.css';
import { CvsShipmentForm } from './cvs-shipment-form';
import { ShippingForm } from './shipping-form';
import { LogisticsStatusText } from './logistics-status-text';
import { OrderNotice } from './order-notice';
import { RefundDoneButton, ReturnDecision } from './return-decision';

export function OrderDetailPage({ orderId }: { orderId: string }) {
  const { t } = useLingui();
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
      <h1 id="merchant-order-title">
        <Trans>訂單 {orderNumber}</Trans>
      </h1>
      {actions.notice ? <OrderNotice notice={actions.notice} orderId={order.orderId} description={detail.data.description} /> : null}
      {actions.showLogisticsStatus && order.e_orderstatus ? <LogisticsStatusText orderStatus={order.e_orderstatus} /> : null}
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
      <ReturnRequest order={order} />
      {actions.canDecideReturn ? <ReturnDecision orderId={order.orderId} onDecided={detail.reload} /> : null}
      <OrderRefundSummary refund={order.refund} currencyType={order.currencyType} accountPending={<Trans>等待買家提供退款帳戶</Trans>} />
      {actions.canMarkRefundDone ? <RefundDoneButton orderId={order.orderId} onDone={detail.reload} /> : null}
      {actions.refundAwaitingAccount ? (
        <p role="status">
          <Trans>買家提供退款帳戶後，即可匯款並標示為已匯款。</Trans>
        </p>
      ) : null}
      <dl className="merchant-order-detail__fields">
        <dt>
          <Trans>訂單日期</Trans>
        </dt>
        <dd>{formatDate(order.created, lang)}</dd>
        <dt>
          <Trans>狀態</Trans>
        </dt>
        <dd data-testid="order-status">
          <OrderStatusLabel status={order.status} />
        </dd>
        <dt>
          <Trans>付款方式</Trans>
        </dt>
        <dd>
          <PaymentTypeLabel paymentType={order.paymentType} />
        </dd>
        <dt>
          <Trans>運送方式</Trans>
        </dt>
        <dd data-testid="delivery-method">
          <DeliveryMethodLabel paymentType={order.paymentType} deliveryType={order.deliveryType} />
        </dd>
        {actions.shipment === 'convenienceStore' && order.cvsStoreName ? (
          <>
            <dt>
              <Trans>取貨門市</Trans>
            </dt>
            <dd>{`${order.cvsStoreName}（${order.cvsStoreId ?? ''}）`}</dd>
          </>
        ) : null}
        <dt>
          <Trans>收件人</Trans>
        </dt>
        <dd>{order.deliveryFullName}</dd>
        <dt>
          <Trans>收件地址</Trans>
        </dt>
        <dd>{order.deliveryAddress}</dd>
        <dt>
          <Trans>聯絡電話</Trans>
        </dt>
        <dd>{order.deliveryTelephone}</dd>
        {order.deliveryComments ? (
          <>
            <dt>
              <Trans>備註</Trans>
            </dt>
            <dd>{order.deliveryComments}</dd>
          </>
        ) : null}
        {order.deliveryETA ? (
          <>
            <dt>
              <Trans>物流公司</Trans>
            </dt>
            <dd>{order.deliveryETA}</dd>
          </>
        ) : null}
        {order.deliveryTrackingCode ? (
          <>
            <dt>
              <Trans>物流追蹤碼</Trans>
            </dt>
            <dd>{order.deliveryTrackingCode}</dd>
          </>
        ) : null}
        {order.deliveryDate ? (
          <>
            <dt>
              <Trans>出貨日期</Trans>
            </dt>
            <dd>{formatDate(order.deliveryDate, lang)}</dd>
          </>
        ) : null}
        {order.e_orderno ? (
          <>
            <dt>
              <Trans>寄件編號</Trans>
            </dt>
            <dd>{order.e_orderno}</dd>
          </>
        ) : null}
        {order.promoTitle ? (
          <>
            <dt>
              <Trans>優惠</Trans>
            </dt>
            <dd>
              {order.promoTitle} <Price amount={-(order.promoDiscount ?? 0)} currencyType={order.currencyType} />
            </dd>
          </>
        ) : null}
        <dt>
          <Trans>使用紅利</Trans>
        </dt>
        <dd>{formatPoints(order.usePoints ?? 0)}</dd>
        <dt>
          <Trans>獲得紅利</Trans>
        </dt>
        <dd>{formatPoints(order.earnPoints ?? 0)}</dd>
      </dl>
      <table className="merchant-orders">
        <caption>
          <Trans>訂購商品</Trans>
        </caption>
        <TableHead columns={[t`商品`, t`規格`, t`數量`, t`小計`]} />
        <tbody>
          {order.orderItems.map((item, index) => (
            <tr key={index}>
              <td>{item.productTitle}</td>
              <td>{item.productSpec}</td>
              <td>{item.quantity}</td>
              <td>
                <Price amount={item.subtotalPrice} currencyType={order.currencyType} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <Trans>運費</Trans> <Price amount={order.shippingPrice ?? 0} currencyType={order.currencyType} />
      </p>
      <p>
        <strong>
          <Trans>總計</Trans>
        </strong>{' '}
        <Price amount={order.totalPrice} currencyType={order.currencyType} />
      </p>
      <OrderTimeline events={order.events} />
    </section>
  );
}
