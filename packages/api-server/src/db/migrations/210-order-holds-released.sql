-- When an order gave back what it held (the stock its lines took, the points it moved): set once,
-- by the first path that releases them (a cancel, the payment-expiry job, an approved return),
-- so a later one (cancelling an order whose payment failed or expired) never gives them twice.
alter table orders add column if not exists holds_released_at timestamptz;
update orders set holds_released_at = updated_at
 where holds_released_at is null and (status in (4, 5) or (status = 6 and fail_reason = 'paymentExpired'));
