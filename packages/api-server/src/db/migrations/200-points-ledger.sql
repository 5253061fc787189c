-- The points ledger is the only source of a member's balance (the sum of its rows). Its kinds:
-- view and promote (earned on product pages), purchase (credited when an order completes), use
-- (taken at checkout), use_returned (given back when that order is cancelled, expires or is
-- returned) and reversal (purchase points taken back on a return). Unique keys make each credit
-- happen once: a view once per member, product and Taipei day; a promote once per sharer,
-- product, visitor and Taipei day; purchase, use, use_returned and reversal once per order.
-- A deferred trigger refuses a commit that would leave a balance below zero.
alter table points_ledger drop constraint if exists points_ledger_kind_check;
alter table points_ledger add column if not exists earned_on date;
alter table points_ledger add column if not exists visitor text;

-- Rows written before the kinds were split: a share is a promote; a gift without an order is kept
-- as a promote; the one net adjustment a released order got becomes the return of the points it
-- used and the reversal of the points it earned.
update points_ledger set kind = 'promote' where kind = 'share';
update points_ledger set kind = 'promote' where kind = 'adjust' and order_id is null;
insert into points_ledger (member_id, order_id, kind, points, created_at) select a.member_id, a.order_id, 'use_returned', -u.points, a.created_at from (select distinct on (order_id) member_id, order_id, created_at from points_ledger where kind = 'adjust' order by order_id, id) a join (select order_id, sum(points)::int as points from points_ledger where kind = 'use' group by order_id) u on u.order_id = a.order_id where u.points < 0;
insert into points_ledger (member_id, order_id, kind, points, created_at) select a.member_id, a.order_id, 'reversal', -p.points, a.created_at from (select distinct on (order_id) member_id, order_id, created_at from points_ledger where kind = 'adjust' order by order_id, id) a join (select order_id, sum(points)::int as points from points_ledger where kind = 'purchase' group by order_id) p on p.order_id = a.order_id where p.points > 0;
delete from points_ledger where kind = 'adjust';
-- A returned order (5) from before returns were decided by the merchant kept its points: undone
-- now, as an approval does (used points back first, then the earned ones, never below zero).
insert into points_ledger (member_id, order_id, kind, points, created_at) select l.member_id, l.order_id, 'use_returned', -sum(l.points)::int, now() from points_ledger l join orders o on o.id = l.order_id where o.status = 5 and l.kind = 'use' and not exists (select 1 from points_ledger r where r.order_id = l.order_id and r.kind = 'use_returned') group by l.member_id, l.order_id;

update points_ledger set earned_on = (created_at at time zone 'Asia/Taipei')::date where earned_on is null;
alter table points_ledger alter column earned_on set default ((now() at time zone 'Asia/Taipei')::date);
alter table points_ledger alter column earned_on set not null;
alter table points_ledger add constraint points_ledger_kind_check check (kind in ('view', 'promote', 'purchase', 'use', 'use_returned', 'reversal'));
alter table points_ledger add constraint points_ledger_sign_check check ((kind in ('use', 'reversal') and points <= 0) or (kind not in ('use', 'reversal') and points >= 0));

-- Once each. Rows from before this migration may repeat a view or promote: those keep their
-- place (a day and visitor of their own), new ones are unique.
update points_ledger set visitor = 'legacy-' || id where kind = 'promote' and visitor is null;
update points_ledger set visitor = 'legacy-' || id where kind = 'view' and exists (select 1 from points_ledger d where d.kind = 'view' and d.member_id = points_ledger.member_id and d.product_id = points_ledger.product_id and d.earned_on = points_ledger.earned_on and d.id < points_ledger.id);
create unique index if not exists points_ledger_view_uq on points_ledger(member_id, product_id, earned_on) where kind = 'view' and visitor is null;
create unique index if not exists points_ledger_promote_uq on points_ledger(member_id, product_id, visitor, earned_on) where kind = 'promote';
create unique index if not exists points_ledger_purchase_uq on points_ledger(order_id) where kind = 'purchase';
create unique index if not exists points_ledger_use_uq on points_ledger(order_id) where kind = 'use';
create unique index if not exists points_ledger_use_returned_uq on points_ledger(order_id) where kind = 'use_returned';
create unique index if not exists points_ledger_reversal_uq on points_ledger(order_id) where kind = 'reversal';
create index if not exists points_ledger_order_idx on points_ledger(order_id);

-- Never below zero: checked at commit for every member a transaction wrote rows for.
create or replace function points_balance_check() returns trigger language plpgsql as $$ begin if (select coalesce(sum(points), 0) from points_ledger where member_id = new.member_id) < 0 then raise exception 'points balance of member % would be negative', new.member_id using errcode = '23514'; end if; return null; end $$;
drop trigger if exists points_ledger_balance_check on points_ledger;
create constraint trigger points_ledger_balance_check after insert or update on points_ledger deferrable initially deferred for each row execute function points_balance_check();

-- Who brought a member in (a share link's r before registering) is in members.referred_by and the
-- followers table; the visitor cookie of a promote is the row's visitor.
