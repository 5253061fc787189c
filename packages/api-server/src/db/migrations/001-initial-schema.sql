-- The storefront schema: members and sessions, merchants, the catalogue (products with
-- selections, options, models, prices, images and stock), auctions, favourites, orders,
-- points and referrals. Money is an integer amount of NT$. Same SQL for PGlite and PostgreSQL.

create table members (
  id serial primary key,
  email text not null unique,
  password_hash text,
  first_name text not null default '',
  last_name text not null default '',
  img text not null default '',
  dob date,
  subscribed boolean not null default false,
  member_type integer not null default 0 check (member_type in (0, 1, 2)),
  tier integer not null default 0 check (tier in (0, 1, 2)),
  applied boolean not null default false,
  referral_code text not null unique,
  referred_by integer references members(id),
  facebook_username text,
  google_username text,
  cancelled_at timestamptz,
  created_at timestamptz not null default now()
);

-- Sessions are keyed by the SHA-256 of the cookie value, so a read of the table yields no
-- usable cookie.
create table sessions (
  id text primary key,
  member_id integer not null references members(id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_member_idx on sessions(member_id);

create table followers (
  member_id integer not null references members(id) on delete cascade,
  follower_id integer not null references members(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (member_id, follower_id)
);

-- Applications to become a member (tier 1) or a partner (tier 2): the submitted form.
create table upgrade_applications (
  id serial primary key,
  member_id integer not null references members(id) on delete cascade,
  kind text not null check (kind in ('member', 'merchant')),
  form jsonb not null,
  created_at timestamptz not null default now()
);

create table merchants (
  member_id integer primary key references members(id) on delete cascade,
  merchant_name text not null,
  merchant_phone text not null default '',
  merchant_line text not null default '',
  merchant_email text not null default '',
  fee integer not null default 100,
  frozen_fee integer not null default 200,
  use_free_shipping boolean not null default false,
  free_shipping_price integer not null default 3000,
  created_at timestamptz not null default now()
);

create table brands (
  id serial primary key,
  title text not null unique
);

create table catelogs (
  id serial primary key,
  title text not null unique
);

create table product_types (
  id serial primary key,
  catelog_id integer not null references catelogs(id) on delete cascade,
  title text not null,
  unique (catelog_id, title)
);

create table media (
  id serial primary key,
  merchant_id integer references merchants(member_id) on delete set null,
  filename text not null,
  type text not null default 'Image',
  public_url text not null unique,
  alt text not null default '',
  created_at timestamptz not null default now()
);

create table products (
  id serial primary key,
  merchant_id integer not null references merchants(member_id),
  slug text not null unique,
  title text not null,
  product_model_type integer not null default 0,
  product_delivery_type integer not null default 0,
  product_base integer not null default 0,
  status integer not null default 0 check (status between 0 and 4),
  brand_id integer references brands(id),
  catelog_id integer references catelogs(id),
  view_commission integer not null default 1,
  share_commission integer not null default 2,
  purchase_commission integer not null default 6,
  description text not null default '',
  specification text not null default '',
  information text not null default '',
  purchase_description text not null default '',
  all_same_photos boolean not null default false,
  badge_text text not null default '',
  currency_type integer not null default 0,
  start_auction_amount integer,
  min_auction_price integer,
  end_auction_date timestamptz,
  expire_date timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index products_merchant_idx on products(merchant_id);
create index products_catelog_idx on products(catelog_id);

create table product_product_types (
  product_id integer not null references products(id) on delete cascade,
  product_type_id integer not null references product_types(id) on delete cascade,
  primary key (product_id, product_type_id)
);

create table product_selections (
  id serial primary key,
  product_id integer references products(id) on delete cascade,
  title text not null default '',
  sort_order integer not null default 0
);

create table product_options (
  id serial primary key,
  product_selection_id integer references product_selections(id) on delete cascade,
  title text not null default '',
  sort_order integer not null default 0
);

create table stock_models (
  id serial primary key,
  model_number text not null default '',
  inventory integer not null default 0,
  allow_negative_inventory boolean not null default false
);

create table product_models (
  id serial primary key,
  product_id integer references products(id) on delete cascade,
  title text not null default '',
  model_number text not null default '',
  sort_order integer not null default 0,
  stock_model_id integer references stock_models(id)
);
create index product_models_product_idx on product_models(product_id);

create table product_prices (
  id serial primary key,
  product_model_id integer references product_models(id) on delete cascade,
  product_id integer references products(id) on delete cascade,
  price integer not null default 0,
  use_point_percent integer not null default 0,
  on_sale boolean not null default false,
  on_sale_price integer not null default 0,
  start_date date,
  end_date date
);

create table product_images (
  id serial primary key,
  product_model_id integer references product_models(id) on delete cascade,
  media_id integer references media(id) on delete cascade,
  sort_order integer not null default 0
);

create table product_addons (
  product_id integer not null references products(id) on delete cascade,
  addon_model_id integer not null references product_models(id) on delete cascade,
  price integer,
  sort_order integer not null default 0,
  primary key (product_id, addon_model_id)
);

create table related_products (
  product_id integer not null references products(id) on delete cascade,
  related_product_id integer not null references products(id) on delete cascade,
  sort_order integer not null default 0,
  primary key (product_id, related_product_id)
);

create table favourites (
  member_id integer not null references members(id) on delete cascade,
  product_id integer not null references products(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (member_id, product_id)
);

create table auction_bids (
  id serial primary key,
  product_id integer not null references products(id) on delete cascade,
  member_id integer not null references members(id),
  price integer not null,
  created_at timestamptz not null default now()
);
create index auction_bids_product_idx on auction_bids(product_id);

-- A record of product views and shares that earn points (view, promote events).
create table product_views (
  id serial primary key,
  product_id integer not null references products(id) on delete cascade,
  member_id integer references members(id) on delete set null,
  referrer_id integer references members(id) on delete set null,
  created_at timestamptz not null default now()
);

create table countries (
  code text primary key,
  title text not null,
  free_shipping_price integer not null,
  value integer not null
);

create table purchase_details (
  id serial primary key,
  member_id integer not null unique references members(id) on delete cascade,
  first_name text not null default '',
  last_name text not null default '',
  telephone text not null default '',
  email text not null default '',
  country text not null default 'TW',
  state text not null default '',
  city text not null default '',
  area_code text not null default '',
  area_title text not null default '',
  street text not null default ''
);

create table delivery_details (
  id serial primary key,
  member_id integer not null unique references members(id) on delete cascade,
  first_name text not null default '',
  last_name text not null default '',
  telephone text not null default '',
  country text not null default 'TW',
  state text not null default '',
  city text not null default '',
  area_code text not null default '',
  area_title text not null default '',
  street text not null default ''
);

create table orders (
  id serial primary key,
  order_statement_id text not null unique,
  buyer_id integer not null references members(id),
  merchant_id integer not null references merchants(member_id),
  status integer not null default 0 check (status between 0 and 7),
  payment_type integer not null check (payment_type between 0 and 15),
  currency_type integer not null default 0,
  earn_points integer not null default 0,
  use_points integer not null default 0,
  promo_discount integer not null default 0,
  promo_title text not null default '',
  payment_full_name text not null default '',
  payment_address text not null default '',
  payment_email text not null default '',
  payment_telephone text not null default '',
  delivery_full_name text not null default '',
  delivery_address text not null default '',
  delivery_telephone text not null default '',
  delivery_comments text not null default '',
  delivery_eta text not null default '',
  delivery_tracking_code text not null default '',
  delivery_date date,
  delivery_type integer not null default 0,
  total_price integer not null default 0,
  shipping_price integer not null default 0,
  receipt_method integer not null default 0,
  receipt_type integer not null default 0,
  carrier_type integer,
  carrier_number text,
  tax_id text,
  company_title text,
  donation_code text,
  e_orderstatus text,
  e_orderno text,
  e_payaccount text,
  e_limitdate text,
  e_payinfo text,
  paypal_order_id text,
  refund_reason text,
  refund_name text,
  refund_phone text,
  refund_address text,
  refund_account_detail text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index orders_buyer_idx on orders(buyer_id);
create index orders_merchant_idx on orders(merchant_id);

create table order_items (
  id serial primary key,
  order_id integer not null references orders(id) on delete cascade,
  product_id integer references products(id) on delete set null,
  product_model_id integer references product_models(id) on delete set null,
  parent_product_model_id integer,
  product_image_url text not null default '',
  product_title text not null,
  product_spec text not null default '',
  quantity integer not null check (quantity > 0),
  unit_price integer not null default 0,
  use_discount integer not null default 0,
  use_point_percent integer not null default 0,
  subtotal_price integer not null default 0
);
create index order_items_order_idx on order_items(order_id);

-- Points: positive rows are earned (view, share, purchase), negative rows are used.
create table points_ledger (
  id serial primary key,
  member_id integer not null references members(id) on delete cascade,
  order_id integer references orders(id) on delete set null,
  product_id integer references products(id) on delete set null,
  kind text not null check (kind in ('view', 'share', 'purchase', 'use', 'adjust')),
  points integer not null,
  created_at timestamptz not null default now()
);
create index points_ledger_member_idx on points_ledger(member_id);
