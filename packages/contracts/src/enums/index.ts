// The enumerations of the specifications every page may need, as const objects and union types.
// Those of one domain only come with its part: the receipt settings with /checkout, the member
// tiers and login types with /member, the logistics companies with /merchant.
export * from './order-status';
export * from './payment-type';
export * from './product';
export * from './country';
export * from './cvs-chain';
export * from './order-delivery';
export * from './order-lifecycle';
