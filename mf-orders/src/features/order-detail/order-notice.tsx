// The notice an order shows for its status and payment type (rules in the contracts'
// buyerOrderActions): payment failed with pay again (and until when), a card payment started and
// never completed (the page was left: CARD_ATTEMPT_MINUTES) with pay again and until when, payment failed and not paid
// again within the repay window (the order's hold ended), awaiting payment with the virtual account
// and deadline or the store's barcodes and deadline, or a store pick-up waiting for its store with
// change store.
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CARD_ATTEMPT_MINUTES,
  LOGISTICS_MAP_PATH,
  PAYMENT_TYPE,
  REPAY_WINDOW_MINUTES,
  cvsChain,
  formatDate,
  formatDateTime,
  type BuyerOrderNotice,
  type OrderModel,
} from '@storefront/contracts';
import { storePaymentCodes } from '@storefront/contracts/orders';
import { useLanguage } from '@storefront/ui';
import { Barcode, PayAgainButton } from '@storefront/ui/orders';

function changeStoreUrl(order: OrderModel): string | null {
  const chain = cvsChain(order.paymentType);
  if (!chain) return null;
  const query = new URLSearchParams({
    LogisticsSubType: chain.subType,
    ServerReplyURL: `/member/order/${order.orderId}`,
    ExtraData: String(order.orderId),
  });
  return `${LOGISTICS_MAP_PATH}?${query.toString()}`;
}

/** The store's barcodes, drawn for its scanner, with the deadline; or an older order's payment code. */
function StorePayment({ order, deadline }: { order: OrderModel; deadline: string }) {
  const { barcodes, paymentNo } = storePaymentCodes(order.e_PayInfo);
  if (paymentNo)
    return (
      <p>
        <Trans>繳費代碼：{paymentNo}</Trans>
      </p>
    );
  if (!barcodes.length) return null;
  return (
    <dl className="order-notice__barcodes">
      {barcodes.map((code, index) => {
        const n = index + 1;
        return (
          <div key={code}>
            <dt>
              <Trans>繳費條碼 {n}</Trans>
            </dt>
            <dd>
              <Barcode value={code} data-testid="pay-code" />
            </dd>
          </div>
        );
      })}
      <div>
        <dt>
          <Trans>繳費期限</Trans>
        </dt>
        <dd data-testid="payment-deadline">{deadline || '—'}</dd>
      </div>
    </dl>
  );
}

export function OrderNotice({ notice, order }: { notice: BuyerOrderNotice; order: OrderModel }) {
  const lang = useLanguage();
  const { t } = useLingui();
  if (notice.kind === 'paymentFailed') {
    const repayBy = order.repayBy ? formatDateTime(order.repayBy, lang) || order.repayBy : '';
    return (
      <div className="order-notice order-notice--failed" role="status">
        <p className="order-notice__title">
          <Trans>付款失敗</Trans>
        </p>
        <p>
          {repayBy ? (
            <Trans>付款沒有完成，請於 {repayBy} 前重新付款；逾期訂單將失效，商品庫存與使用的點數將退回。</Trans>
          ) : (
            <Trans>付款沒有完成，請重新付款。</Trans>
          )}
        </p>
        <PayAgainButton orderId={order.orderId} />
      </div>
    );
  }
  if (notice.kind === 'paymentNotCompleted') {
    const repayBy = order.repayBy ? formatDateTime(order.repayBy, lang) || order.repayBy : '';
    const minutes = CARD_ATTEMPT_MINUTES;
    return (
      <div className="order-notice order-notice--failed" role="status">
        <p className="order-notice__title">
          <Trans>付款未完成</Trans>
        </p>
        <p>
          {repayBy ? (
            <Trans>
              付款頁面開啟 {minutes} 分鐘後仍未完成付款。請於 {repayBy} 前重新付款；逾期訂單將失效，商品庫存與使用的點數將退回。
            </Trans>
          ) : (
            <Trans>付款頁面開啟 {minutes} 分鐘後仍未完成付款，請重新付款。</Trans>
          )}
        </p>
        <PayAgainButton orderId={order.orderId} />
      </div>
    );
  }
  if (notice.kind === 'repayWindowEnded') {
    const minutes = REPAY_WINDOW_MINUTES;
    return (
      <div className="order-notice order-notice--failed" role="status">
        <p className="order-notice__title">
          <Trans>付款失敗，訂單已失效</Trans>
        </p>
        <p>
          <Trans>付款失敗後未在 {minutes} 分鐘內重新付款，訂單的保留已結束：商品庫存與使用的點數已退回，這筆訂單無法再付款。</Trans>
        </p>
      </div>
    );
  }
  if (notice.kind === 'awaitingCardPayment') {
    const payBy = order.payBy ? formatDateTime(order.payBy, lang) || order.payBy : '';
    return (
      <div className="order-notice order-notice--awaiting" role="status">
        <p className="order-notice__title">
          <Trans>等待付款</Trans>
        </p>
        <p>{payBy ? <Trans>請於 {payBy} 前完成付款，逾期訂單將失效。</Trans> : <Trans>付款尚未完成，完成付款後將為您出貨。</Trans>}</p>
        <PayAgainButton orderId={order.orderId} label={t`前往付款`} />
      </div>
    );
  }
  if (notice.kind === 'awaitingPayment') {
    const deadline = order.e_limitdate ? formatDate(order.e_limitdate, lang) || order.e_limitdate : '';
    return (
      <div className="order-notice order-notice--awaiting" role="status">
        <p className="order-notice__title">
          <Trans>等待付款</Trans>
        </p>
        <p>
          <Trans>訂單已成立，完成付款後將為您出貨。</Trans>
        </p>
        {notice.showVirtualAccount ? (
          <dl className="order-notice__account">
            <div>
              <dt>
                <Trans>虛擬帳號</Trans>
              </dt>
              <dd data-testid="virtual-account">{order.e_payaccount || '—'}</dd>
            </div>
            <div>
              <dt>
                <Trans>繳費期限</Trans>
              </dt>
              <dd data-testid="payment-deadline">{deadline || '—'}</dd>
            </div>
          </dl>
        ) : null}
        {order.paymentType === PAYMENT_TYPE.convenienceStoreBarcode ? <StorePayment order={order} deadline={deadline} /> : null}
      </div>
    );
  }
  const url = changeStoreUrl(order);
  return (
    <div className="order-notice order-notice--pending" role="status">
      <p className="order-notice__title">
        <Trans>等待確認取貨門市</Trans>
      </p>
      <p>
        <Trans>取貨門市尚未確認，您可以更換門市。</Trans>
      </p>
      {url ? (
        <a className="sf-button sf-button--secondary" href={url}>
          <Trans>更換門市</Trans>
        </a>
      ) : null}
    </div>
  );
}
