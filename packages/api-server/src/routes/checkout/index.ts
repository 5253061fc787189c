// The checkout domain's handlers: the cart re-check and placing the order (the reads the
// checkout steps make of the member's saved details are the member domain's).
import type { DomainHandlers } from '../handler';
import { signedIn } from '../handler';
import { requestOrigin } from '../../payments/request-origin';
import { requestCashiers } from '../../payments/cashiers';
import { placeOrder } from './checkout-order';
import { checkoutQuote } from './checkout-quote';

export const checkoutHandlers: DomainHandlers<'checkout'> = {
  checkoutQuote: ({ db, body }) => checkoutQuote(db, body.items),
  checkout: ({ db, member, body, c }) => {
    const origin = requestOrigin(c);
    return placeOrder(db, signedIn(member).userId, body, origin, requestCashiers(c, origin).ecpay);
  },
};
