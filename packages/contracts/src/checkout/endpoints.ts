// The request and response schemas of the checkout and the cart re-check, by endpoint; their
// routes are in the core (endpointRoutes). The API client loads this table on the first call into
// the domain.
import type { DomainEndpointSchemas } from '@storefront/contracts';
import { CheckoutQuoteRequest, CheckoutQuoteResponse } from './checkout-quote';
import { CheckoutRequest, CheckoutResponse } from './schemas';

export const checkoutEndpointSchemas = {
  checkout: { request: CheckoutRequest, response: CheckoutResponse },
  checkoutQuote: { request: CheckoutQuoteRequest, response: CheckoutQuoteResponse },
} as const satisfies DomainEndpointSchemas<'checkout'>;
