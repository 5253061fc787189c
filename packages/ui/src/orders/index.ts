// @storefront/ui/orders: an order's status and payment type in words, and the cancel button
// (the buyer's order history and the merchant's order screens), and pay again for a failed card
// payment and the convenience-store payment barcode (the buyer's order detail and the checkout's
// finish page), an order's return request, refund and timeline (both order details), and an order
// shown by its first product (the order history, the member centre's latest order); an order
// detail's cards, facts, lines and status badge (both order details).
// The part's texts come with it, not in the core's catalog on every page: added to every app's
// messages as the part loads (the core by its package name: one copy of it per page).
import { addPartCatalogs } from '@storefront/ui';
import { messages as en } from './locales/en/messages';
import { messages as zh } from './locales/zh-tw/messages';

addPartCatalogs({ 'zh-tw': zh, en });

export { OrderStatusLabel, useOrderStatusText } from './order-status-label';
export { PaymentTypeLabel, usePaymentTypeText } from './payment-type-label';
export { CancelOrderButton } from './cancel-order-button';
export { PayAgainButton } from './pay-again-button';
export { DeliveryMethodLabel, useDeliveryMethodText } from './delivery-method-label';
export { Barcode, type BarcodeProps } from './barcode';
export { OrderTimeline } from './order-timeline';
export { OrderRefundSummary } from './order-refund';
export { ReturnRequest, ReturnStatusText } from './return-request';
export { OrderFirstProduct, type OrderFirstProductProps } from './order-first-product';
export { OrderStatusBadge } from './order-status-badge';
export { OrderCard, type OrderCardProps } from './order-card';
export { OrderFacts } from './order-facts';
export { OrderFact } from './order-fact';
export { OrderLines, type OrderLinesProps } from './order-lines';
