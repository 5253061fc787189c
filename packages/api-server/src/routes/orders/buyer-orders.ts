// The buyer's order actions (shopper specification, sections 4 and 7): cancel, refund request,
// the logistics status text and pay again through either card provider. The list and the detail
// are the foundation's (orders.ts). Merchants cancelling their shop's orders go through
// merchant-orders.ts's wrapper around this cancel.
import { idParam } from '../../validation';
import type { Handlers } from '../handler';
import { signedIn } from '../handler';
import { cancelOrderAsBuyer, requestRefund } from './buyer-order-changes';
import { logisticStatusText } from './buyer-order-logistics';
import { repayForm } from './buyer-order-repay';

export const buyerOrderHandlers: Handlers = {
  memberOrderCancel: ({ db, member, body }) => cancelOrderAsBuyer(db, signedIn(member).userId, body.orderId),
  memberOrderRefund: ({ db, member, body }) => requestRefund(db, signedIn(member).userId, body),
  logisticStatus: async ({ param, query }) => logisticStatusText(param('e_orderstatus') ?? '', query('lang')),
  ecpayRepay: ({ db, c, member, param }) => repayForm(db, c, signedIn(member).userId, idParam(param('orderId')), 'ecpay'),
  gomypayRepay: ({ db, c, member, param }) => repayForm(db, c, signedIn(member).userId, idParam(param('orderId')), 'gomypay'),
};
