// Checkout amounts shared by the checkout screens and the API server.
export * from './checkout-pricing';
