// Product-side enumerations: review status, model type (single, with option rows, add-on),
// delivery type and the auction flag (productBase).

export const PRODUCT_STATUS = { draft: 0, online: 1, cancelled: 2, soldOut: 3, underReview: 4 } as const;
export type ProductStatus = (typeof PRODUCT_STATUS)[keyof typeof PRODUCT_STATUS];
export const PRODUCT_STATUSES: readonly ProductStatus[] = [0, 1, 2, 3, 4];

/** Only online products can be taken down. */
export function canTakeDown(status: number): boolean {
  return status === PRODUCT_STATUS.online;
}

// 1 enables option rows (variants); 9 marks an add-on item in the cart.
export const PRODUCT_MODEL_TYPE = { single: 0, withOptions: 1, addon: 9 } as const;
export type ProductModelType = (typeof PRODUCT_MODEL_TYPE)[keyof typeof PRODUCT_MODEL_TYPE];

export const DELIVERY_TYPE = { normal: 0, frozen: 1 } as const;
export type DeliveryType = (typeof DELIVERY_TYPE)[keyof typeof DELIVERY_TYPE];
export const DELIVERY_TYPES: readonly DeliveryType[] = [0, 1];

export const PRODUCT_BASE = { fixedPrice: 0, auction: 1 } as const;
export type ProductBase = (typeof PRODUCT_BASE)[keyof typeof PRODUCT_BASE];

export function isAuction(productBase: number): boolean {
  return productBase === PRODUCT_BASE.auction;
}

export const CURRENCY_TYPE = { twd: 0, usd: 1 } as const;

/**
 * Where the logged-in member stands on an auction they bid on: their bid is the highest, or
 * someone has bid more since. Said only to the member about themselves, never who the others are.
 */
export const BID_STANDING = { leading: 'leading', outbid: 'outbid' } as const;
export type BidStanding = (typeof BID_STANDING)[keyof typeof BID_STANDING];
export const BID_STANDINGS: readonly BidStanding[] = ['leading', 'outbid'];
