// Step 5, finish: the orders of the checkout (one per merchant, paid together), each with its
// number and a link to it, and what happens next for the payment — paid or failed by card, the ATM
// virtual account and deadline, the store's barcodes (scannable) or payment code, store pickup,
// cash on delivery — with a link to the order list. The order pages have one path in both
// languages (the site remembers the language), so the links carry no /en prefix.
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CURRENCY_TYPE,
  isCardPayment,
  isConvenienceStorePickup,
  ORDER_STATUS,
  PAYMENT_TYPE,
  type OrderListItem,
  type OrderModel,
} from '@storefront/contracts';
import { canRepayOrder, storePaymentCodes } from '@storefront/contracts/orders';
import { api, ErrorState, LinkButton, LoadingState, Price, useApiData } from '@storefront/ui';
import { Barcode, PayAgainButton } from '@storefront/ui/orders';
import { Fragment, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useCheckoutDraft } from './checkout-draft';
import { CopyButton } from './copy-button';
import { usePaymentLabel } from './use-payment-label';

/** A card or wallet payment the provider did not complete: the order waits for a new attempt. */
export function paymentFailed(order: Pick<OrderModel, 'paymentType' | 'status'>): boolean {
  const online = isCardPayment(order.paymentType) || order.paymentType === PAYMENT_TYPE.onlineWallet;
  return online && (order.status === ORDER_STATUS.failed || order.status === ORDER_STATUS.awaitingPayment);
}

function NextSteps({ order }: { order: OrderModel }) {
  const { t } = useLingui();
  const { paymentType, status } = order;
  if (paymentFailed(order)) {
    return (
      <div className="checkout__failed" role="alert">
        <p>
          <Trans>付款沒有完成，訂單已保留，但尚未付款。</Trans>
        </p>
        {canRepayOrder(order) ? (
          <PayAgainButton orderId={order.orderId} />
        ) : (
          <p>
            <Trans>此付款方式無法在這裡重新付款，請至訂單頁查看。</Trans>
          </p>
        )}
      </div>
    );
  }
  if ((isCardPayment(paymentType) || paymentType === PAYMENT_TYPE.onlineWallet) && status === ORDER_STATUS.awaitingShipment) {
    return (
      <p className="checkout__done" role="status">
        <Trans>付款完成，商家將盡快為您出貨。</Trans>
      </p>
    );
  }
  if (
    (paymentType === PAYMENT_TYPE.atmTransfer || paymentType === PAYMENT_TYPE.virtualAccount) &&
    status === ORDER_STATUS.awaitingPayment
  ) {
    const account = order.e_payaccount ?? '';
    const bank = order.e_PayInfo ?? '';
    const deadline = order.e_limitdate ?? '';
    return account ? (
      <div className="checkout__pay-info" role="status">
        <p>
          <Trans>請於期限前轉帳至以下虛擬帳號：</Trans>
        </p>
        <dl>
          <dt>
            <Trans>銀行代碼</Trans>
          </dt>
          <dd>{bank}</dd>
          <dt>
            <Trans>虛擬帳號</Trans>
          </dt>
          <dd>
            <span data-testid="virtual-account">{account}</span> <CopyButton value={account} label={t`虛擬帳號`} />
          </dd>
          <dt>
            <Trans>繳費期限</Trans>
          </dt>
          <dd>
            <span data-testid="pay-deadline">{deadline}</span> <CopyButton value={deadline} label={t`繳費期限`} />
          </dd>
        </dl>
      </div>
    ) : (
      <p role="status">
        <Trans>尚未取得虛擬帳號，請至訂單頁查看付款資訊。</Trans>
      </p>
    );
  }
  if (paymentType === PAYMENT_TYPE.convenienceStoreBarcode && status === ORDER_STATUS.awaitingPayment) {
    // The provider's three barcodes, drawn for the store's scanner; or one payment code, as text.
    const { barcodes, paymentNo } = storePaymentCodes(order.e_PayInfo);
    const codes = paymentNo ? [paymentNo] : barcodes;
    const deadline = order.e_limitdate ?? '';
    return (
      <div className="checkout__pay-info" role="status">
        <p>
          <Trans>請於期限前至超商繳費，出示以下繳費條碼：</Trans>
        </p>
        <dl>
          {codes.map((code, index) => {
            const n = index + 1;
            return (
              // Label and code stay in the list's two columns: the barcode gets the whole second one.
              <Fragment key={code}>
                <dt>
                  <Trans>繳費條碼 {n}</Trans>
                </dt>
                <dd>
                  {paymentNo ? <span data-testid="pay-code">{code}</span> : <Barcode value={code} data-testid="pay-code" />}{' '}
                  <CopyButton value={code} label={t`繳費條碼 ${n}`} />
                </dd>
              </Fragment>
            );
          })}
          <dt>
            <Trans>繳費期限</Trans>
          </dt>
          <dd>
            <span data-testid="pay-deadline">{deadline}</span> <CopyButton value={deadline} label={t`繳費期限`} />
          </dd>
        </dl>
      </div>
    );
  }
  if (isConvenienceStorePickup(paymentType)) {
    const store = order.deliveryAddress ?? '';
    return (
      <p role="status">
        <Trans>商品將寄至門市：{store}，取貨時付款。</Trans>
      </p>
    );
  }
  return (
    <p role="status">
      <Trans>商家將盡快為您出貨，請於收貨時付款。</Trans>
    </p>
  );
}

interface FinishData {
  order: OrderModel;
  /** Every order of the payment, the first one first (just the order when it was alone). */
  group: OrderListItem[];
}

export function FinishStep() {
  const { t } = useLingui();
  const paymentLabel = usePaymentLabel();
  const { orderId = '' } = useParams();
  useEffect(() => useCheckoutDraft.getState().reset(), []);
  const detail = useApiData<FinishData>(
    async (signal) => {
      const [one, list] = await Promise.all([
        api().call('memberOrderDetail', { params: { orderId }, signal }),
        api().call('memberOrderList', { signal }),
      ]);
      const order = one.orderModel;
      const groupId = order.paymentGroupId;
      const group = list.orders.filter((o) => (groupId != null ? o.paymentGroupId === groupId : o.orderId === order.orderId));
      return { order, group: group.sort((a, b) => a.orderId - b.orderId) };
    },
    [orderId],
  );
  if (detail.state === 'loading') return <LoadingState />;
  if (detail.state === 'error') return <ErrorState title={t`無法載入訂單`} detail={detail.error.message} onRetry={detail.reload} />;
  const { order, group } = detail.data;
  const number = order.orderStatementId;
  const failed = paymentFailed(order);
  const currencyType = order.currencyType ?? CURRENCY_TYPE.twd;
  const total = group.length > 1 ? group.reduce((sum, o) => sum + o.price, 0) : order.totalPrice;
  const count = group.length;
  return (
    <section className={failed ? 'checkout__finish checkout__finish--failed' : 'checkout__finish'} aria-labelledby="finish-title">
      <h2 id="finish-title">{failed ? <Trans>付款失敗</Trans> : <Trans>訂單已成立</Trans>}</h2>
      {count > 1 ? (
        <>
          <p>
            <Trans>共 {count} 筆訂單，合併付款：</Trans>
          </p>
          <ul className="checkout__finish-orders" data-testid="group-orders">
            {group.map((o) => (
              <li key={o.orderId}>
                <Trans>
                  訂單編號：<strong data-testid="order-number">{o.orderStatementId}</strong>
                </Trans>{' '}
                <Price amount={o.price} currencyType={o.currency ?? currencyType} />{' '}
                <LinkButton variant="text" size="small" href={`/member/order/${o.orderId}`}>
                  <Trans>查看訂單 {o.orderStatementId}</Trans>
                </LinkButton>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          <Trans>
            訂單編號：<strong data-testid="order-number">{number}</strong>
          </Trans>
        </p>
      )}
      <p>
        <Trans>付款方式：</Trans>
        {paymentLabel(order.paymentType)} · <Price amount={total} currencyType={currencyType} />
      </p>
      <NextSteps order={order} />
      <p className="checkout__links sf-button-row">
        {count > 1 ? null : (
          <LinkButton variant="primary" href={`/member/order/${order.orderId}`}>
            <Trans>查看訂單</Trans>
          </LinkButton>
        )}
        <LinkButton href="/member/orders">
          <Trans>購買紀錄</Trans>
        </LinkButton>
      </p>
    </section>
  );
}
