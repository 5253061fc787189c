// @storefront/contracts/checkout: the checkout payload and its e-invoice (receipt) settings, the
// cart re-check (quote), the amounts shared by the checkout screens and the API server, and the
// schemas of those calls.
export * from './schemas';
export * from './receipt';
export * from './checkout-quote';
export * from './checkout-pricing';
export * from './endpoints';
