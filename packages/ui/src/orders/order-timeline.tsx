// An order's timeline (the buyer's and the merchant's order detail): placed, paid, shipped,
// delivered, return requested or refused, refunded…, oldest first, each with its Taipei time.
import { Trans, useLingui } from '@lingui/react/macro';
import { ORDER_STATUS, formatDateTime, type OrderEvent } from '@storefront/contracts';
import { useLanguage } from '../i18n/language';
import { useOrderStatusText } from './order-status-label';

function useEventText(): (event: OrderEvent) => string {
  const { t } = useLingui();
  const statusText = useOrderStatusText();
  const texts: Record<Exclude<OrderEvent['kind'], 'status'>, string> = {
    placed: t`訂單成立`,
    delivered: t`物流通知已送達`,
    received: t`買家確認收貨`,
    autoCompleted: t`出貨 7 天，訂單自動完成`,
    returnRequested: t`買家申請退貨`,
    returnRefused: t`賣家拒絕退貨`,
    refundRecorded: t`退款已成立`,
    refundDone: t`退款已完成`,
    refundAccountGiven: t`買家提供退款帳戶`,
    storeChanged: t`更換取貨門市`,
    repayWindowEnded: t`重新付款期限已過，庫存與點數已退回`,
    paymentNotCompleted: t`付款頁面逾時未完成付款`,
    latePaymentAccepted: t`逾期付款已入帳，訂單重新保留商品與點數`,
    latePaymentRefunded: t`逾期付款已入帳，但商品或點數已無法保留，訂單取消並退款`,
  };
  return (event) => {
    if (event.kind !== 'status') return texts[event.kind];
    if (event.fromStatus === ORDER_STATUS.awaitingPayment && event.toStatus === ORDER_STATUS.awaitingShipment) return t`付款完成`;
    if (event.toStatus === ORDER_STATUS.shipping) return t`已出貨`;
    const status = statusText(event.toStatus ?? -1);
    return t`訂單狀態：${status}`;
  };
}

export function OrderTimeline({ events }: { events: readonly OrderEvent[] | null | undefined }) {
  const lang = useLanguage();
  const text = useEventText();
  if (!events?.length) return null;
  return (
    <section className="order-timeline" aria-labelledby="order-timeline-title">
      <h2 id="order-timeline-title">
        <Trans>訂單紀錄</Trans>
      </h2>
      <ol className="order-timeline__list">
        {events.map((event, index) => (
          <li key={index} className="order-timeline__item">
            <time dateTime={event.at}>{formatDateTime(event.at, lang)}</time> <span>{text(event)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
