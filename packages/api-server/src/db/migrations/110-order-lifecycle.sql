-- An order's life after shipment: when it shipped and was delivered, the buyer's return request
-- the merchant decides (requested / refused with a reason / approved), why a failed order failed,
-- the refund a return or the cancel of a paid order records, the logistics provider's status
-- notices already applied (a replayed notice is refused), and the order's events for its
-- timeline: every status change is recorded by a trigger, whichever code path made it.
alter table orders add column if not exists shipped_at timestamptz;
alter table orders add column if not exists delivered_at timestamptz;
alter table orders add column if not exists return_status text check (return_status in ('requested', 'refused', 'approved'));
alter table orders add column if not exists return_requested_at timestamptz;
alter table orders add column if not exists return_refuse_reason text;
alter table orders add column if not exists fail_reason text;
update orders set shipped_at = coalesce(delivery_date::timestamptz, updated_at) where status = 7 and shipped_at is null;
update orders set delivered_at = updated_at where status in (3, 5) and delivered_at is null;
create index if not exists orders_shipping_idx on orders(shipped_at) where status = 7;
create index if not exists orders_awaiting_payment_idx on orders(id) where status = 2;

create table if not exists order_refunds (
  order_id integer primary key references orders(id) on delete cascade,
  amount integer not null check (amount >= 0),
  method text not null check (method in ('card', 'transfer')),
  state text not null check (state in ('pending', 'done')),
  cause text not null check (cause in ('return', 'cancel')),
  provider_refund_no text,
  account_detail text,
  created_at timestamptz not null default now(),
  done_at timestamptz
);

create table if not exists logistics_notices (
  check_mac_value text primary key,
  order_id integer not null references orders(id) on delete cascade,
  rtn_code text not null,
  received_at timestamptz not null default now()
);

create table if not exists order_events (
  id serial primary key,
  order_id integer not null references orders(id) on delete cascade,
  kind text not null,
  from_status integer,
  to_status integer,
  created_at timestamptz not null default now()
);
create index if not exists order_events_order_idx on order_events(order_id, id);

-- One line each: the migration runner splits statements on a semicolon at the end of a line.
create or replace function order_status_event() returns trigger language plpgsql as $$ begin insert into order_events (order_id, kind, from_status, to_status) values (new.id, 'status', old.status, new.status); return new; end $$;
drop trigger if exists orders_status_event on orders;
create trigger orders_status_event after update of status on orders for each row when (old.status is distinct from new.status) execute function order_status_event();
