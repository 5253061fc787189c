// Where the buyer is in checkout: cart, delivery, payment, confirm, finish.
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import './checkout-steps.css';

export const STEPS = ['review', 'delivery', 'payment', 'confirm', 'finish'] as const;
export type CheckoutStep = (typeof STEPS)[number];

export function currentStep(pathname: string): CheckoutStep {
  const found = STEPS.find((step) => step !== 'review' && pathname.includes(`/${step}`));
  return found ?? 'review';
}

export function CheckoutSteps() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const current = currentStep(pathname);
  const labels = {
    review: <Trans>購物車</Trans>,
    delivery: <Trans>收件資料</Trans>,
    payment: <Trans>付款方式</Trans>,
    confirm: <Trans>確認訂單</Trans>,
    finish: <Trans>完成訂單</Trans>,
  };
  return (
    <ol className="checkout__steps" aria-label={t`結帳步驟`}>
      {STEPS.map((step) => (
        <li key={step} aria-current={step === current ? 'step' : undefined} className={step === current ? 'is-current' : undefined}>
          {labels[step]}
        </li>
      ))}
    </ol>
  );
}
