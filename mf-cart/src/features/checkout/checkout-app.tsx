// Checkout, mounted by the shell at /checkout/* and /en/checkout/*: each step its own URL
// (back and forward work), members only (visitors log in and come back). Only this frame, the
// title and the step bar, ships with the cart; the steps are fetched when checkout opens
// (load-checkout.ts), the loading state standing where the step will be, so nothing shifts.
import { Trans } from '@lingui/react/macro';
import { LoadingState } from '@storefront/ui';
import { Suspense } from 'react';
import { CheckoutSteps } from './checkout-steps';
import { lazyComponent } from './deferred';
import { loadCheckout } from './load-checkout';

const CheckoutRoutes = lazyComponent(() => loadCheckout().then((module) => module.CheckoutRoutes));

export function CheckoutApp() {
  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">
        <Trans>結帳</Trans>
      </h1>
      <CheckoutSteps />
      <Suspense fallback={<LoadingState />}>
        <CheckoutRoutes />
      </Suspense>
    </section>
  );
}
