-- The marketplace operator and what it reviews; auctions that close.
-- The operator is platform staff: a role kept on the server (not a tier shown to shoppers).
alter table members add column is_operator boolean not null default false;

-- Applications wait for the operator: pending, then approved or rejected (with the reason the
-- member reads). A member may apply again after a refusal, so only one pending application of
-- each kind is unique, not every application.
alter table upgrade_applications add column status text not null default 'pending' check (status in ('pending', 'approved', 'rejected'));
alter table upgrade_applications add column reason text;
alter table upgrade_applications add column reviewed_at timestamptz;
alter table upgrade_applications add column reviewed_by integer references members(id);
drop index upgrade_applications_once_idx;
create unique index upgrade_applications_pending_idx on upgrade_applications(member_id, kind) where status = 'pending';
create index upgrade_applications_queue_idx on upgrade_applications(status, created_at, id);
-- Member upgrades used to be granted at once; applications of members who have the tier already are settled.
update upgrade_applications a set status = 'approved', reviewed_at = a.created_at
  from members m where m.id = a.member_id and (a.kind = 'member' and m.tier >= 1 or a.kind = 'merchant' and m.tier = 2);

-- Product submissions: a new product (its row is the submitted version, status 4) or an edit of a
-- product on sale (the submitted save payload in revision; the shop keeps the live rows until the
-- operator approves). One pending submission per product.
create table product_submissions (
  id serial primary key,
  product_id integer not null references products(id) on delete cascade,
  merchant_id integer not null references merchants(member_id),
  kind text not null check (kind in ('new', 'edit')),
  revision jsonb,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'withdrawn')),
  reason text,
  submitted_at timestamptz not null default now(),
  reviewed_at timestamptz,
  reviewed_by integer references members(id)
);
create unique index product_submissions_pending_idx on product_submissions(product_id) where status = 'pending';
create index product_submissions_queue_idx on product_submissions(status, submitted_at, id);
create index product_submissions_product_idx on product_submissions(product_id, id);
insert into product_submissions (product_id, merchant_id, kind, submitted_at)
  select id, merchant_id, 'new', updated_at from products where status = 4;

-- Auctions close at end_auction_date (jobs/auction-close.ts): auction_closed_at is the job's done
-- mark; a sale names the winner, the price and the order awaiting payment.
alter table products add column auction_closed_at timestamptz;
alter table products add column auction_outcome text check (auction_outcome in ('sold', 'unsold'));
alter table products add column auction_winner_id integer references members(id);
alter table products add column auction_winning_price integer;
create index products_auction_due_idx on products(end_auction_date) where product_base = 1 and auction_closed_at is null;

-- An order that must be paid by a deadline (an auction won: 3 days); past it, it fails.
alter table orders add column pay_by timestamptz;
alter table orders add column auction_product_id integer references products(id);
create index orders_pay_by_idx on orders(pay_by) where status = 2 and pay_by is not null;
