// @storefront/contracts/product: the product page's shapes (detail, add-ons, lists, merchant
// contact, bids) and the schemas of its calls.
export * from './schemas';
export * from './endpoints';
export * from './search';
