-- When an order's payment last failed (the provider's failed result set it 6): a card or wallet
-- order may be paid again for the repay window after it (REPAY_WINDOW_MINUTES of the contracts),
-- holding its stock and points; the payment-expiry job then gives them back. Orders already
-- failed and still holding take the time they failed (their last change to 6), so a repay window
-- that ended while no server ran is caught up on start-up.
alter table orders add column if not exists payment_failed_at timestamptz;
update orders o set payment_failed_at = coalesce((select max(e.created_at) from order_events e where e.order_id = o.id and e.to_status = 6), o.updated_at) where o.status = 6 and o.holds_released_at is null and o.payment_failed_at is null;
create index if not exists orders_failed_holding_idx on orders(payment_failed_at) where status = 6 and holds_released_at is null;
