// @storefront/contracts/orders: the buyer's order shapes, what a buyer may do with an order and
// the schemas of the order calls, and the convenience-store payment codes of an order.
export * from './schemas';
export * from './buyer-order-actions';
export * from './store-payment-codes';
export * from './endpoints';
