// The checkout's steps, fetched by the frame (checkout-app.tsx) when checkout opens. The review
// step and the draft store come with this module; the steps that carry weight (the forms with
// react-hook-form, valibot and the address fields; the order summary; the finish page) are each
// fetched when their URL opens, in parallel with the member check, and the next step is fetched
// while the buyer is busy with this one. The steps' texts come with them (checkout-catalogs.ts).
// Step changes are router transitions: the current step stays on screen, and the button keeps
// the focus, until the next one is ready.
import { AppI18nProvider, lazyComponent, whenIdle, type LazyComponent } from '@storefront/ui';
import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { checkoutCatalogs } from '../../locales/checkout-catalogs';
import { currentStep, STEPS, type CheckoutStep } from './checkout-steps';
import { RequireMember } from './require-member';
import { ReviewStep } from './review-step';
import './checkout.css';

const DeliveryStep = lazyComponent(() => import('./delivery-step').then((module) => module.DeliveryStep));
const PaymentStep = lazyComponent(() => import('./payment-step').then((module) => module.PaymentStep));
const ConfirmStep = lazyComponent(() => import('./confirm-step').then((module) => module.ConfirmStep));
const FinishStep = lazyComponent(() => import('./finish-step').then((module) => module.FinishStep));

const deferredSteps: Partial<Record<CheckoutStep, LazyComponent<object>>> = {
  delivery: DeliveryStep,
  payment: PaymentStep,
  confirm: ConfirmStep,
  finish: FinishStep,
};

const prefetchStep = (step: CheckoutStep | undefined) => (step ? deferredSteps[step]?.prefetch() : undefined);

export function CheckoutRoutes() {
  const { pathname } = useLocation();
  const step = currentStep(pathname);
  useEffect(() => {
    prefetchStep(step);
    return whenIdle(() => prefetchStep(STEPS[STEPS.indexOf(step) + 1]));
  }, [step]);
  return (
    <AppI18nProvider catalogs={checkoutCatalogs}>
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
    </AppI18nProvider>
  );
}
