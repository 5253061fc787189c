-- Holds that end, and payments that come late (issue 21).
--
-- When the order's current payment attempt started (the checkout's or a repay's provider form):
-- a card or wallet order left awaiting payment (2) with no result counts as not completed
-- CARD_ATTEMPT_MINUTES after it (contracts), and the payment-expiry job fails it so that its repay
-- window runs and then gives back its stock and points. Orders awaiting payment already take the
-- start of their current attempt (payment_attempts), else their creation, so an attempt abandoned
-- while no server ran is caught up on start-up. Every statement here may run again.
alter table orders add column if not exists payment_attempt_at timestamptz;
update orders o set payment_attempt_at = coalesce((select max(a.created_at) from payment_attempts a where a.order_id = o.id and a.trade_no = o.payment_trade_no), o.created_at) where o.status = 2 and o.payment_attempt_at is null;
create index if not exists orders_awaiting_attempt_idx on orders(payment_attempt_at) where status = 2;

-- A paid notice that comes after an order gave back its holds takes them again when it can: the
-- points it used are then taken again, a second 'use' row of the order, and a later release gives
-- them back again. The ledger's once-per-order keys of use and use_returned become once per hold
-- (hold_round 1 for the checkout's, 2 for the first taking again, …).
alter table points_ledger add column if not exists hold_round smallint not null default 1;
drop index if exists points_ledger_use_uq;
drop index if exists points_ledger_use_returned_uq;
create unique index if not exists points_ledger_use_round_uq on points_ledger(order_id, hold_round) where kind = 'use';
create unique index if not exists points_ledger_use_returned_round_uq on points_ledger(order_id, hold_round) where kind = 'use_returned';

-- A returned order (5) of an old database may still hold the purchase points it was credited,
-- from before a return took them back (migration 200 gave back only the points it used): its
-- reversal is written now, once (the ledger's unique key on the order's reversal), as an approved
-- return does: never more than the member's balance, which stays at or above zero. Orders in id
-- order, each against the balance the previous ones left.
do $$ declare r record; balance int; begin for r in select l.member_id, l.order_id, sum(l.points)::int as earned from points_ledger l join orders o on o.id = l.order_id where o.status = 5 and l.kind = 'purchase' and not exists (select 1 from points_ledger x where x.order_id = l.order_id and x.kind = 'reversal') group by l.member_id, l.order_id order by l.order_id loop select coalesce(sum(points), 0)::int into balance from points_ledger where member_id = r.member_id; if least(r.earned, balance) > 0 then insert into points_ledger (member_id, order_id, kind, points) values (r.member_id, r.order_id, 'reversal', -least(r.earned, balance)) on conflict do nothing; end if; end loop; end $$;
