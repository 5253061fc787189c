// @storefront/contracts: the core every app and the API server share. Pure TypeScript, no
// React: the endpoint routes and typed API client, enums, validation rules, formatting, the cart
// and the event bus. It is loaded on every page, so what only some pages need lives in parts of
// their own, each a federation-shared module of its own (packages/build SINGLETONS):
//   @storefront/contracts/product, /member, /checkout, /orders, /merchant, /operator: each domain's schemas
//     (the client loads them on the first call into the domain), shapes and rules;
//   @storefront/contracts/address: the Taiwan address cascade and its data;
//   @storefront/contracts/endpoints: the full endpoint table with schemas (the API server);
//   @storefront/contracts/csv: the CSV bulk upload (the merchant's upload screen and the server).
// A part imports another part (and the core) by these names, never by a relative path, so each
// stays one copy per page. The types of every part are re-exported here (types cost nothing).
export * from './api';
export * from './enums';
export * from './validation';
export * from './format';
export * from './cart';
export * from './bus';
export * from './navigation';
export * from './routes';
export * from './variants';
export type * from '@storefront/contracts/product';
export type * from '@storefront/contracts/member';
export type * from '@storefront/contracts/orders';
export type * from '@storefront/contracts/checkout';
export type * from '@storefront/contracts/merchant';
export type * from '@storefront/contracts/operator';
export type * from '@storefront/contracts/address';
