// @storefront/contracts/merchant: merchant-side shapes (partner profile, products, orders, CSV
// package, media), what a merchant may do with an order, the image upload limits, the logistics
// companies and the schemas of the merchant calls.
export * from './schemas';
export * from './image-files';
export * from './logistics';
export * from './merchant-order-actions';
export * from './endpoints';
