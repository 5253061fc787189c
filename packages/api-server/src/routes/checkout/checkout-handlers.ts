// The checkout domain's handlers: the cart re-check, placing the order, and the reads the
// checkout steps need (saved billing/delivery details, country fees, points balance).
import type { Handlers } from '../handler';
import { signedIn } from '../handler';
import { requestOrigin } from '../../payments/request-origin';
import { accountPoints, countries, deliveryDetail, purchaseDetail } from '../member/checkout-details';
import { placeOrder } from './checkout-order';
import { checkoutQuote } from './checkout-quote';

export const checkoutHandlers: Handlers = {
  checkoutQuote: ({ db, body }) => checkoutQuote(db, body.items),
  checkout: ({ db, member, body, c }) => placeOrder(db, signedIn(member).userId, body, requestOrigin(c)),
  purchaseDetailGet: ({ db, member }) => purchaseDetail(db, signedIn(member).userId),
  deliveryDetailGet: ({ db, member }) => deliveryDetail(db, signedIn(member).userId),
  memberCountries: ({ db }) => countries(db),
  memberAccountPoints: ({ db, member }) => accountPoints(db, signedIn(member).userId),
};
