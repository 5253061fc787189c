// A buyer's return request as both order screens show it: its state (退貨申請中, 已同意退貨, or
// 退貨申請未通過 with the merchant's reason) and its details (reason, pick-up name, phone, address
// and refund account).
import { Trans } from '@lingui/react/macro';
import { RETURN_STATUS, formatDateTime, type OrderModel } from '@storefront/contracts';
import { useLanguage } from '../i18n/language';
import { OrderFact } from './order-fact';
import { OrderFacts } from './order-facts';

export function ReturnStatusText({ returnStatus }: { returnStatus: string | null | undefined }) {
  if (returnStatus === RETURN_STATUS.requested) return <Trans>退貨申請中</Trans>;
  if (returnStatus === RETURN_STATUS.approved) return <Trans>已同意退貨</Trans>;
  if (returnStatus === RETURN_STATUS.refused) return <Trans>退貨申請未通過</Trans>;
  return null;
}

export function ReturnRequest({ order }: { order: OrderModel }) {
  const lang = useLanguage();
  if (!order.refundReason && !order.returnStatus) return null;
  return (
    <section className="order-return" aria-labelledby="order-return-title" data-testid="order-return">
      <h2 id="order-return-title">
        <Trans>退貨申請</Trans>
      </h2>
      <OrderFacts>
        {order.returnStatus ? (
          <OrderFact label={<Trans>申請狀態</Trans>}>
            <strong>
              <ReturnStatusText returnStatus={order.returnStatus} />
            </strong>
          </OrderFact>
        ) : null}
        {order.returnStatus === RETURN_STATUS.refused ? (
          <OrderFact label={<Trans>拒絕原因</Trans>}>{order.returnRefuseReason}</OrderFact>
        ) : null}
        {order.returnRequestedAt ? (
          <OrderFact label={<Trans>申請時間</Trans>}>{formatDateTime(order.returnRequestedAt, lang)}</OrderFact>
        ) : null}
        <OrderFact label={<Trans>退貨原因</Trans>}>{order.refundReason}</OrderFact>
        <OrderFact label={<Trans>取件人姓名</Trans>}>{order.refundName}</OrderFact>
        <OrderFact label={<Trans>取件人電話</Trans>}>{order.refundPhone}</OrderFact>
        <OrderFact label={<Trans>取件地址</Trans>}>{order.refundAddress}</OrderFact>
        <OrderFact label={<Trans>退款帳戶資訊</Trans>}>{order.refundAccountDetail}</OrderFact>
      </OrderFacts>
    </section>
  );
}
