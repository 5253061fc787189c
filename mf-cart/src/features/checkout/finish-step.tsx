// Step 5, finish: the order number and what happens next for its payment — paid or failed by
// card, the ATM virtual account and deadline, the barcode / payment code, store pickup, cash on
// delivery — with links to the order and the order list.
import { Trans, useLingui } from '@lingui/react/macro';
import { isCardPayment, isConvenienceStorePickup, type OrderModel } from '@storefront/contracts';
import { api, ErrorState, LoadingState, Price, useApiData, useLanguage } from '@storefront/ui';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useCheckoutDraft } from './checkout-draft';
import { usePaymentLabel } from './use-payment-label';

function NextSteps({ order }: { order: OrderModel }) {
  const { paymentType, status } = order;
  if ((isCardPayment(paymentType) || paymentType === 8) && status === 1) {
    return (
      <p className="checkout__done" role="status">
        <Trans>付款完成，商家將盡快為您出貨。</Trans>
      </p>
    );
  }
  if ((isCardPayment(paymentType) || paymentType === 8) && (status === 6 || status === 2)) {
    return (
      <p className="sf-form__error" role="alert">
        <Trans>付款失敗：付款沒有完成，您可以在訂單頁重新付款。</Trans>
      </p>
    );
  }
  if ((paymentType === 6 || paymentType === 7) && status === 2) {
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
          <dd data-testid="virtual-account">{account}</dd>
          <dt>
            <Trans>繳費期限</Trans>
          </dt>
          <dd data-testid="pay-deadline">{deadline}</dd>
        </dl>
      </div>
    ) : (
      <p role="status">
        <Trans>尚未取得虛擬帳號，請至訂單頁查看付款資訊。</Trans>
      </p>
    );
  }
  if (paymentType === 5 && status === 2) {
    const code = order.e_PayInfo ?? '';
    const deadline = order.e_limitdate ?? '';
    return (
      <p role="status">
        <Trans>
          請於 {deadline} 前至超商繳費，繳費條碼：{code}
        </Trans>
      </p>
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

export function FinishStep() {
  const { t } = useLingui();
  const lang = useLanguage();
  const paymentLabel = usePaymentLabel();
  const { orderId = '' } = useParams();
  useEffect(() => useCheckoutDraft.getState().reset(), []);
  const detail = useApiData((signal) => api().call('memberOrderDetail', { params: { orderId }, signal }), [orderId]);
  if (detail.state === 'loading') return <LoadingState />;
  if (detail.state === 'error') return <ErrorState title={t`無法載入訂單`} detail={detail.error.message} onRetry={detail.reload} />;
  const order = detail.data.orderModel;
  const number = order.orderStatementId;
  const prefix = lang === 'en' ? '/en' : '';
  return (
    <section className="checkout__finish" aria-labelledby="finish-title">
      <h2 id="finish-title">
        <Trans>訂單已成立</Trans>
      </h2>
      <p>
        <Trans>
          訂單編號：<strong data-testid="order-number">{number}</strong>
        </Trans>
      </p>
      <p>
        <Trans>付款方式：</Trans>
        {paymentLabel(order.paymentType)} · <Price amount={order.totalPrice} />
      </p>
      <NextSteps order={order} />
      <p className="checkout__links">
        <a href={`${prefix}/member/order/${order.orderId}`}>
          <Trans>查看訂單</Trans>
        </a>{' '}
        <a href={`${prefix}/member/orders/`}>
          <Trans>購買紀錄</Trans>
        </a>
      </p>
    </section>
  );
}
