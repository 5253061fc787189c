// The checkout's code (its steps, forms and the draft store) is not part of the cart: it is
// fetched when checkout opens, or earlier when the cart expects the buyer to go there (lines in
// the cart and the browser idle, or a pointer or the focus on a checkout button), so the checkout
// does not feel slower for it.
export const loadCheckout = () => import('../features/checkout/checkout-routes');

/** Fetches the checkout ahead of time; a failure is quietly left for checkout itself to retry. */
export function prefetchCheckout(): void {
  loadCheckout().catch(() => undefined);
}

/**
 * Starts a checkout of one merchant's lines: the choice goes into the checkout draft (which
 * arrives with the checkout's code). Resolves either way: if the code cannot be fetched now,
 * the checkout screen says so and offers a retry.
 */
export async function beginCheckout(merchantId: number): Promise<void> {
  try {
    const { chooseMerchant } = await loadCheckout();
    chooseMerchant(merchantId);
  } catch {
    // Navigating on is still right: the checkout area shows the failure with a retry.
  }
}
