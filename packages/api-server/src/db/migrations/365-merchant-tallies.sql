-- The counts of a merchant's order and product lists, kept by status and month (issue 26). The
-- lists counted every match for their total: the big merchant's 200,000 orders took 18 ms to
-- count, 57-72 ms under load at 200 requests/s (`pnpm bench:scale`), for every page of the list.
-- A list filtered by status and month only (no search, no refund filter) now adds a few rows.
--
-- Every insert, update and delete of orders and products writes what it changed to
-- merchant_tally_changes (statement triggers: one row per merchant, status and month a statement
-- touched, none when an update changes neither). The changes are only ever inserted, so writers
-- never wait for each other there, and concurrent checkouts of one merchant keep their order of
-- locks (routes/checkout/checkout-order.ts). The merchant-tally-fold job adds them into
-- merchant_tallies, in batches, once across server processes (jobs/merchant-tally-fold.ts). A
-- count is the merchant's tallies plus the changes not yet folded.
-- The month is the Asia/Taipei calendar month the row was created in, as the order list's filter.
-- (The function bodies end their statements mid-line: migrate.ts splits the script at line ends.)
create table if not exists merchant_tallies (
  list text not null check (list in ('orders', 'products')),
  merchant_id integer not null,
  status integer not null,
  month date not null,
  n integer not null,
  primary key (list, merchant_id, status, month)
);

create table if not exists merchant_tally_changes (
  id bigserial primary key,
  list text not null check (list in ('orders', 'products')),
  merchant_id integer not null,
  status integer not null,
  month date not null,
  n integer not null
);
create index if not exists merchant_tally_changes_merchant_idx on merchant_tally_changes (list, merchant_id, status);

create or replace function merchant_tally_month(created timestamptz) returns date language sql immutable as $$
  select date_trunc('month', created at time zone 'Asia/Taipei')::date
$$;

create or replace function merchant_tally_inserted() returns trigger language plpgsql as $$
begin
  insert into merchant_tally_changes (list, merchant_id, status, month, n)
  select tg_table_name, merchant_id, status, merchant_tally_month(created_at), count(*)
  from tally_added where merchant_id is not null group by merchant_id, status, merchant_tally_month(created_at); return null; end
$$;

create or replace function merchant_tally_updated() returns trigger language plpgsql as $$
begin
  insert into merchant_tally_changes (list, merchant_id, status, month, n)
  select tg_table_name, merchant_id, status, month, sum(n) from (
    select merchant_id, status, merchant_tally_month(created_at) as month, -1 as n from tally_removed
    union all
    select merchant_id, status, merchant_tally_month(created_at), 1 from tally_added
  ) d where merchant_id is not null group by merchant_id, status, month having sum(n) <> 0; return null; end
$$;

create or replace function merchant_tally_deleted() returns trigger language plpgsql as $$
begin
  insert into merchant_tally_changes (list, merchant_id, status, month, n)
  select tg_table_name, merchant_id, status, merchant_tally_month(created_at), -count(*)
  from tally_removed where merchant_id is not null group by merchant_id, status, merchant_tally_month(created_at); return null; end
$$;

drop trigger if exists orders_tally_ins on orders;
create trigger orders_tally_ins after insert on orders
  referencing new table as tally_added for each statement execute function merchant_tally_inserted();
drop trigger if exists orders_tally_upd on orders;
create trigger orders_tally_upd after update on orders
  referencing old table as tally_removed new table as tally_added for each statement execute function merchant_tally_updated();
drop trigger if exists orders_tally_del on orders;
create trigger orders_tally_del after delete on orders
  referencing old table as tally_removed for each statement execute function merchant_tally_deleted();
drop trigger if exists products_tally_ins on products;
create trigger products_tally_ins after insert on products
  referencing new table as tally_added for each statement execute function merchant_tally_inserted();
drop trigger if exists products_tally_upd on products;
create trigger products_tally_upd after update on products
  referencing old table as tally_removed new table as tally_added for each statement execute function merchant_tally_updated();
drop trigger if exists products_tally_del on products;
create trigger products_tally_del after delete on products
  referencing old table as tally_removed for each statement execute function merchant_tally_deleted();

-- What is there already.
insert into merchant_tallies (list, merchant_id, status, month, n)
select 'orders', merchant_id, status, merchant_tally_month(created_at), count(*) from orders
group by merchant_id, status, merchant_tally_month(created_at)
on conflict do nothing;
insert into merchant_tallies (list, merchant_id, status, month, n)
select 'products', merchant_id, status, merchant_tally_month(created_at), count(*) from products where merchant_id is not null
group by merchant_id, status, merchant_tally_month(created_at)
on conflict do nothing;
