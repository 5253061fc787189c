// @storefront/contracts/orders: the buyer's order shapes, what a buyer may do with an order and
// the schemas of the order calls.
export * from './schemas';
export * from './buyer-order-actions';
export * from './endpoints';
