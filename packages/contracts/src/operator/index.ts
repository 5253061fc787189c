// @storefront/contracts/operator: the marketplace operator's review desk (product submissions and
// member/partner applications): queue, review and decision shapes and the schemas of its calls.
export * from './schemas';
export * from './endpoints';
