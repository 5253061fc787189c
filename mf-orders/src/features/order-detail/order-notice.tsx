// The notice an order shows for its status and payment type (rules in the contracts'
// buyerOrderActions): payment failed with pay again, awaiting payment with the virtual account
// and deadline, or a store pick-up waiting for its store with change store.
import { Trans } from '@lingui/react/macro';
import { LOGISTICS_MAP_PATH, PAYMENT_TYPE, cvsChain, formatDate, type BuyerOrderNotice, type OrderModel } from '@storefront/contracts';
import { useLanguage } from '@storefront/ui';
import { PayAgainButton } from '@storefront/ui/orders';

function changeStoreUrl(order: OrderModel): string | null {
  const chain = cvsChain(order.paymentType);
  if (!chain) return null;
  const query = new URLSearchParams({ LogisticsSubType: chain.subType, ServerReplyURL: `/member/order/${order.orderId}`, ExtraData: String(order.orderId) });
  return `${LOGISTICS_MAP_PATH}?${query.toString()}`;
}

export function OrderNotice({ notice, order }: { notice: BuyerOrderNotice; order: OrderModel }) {
  const lang = useLanguage();
  if (notice.kind === 'paymentFailed') {
    return (
      <div className="order-notice order-notice--failed" role="status">
        <p className="order-notice__title"><Trans>付款失敗</Trans></p>
        <p><Trans>付款沒有完成，請重新付款。</Trans></p>
        <PayAgainButton orderId={order.orderId} />
      </div>
    );
  }
  if (notice.kind === 'awaitingPayment') {
    const deadline = order.e_limitdate ? formatDate(order.e_limitdate, lang) || order.e_limitdate : '';
    return (
      <div className="order-notice order-notice--awaiting" role="status">
        <p className="order-notice__title"><Trans>等待付款</Trans></p>
        <p><Trans>訂單已成立，完成付款後將為您出貨。</Trans></p>
        {notice.showVirtualAccount ? (
          <dl className="order-notice__account">
            <div>
              <dt><Trans>虛擬帳號</Trans></dt>
              <dd data-testid="virtual-account">{order.e_payaccount || '—'}</dd>
            </div>
            <div>
              <dt><Trans>繳費期限</Trans></dt>
              <dd data-testid="payment-deadline">{deadline || '—'}</dd>
            </div>
          </dl>
        ) : null}
        {order.paymentType === PAYMENT_TYPE.convenienceStoreBarcode && order.e_PayInfo ? (
          <p><Trans>繳費代碼：{order.e_PayInfo}</Trans></p>
        ) : null}
      </div>
    );
  }
  const url = changeStoreUrl(order);
  return (
    <div className="order-notice order-notice--pending" role="status">
      <p className="order-notice__title"><Trans>等待確認取貨門市</Trans></p>
      <p><Trans>取貨門市尚未確認，您可以更換門市。</Trans></p>
      {url ? (
        <a className="sf-button sf-button--secondary" href={url}>
          <Trans>更換門市</Trans>
        </a>
      ) : null}
    </div>
  );
}
