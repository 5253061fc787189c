// The cart re-check (the project's own call, public: visitors have carts too): current price,
// stock and points allowance of each cart line from the database, and each merchant's shipping
// fees, so the cart and checkout show what the order will really cost.
import * as v from 'valibot';
import { schemaFields } from '@storefront/contracts';
import { CheckoutItem, MAX_CART_LINES } from './schemas';

const { list, obj, rBool, rNum, rOptNum, rStr, responseList } = schemaFields;

export const CheckoutQuoteRequest = obj({
  items: list(CheckoutItem, MAX_CART_LINES),
});
export type CheckoutQuoteRequest = v.InferOutput<typeof CheckoutQuoteRequest>;

export const QuoteLine = obj({
  productModelId: rNum(),
  parentProductModelId: rOptNum(),
  /** false when the product is gone or offline: the line cannot be ordered. */
  available: rBool(),
  title: rStr(),
  modelTitle: rStr(),
  /** The unit price today (sale price when a sale runs, the add-on price for add-ons). */
  price: rNum(),
  usePointPercent: rNum(),
  inventory: rNum(),
  /** Stock may go below zero for this model (made to order). */
  allowNegativeInventory: rBool(),
  merchantId: rNum(),
  productDeliveryType: rNum(),
  /** The currency the goods are priced in (CURRENCY_TYPE; 0 = NT$), whatever the page language. */
  currencyType: rOptNum(),
});
export type QuoteLine = v.InferOutput<typeof QuoteLine>;

export const MerchantShipping = obj({
  merchantId: rNum(),
  merchantName: rStr(),
  /** General (room-temperature) delivery fee. */
  fee: rNum(),
  /** Fee when the merchant's part of the order has a frozen item. */
  frozenFee: rNum(),
  useFreeShipping: rBool(),
  freeShippingPrice: rNum(),
});
export type MerchantShipping = v.InferOutput<typeof MerchantShipping>;

export const CheckoutQuoteResponse = obj({
  status: rNum(),
  lines: responseList(QuoteLine),
  merchants: responseList(MerchantShipping),
});
export type CheckoutQuoteResponse = v.InferOutput<typeof CheckoutQuoteResponse>;
