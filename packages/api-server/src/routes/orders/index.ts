// The orders domain's handlers (shopper specification, sections 4 and 7): the buyer's list and
// detail, cancel, refund request, the bank account of a pending refund, the logistics status text
// and pay again through either card provider. The cancel serves the order's merchant too
// (merchant specification, section 4).
import { idParam } from '../../validation';
import type { DomainHandlers } from '../handler';
import { signedIn } from '../handler';
import { cancelOrderAsBuyer, changePickupStore, confirmReceipt, giveRefundAccount, requestRefund } from './buyer-order-changes';
import { logisticStatusText } from './buyer-order-logistics';
import { repayForm } from './buyer-order-repay';
import { buyerOrderPage, orderDetail } from './orders';
import { cancelOrderAsMerchant, isOrderOfMerchant } from '../merchant/merchant-orders';

export const orderHandlers: DomainHandlers<'orders'> = {
  memberOrderList: ({ db, member, listQuery }) => buyerOrderPage(db, signedIn(member).userId, listQuery),
  memberOrderDetail: ({ db, member, param }) => orderDetail(db, signedIn(member).userId, idParam(param('orderId'))),
  // The order's merchant cancels as the merchant; anyone else as the buyer (another member's
  // order is a 404 there).
  memberOrderCancel: async ({ db, member, body }) => {
    const caller = signedIn(member);
    if (await isOrderOfMerchant(db, caller.userId, body.orderId)) return cancelOrderAsMerchant(db, caller.userId, body.orderId);
    return cancelOrderAsBuyer(db, caller.userId, body.orderId);
  },
  memberOrderRefund: ({ db, member, body }) => requestRefund(db, signedIn(member).userId, body),
  memberOrderRefundAccount: ({ db, member, body }) => giveRefundAccount(db, signedIn(member).userId, body),
  memberOrderReceived: ({ db, member, body }) => confirmReceipt(db, signedIn(member).userId, body),
  memberOrderStore: ({ db, member, body }) => changePickupStore(db, signedIn(member).userId, body),
  logisticStatus: async ({ param, query }) => logisticStatusText(param('e_orderstatus') ?? '', query('lang')),
  ecpayRepay: ({ db, c, member, param }) => repayForm(db, c, signedIn(member).userId, idParam(param('orderId')), 'ecpay'),
  gomypayRepay: ({ db, c, member, param }) => repayForm(db, c, signedIn(member).userId, idParam(param('orderId')), 'gomypay'),
};
