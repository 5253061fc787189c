// Checkout, mounted by the shell at /checkout/* and /en/checkout/*: each step its own URL
// (back and forward work), members only (visitors log in and come back). Only this frame, the
// title and the step bar, ships with the cart; the steps are fetched when checkout opens
// (load-checkout.ts), the loading state standing where the step will be, so nothing shifts.
// A new step replaces the one whose button had the focus, so the focus moves to the title and
// the keyboard goes on into the new step rather than from the top of the page.
import { Trans } from '@lingui/react/macro';
import { LoadingState, lazyComponent } from '@storefront/ui';
import { Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { CheckoutSteps } from './checkout-steps';
import { loadCheckout } from '../../shared/load-checkout';

const CheckoutRoutes = lazyComponent(() => loadCheckout().then((module) => module.CheckoutRoutes));

export function CheckoutApp() {
  const { pathname } = useLocation();
  const title = useRef<HTMLHeadingElement>(null);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current !== pathname) title.current?.focus();
    shownPath.current = pathname;
  }, [pathname]);
  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title" ref={title} tabIndex={-1}>
        <Trans>結帳</Trans>
      </h1>
      <CheckoutSteps />
      <Suspense fallback={<LoadingState />}>
        <CheckoutRoutes />
      </Suspense>
    </section>
  );
}
