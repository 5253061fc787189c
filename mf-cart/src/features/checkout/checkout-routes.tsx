// The checkout's steps, fetched by the frame (checkout-app.tsx) when checkout opens. The review
// step and the draft store come with this module; the steps that carry weight (the forms with
// react-hook-form, valibot and the address fields; the order summary; the finish page) are each
// fetched when their URL opens, in parallel with the member check, and the next step is fetched
// while the buyer is busy with this one. The steps' texts come with them (checkout-catalogs.ts).
// Step changes are router transitions: the current step stays on screen, and the button keeps
// the focus, until the next one is ready. Delivery, payment and confirm share a layout with the
// order summary (order-summary.tsx), which stays on screen from one to the next.
import { AppI18nProvider, lazyComponent, whenIdle, type LazyComponent } from '@storefront/ui';
import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { checkoutCatalogs } from '../../locales/checkout-catalogs';
import { currentStep, STEPS, type CheckoutStep } from './checkout-steps';
import { SummaryLayout } from './order-summary';
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

/** The steps with the order summary beside them (the review is the lines itself; finish is done). */
const SUMMARY_STEPS: readonly CheckoutStep[] = ['delivery', 'payment', 'confirm'];

const prefetchStep = (step: CheckoutStep | undefined) => (step ? deferredSteps[step]?.prefetch() : undefined);

export function CheckoutRoutes() {
  const { pathname } = useLocation();
  const step = currentStep(pathname);
  useEffect(() => {
    prefetchStep(step);
    return whenIdle(() => prefetchStep(STEPS[STEPS.indexOf(step) + 1]));
  }, [step]);
  const routes = (
    <Routes>
      <Route index element={<ReviewStep />} />
      <Route path="delivery" element={<DeliveryStep />} />
      <Route path="payment" element={<PaymentStep />} />
      <Route path="confirm" element={<ConfirmStep />} />
      <Route path="finish/:orderId" element={<FinishStep />} />
      <Route path="*" element={<Navigate to="." replace />} />
    </Routes>
  );
  return (
    <AppI18nProvider catalogs={checkoutCatalogs}>
      <RequireMember>{SUMMARY_STEPS.includes(step) ? <SummaryLayout>{routes}</SummaryLayout> : routes}</RequireMember>
    </AppI18nProvider>
  );
}
