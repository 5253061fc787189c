// What the merchant's order detail offers for an order, from its status and payment type
// (merchant specification, section 4): cancel, complete shipment, and which notice shows.
// Kept apart from the buyer's rules because the merchant's differ: the store pick-up notice
// comes with a label-print button and is keyed on e_orderstatus '0' (the buyer's is '12').
// A store pick-up ships as a convenience-store shipment the merchant creates through the
// logistics provider (status 1 → 7, e_orderstatus '0' and the provider's number in e_orderno):
// until the parcel is dropped at a store its label stays printable, at 7 as at 1.
import {
  ORDER_STATUS,
  PAYMENT_TYPE,
  canCancelOrder,
  canCompleteShipment,
  canDecideReturn,
  isConvenienceStorePickup,
  failedWithinRepayWindow,
  isRepayablePaymentType,
  REFUND_METHOD,
  REFUND_STATE,
  labelPrintMode,
  refundAwaitsAccount,
  type LabelPrintMode,
} from '@storefront/contracts';

/** Where the label-print form is posted (the sandbox logistics provider of the API server). */
export const LOGISTICS_PRINT_PATH = '/sandbox/logistics/print';

/** e_orderstatus of a store pick-up whose parcel the merchant still has to drop at a store. */
export const MERCHANT_LABEL_PENDING = '0';

export type MerchantOrderNotice =
  /** A payment through the provider's form failed (the buyer's repay rule): 付款失敗 with a repay link. */
  | { kind: 'paymentFailed' }
  /** Barcode / ATM / virtual account not paid yet; ATM also shows the bank transfer message. */
  | { kind: 'awaitingPayment'; bankTransfer: boolean }
  /** Store pick-up waiting for the merchant to drop the parcel: print the label first. */
  | { kind: 'labelPending'; mode: LabelPrintMode; e_orderno: string };

/** How complete-shipment ships the order: with a courier and its tracking code, or by store. */
export type MerchantShipment = 'courier' | 'convenienceStore';

export interface MerchantOrderActions {
  canCancel: boolean;
  canCompleteShipment: boolean;
  shipment: MerchantShipment;
  /** 同意退貨 / 拒絕退貨: a return requested and the order still at 3. */
  canDecideReturn: boolean;
  /** A refund by bank transfer the merchant still has to mark done (and can: the buyer gave the account). */
  canMarkRefundDone: boolean;
  /** A pending transfer refund with no account yet: 等待買家提供退款帳戶, and mark-done is refused. */
  refundAwaitingAccount: boolean;
  notice: MerchantOrderNotice | null;
  /** Store pick-up orders show the logistics provider's status text for e_orderstatus. */
  showLogisticsStatus: boolean;
}

export interface MerchantOrderFacts {
  status: number;
  paymentType: number;
  e_orderstatus?: string | null;
  e_orderno?: string | null;
  returnStatus?: string | null;
  refund?: { method: string; state: string; accountDetail?: string | null } | null;
  /** ORDER_FAIL_REASON: a failed order that gave back its holds can no longer be paid (paymentNotCompleted still holds). */
  failReason?: string | null;
}

function notice(order: MerchantOrderFacts): MerchantOrderNotice | null {
  const { status, paymentType } = order;
  if (status === ORDER_STATUS.failed && isRepayablePaymentType(paymentType) && failedWithinRepayWindow(order.failReason)) {
    return { kind: 'paymentFailed' };
  }
  if (
    status === ORDER_STATUS.awaitingPayment &&
    paymentType >= PAYMENT_TYPE.convenienceStoreBarcode &&
    paymentType <= PAYMENT_TYPE.virtualAccount
  ) {
    return { kind: 'awaitingPayment', bankTransfer: paymentType === PAYMENT_TYPE.atmTransfer };
  }
  const labelPrintable = status === ORDER_STATUS.awaitingShipment || (status === ORDER_STATUS.shipping && !!order.e_orderno);
  if (labelPrintable && order.e_orderstatus === MERCHANT_LABEL_PENDING && isConvenienceStorePickup(paymentType)) {
    return { kind: 'labelPending', mode: labelPrintMode(paymentType), e_orderno: order.e_orderno ?? '' };
  }
  return null;
}

export function merchantOrderActions(order: MerchantOrderFacts): MerchantOrderActions {
  return {
    canCancel: canCancelOrder(order.status),
    canCompleteShipment: canCompleteShipment(order.status),
    shipment: isConvenienceStorePickup(order.paymentType) ? 'convenienceStore' : 'courier',
    canDecideReturn: canDecideReturn(order),
    canMarkRefundDone:
      order.refund?.method === REFUND_METHOD.transfer && order.refund.state === REFUND_STATE.pending && !refundAwaitsAccount(order.refund),
    refundAwaitingAccount: refundAwaitsAccount(order.refund),
    notice: notice(order),
    showLogisticsStatus: isConvenienceStorePickup(order.paymentType) && !!order.e_orderstatus,
  };
}
