// The checkout payload (the project's own call): the cart lines, where to deliver, how to pay,
// the e-invoice settings and the points to use; and the created order's ids.
import * as v from 'valibot';
import {
  addonsWithinMainQuantity,
  certificateAction,
  donationCodeAction,
  mobileBarcodeAction,
  PAYMENT_TYPES,
  schemaFields,
  taxIdAction,
} from '@storefront/contracts';
import { DeliveryDetailInput, PurchaseDetailInput } from '@storefront/contracts/member';
import { CARRIER_TYPE, CARRIER_TYPES, RECEIPT_METHODS, RECEIPT_TYPE, RECEIPT_TYPES } from './receipt';

const { id, list, natural, obj, optionalText, responseList, rNum, rOptStr, rStr, str } = schemaFields;

export const MAX_CART_LINES = 100;
export const MAX_LINE_QUANTITY = 999;

export const CheckoutItem = obj({
  productModelId: id(),
  quantity: v.pipe(natural(MAX_LINE_QUANTITY), v.minValue(1, 'quantity')),
  /** The main item's model id for an add-on, null for a main item. */
  parentProductModelId: v.optional(v.nullable(id()), null),
  /**
   * The unit price the buyer was shown. The order is always priced from the database; when this
   * differs, checkout refuses with the changed lines rather than charge another price.
   */
  shownPrice: v.optional(natural()),
});
export type CheckoutItem = v.InferOutput<typeof CheckoutItem>;

const code = () => v.pipe(str(), v.trim());
const optionalCode = () => v.optional(code(), '');

/**
 * The fields a receipt type needs: company (1) a valid tax id and a title, carrier (2) a carrier
 * type and a number in that carrier's format, donation (3) a donation code.
 */
export const Receipt = v.pipe(
  obj({
    method: v.picklist(RECEIPT_METHODS, 'invalid'),
    type: v.picklist(RECEIPT_TYPES, 'invalid'),
    carrierType: v.optional(v.nullable(v.picklist(CARRIER_TYPES, 'invalid'))),
    carrierNumber: optionalCode(),
    taxId: optionalCode(),
    companyTitle: optionalText(100),
    donationCode: optionalCode(),
  }),
  v.forward(
    v.partialCheck([['type'], ['taxId']], (input) => input.type !== 1 || v.is(v.pipe(v.string(), taxIdAction), input.taxId), 'taxId'),
    ['taxId'],
  ),
  v.forward(
    v.partialCheck([['type'], ['companyTitle']], (input) => input.type !== 1 || input.companyTitle !== '', 'required'),
    ['companyTitle'],
  ),
  v.forward(
    v.partialCheck(
      [['type'], ['carrierType']],
      (input) =>
        input.type !== RECEIPT_TYPE.carrier ||
        input.carrierType === CARRIER_TYPE.mobileBarcode ||
        input.carrierType === CARRIER_TYPE.naturalPersonCertificate,
      'required',
    ),
    ['carrierType'],
  ),
  v.forward(
    v.partialCheck(
      [['type'], ['carrierType'], ['carrierNumber']],
      (input) =>
        input.type !== RECEIPT_TYPE.carrier ||
        input.carrierType !== CARRIER_TYPE.mobileBarcode ||
        v.is(v.pipe(v.string(), mobileBarcodeAction), input.carrierNumber),
      'mobileBarcode',
    ),
    ['carrierNumber'],
  ),
  v.forward(
    v.partialCheck(
      [['type'], ['carrierType'], ['carrierNumber']],
      (input) =>
        input.type !== RECEIPT_TYPE.carrier ||
        input.carrierType !== CARRIER_TYPE.naturalPersonCertificate ||
        v.is(v.pipe(v.string(), certificateAction), input.carrierNumber),
      'certificate',
    ),
    ['carrierNumber'],
  ),
  v.forward(
    v.partialCheck(
      [['type'], ['donationCode']],
      (input) => input.type !== 3 || v.is(v.pipe(v.string(), donationCodeAction), input.donationCode),
      'donationCode',
    ),
    ['donationCode'],
  ),
);
export type Receipt = v.InferOutput<typeof Receipt>;

export const CheckoutRequest = obj({
  // An add-on at most as many as its main item (the cart caps it too): more is refused with 400.
  items: v.pipe(
    list(CheckoutItem, MAX_CART_LINES),
    v.minLength(1, 'required'),
    v.check((items) => addonsWithinMainQuantity(items), 'quantity'),
  ),
  deliveryDetail: DeliveryDetailInput,
  paymentType: v.picklist(PAYMENT_TYPES, 'invalid'),
  receipt: Receipt,
  usePoints: v.optional(natural(), 0),
  deliveryComments: optionalText(500),
  /** Interface language, for the page the payment provider sends the buyer back to. */
  language: v.optional(v.picklist(['zh-tw', 'en'], 'invalid'), 'zh-tw'),
  /** Billing details; the saved ones (or the profile) when absent. */
  purchaseDetail: v.optional(PurchaseDetailInput),
  /** The store picked on the logistics map; required for pickup payment types 12–15. */
  cvsStore: v.optional(
    obj({
      storeId: v.pipe(code(), v.nonEmpty('required'), v.maxLength(20, 'tooLong')),
      storeName: v.pipe(code(), v.nonEmpty('required'), v.maxLength(100, 'tooLong')),
      address: optionalText(200),
      subType: v.picklist(['FAMIC2C', 'UNIMARTC2C', 'HILIFEC2C', 'OKMARTC2C'], 'invalid'),
    }),
  ),
});
export type CheckoutRequest = v.InferOutput<typeof CheckoutRequest>;

/** One order of a checkout: one per merchant. */
export const CheckoutOrder = obj({
  orderId: rNum(),
  orderStatementId: rStr(),
  merchantId: rNum(),
});
export type CheckoutOrder = v.InferOutput<typeof CheckoutOrder>;

/**
 * What a line's problem at submit is: gone (offline or not for sale), its price changed since it
 * was shown, or not enough stock. Checkout answers 409 with one issue per line, path `items.N`.
 */
export const CHECKOUT_LINE_CHANGE = { unavailable: 'unavailable', price: 'priceChanged', stock: 'outOfStock' } as const;

export const CheckoutResponse = obj({
  status: rNum(),
  title: rOptStr(),
  /** The first order of the group (older clients know one order). */
  orderId: rNum(),
  orderStatementId: rStr(),
  /** Every order of the group, one per merchant, the first one first. */
  orders: responseList(CheckoutOrder),
  /** For payments through the provider (cards, wallet, ATM, barcode): the form the page submits. */
  paymentForm: rOptStr(),
});
export type CheckoutResponse = v.InferOutput<typeof CheckoutResponse>;
