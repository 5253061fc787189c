// @storefront/ui/orders: an order's status and payment type in words, and the cancel button
// (the buyer's order history and the merchant's order screens).
export { OrderStatusLabel, useOrderStatusText } from './order-status-label';
export { PaymentTypeLabel, usePaymentTypeText } from './payment-type-label';
export { CancelOrderButton } from './cancel-order-button';
export { DeliveryMethodLabel, useDeliveryMethodText } from './delivery-method-label';
