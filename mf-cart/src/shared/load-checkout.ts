// The checkout's code (its steps, forms and the draft store) is not part of the cart: it is
// fetched when checkout opens, or earlier when the cart expects the buyer to go there (lines in
// the cart and the browser idle, or a pointer or the focus on a checkout button), so the checkout
// does not feel slower for it.
export const loadCheckout = () => import('../features/checkout/checkout-routes');

/** Fetches the checkout ahead of time; a failure is quietly left for checkout itself to retry. */
export function prefetchCheckout(): void {
  loadCheckout().catch(() => undefined);
}
