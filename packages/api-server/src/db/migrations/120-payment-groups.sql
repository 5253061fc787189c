-- One checkout of a cart with several merchants' goods: one order per merchant, paid together.
-- The orders of one payment share payment_group_id (the id of the group's first order); each
-- payment attempt (the checkout's, a repay's) records which orders it pays, so the provider's
-- notification of that trade number finds every one of them.
alter table orders add column if not exists payment_group_id integer;
create index if not exists orders_payment_group_idx on orders(payment_group_id) where payment_group_id is not null;

create table if not exists payment_attempts (
  trade_no text not null,
  order_id integer not null references orders(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (trade_no, order_id)
);
create index if not exists payment_attempts_order_idx on payment_attempts(order_id);
