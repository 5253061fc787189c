// @storefront/contracts: everything the apps and the API server share. Pure TypeScript, no
// React: API schemas, endpoint table and client, enums, validation rules, formatting, the cart
// and the event bus.
export * from './api';
export * from './enums';
export * from './validation';
export * from './format';
export * from './cart';
export * from './bus';
export * from './navigation';
export * from './variants';
export * from './address';
export * from './checkout';
export * from './orders/merchant-order-actions';
export * from './orders/buyer-order-actions';
// The CSV bulk upload lives at @storefront/contracts/csv: this module is shared whole with every
// page, and only the merchant's upload screen and the server read CSV.
