// @storefront/contracts/merchant: merchant-side shapes (partner profile, products, orders, CSV
// package, media), what a merchant may do with an order, the image upload limits and the schemas
// of the merchant calls.
export * from './schemas';
export * from './image-files';
export * from './merchant-order-actions';
export * from './endpoints';
