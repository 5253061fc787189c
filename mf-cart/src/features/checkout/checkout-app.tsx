// Checkout, mounted by the shell at /checkout/* and /en/checkout/*: each step its own URL
// (back and forward work), members only (visitors log in and come back).
import { Trans } from '@lingui/react/macro';
import { Navigate, Route, Routes } from 'react-router-dom';
import { CheckoutSteps } from './checkout-steps';
import { ConfirmStep } from './confirm-step';
import { DeliveryStep } from './delivery-step';
import { FinishStep } from './finish-step';
import { PaymentStep } from './payment-step';
import { RequireMember } from './require-member';
import { ReviewStep } from './review-step';
import './checkout.css';

export function CheckoutApp() {
  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">
        <Trans>結帳</Trans>
      </h1>
      <CheckoutSteps />
      <RequireMember>
        <Routes>
          <Route index element={<ReviewStep />} />
          <Route path="delivery" element={<DeliveryStep />} />
          <Route path="payment" element={<PaymentStep />} />
          <Route path="confirm" element={<ConfirmStep />} />
          <Route path="finish/:orderId" element={<FinishStep />} />
          <Route path="*" element={<Navigate to="." replace />} />
        </Routes>
      </RequireMember>
    </section>
  );
}
