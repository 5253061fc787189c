-- The price a search sorts and filters by (issue 25), kept on the product so that a price sort of
-- a large catalogue reads an index instead of pricing every product: the list price (an auction's
-- highest bid, else its start; else the first model's price) and the first model's sale price
-- with its dates. Whether the sale runs is decided by the query on the day (Taipei), so nothing
-- has to change at midnight. Kept by the triggers below on every write of products, models,
-- prices and bids, in the writing statement's transaction.
alter table products
  add column list_price integer not null default 0,
  add column sale_price integer,
  add column sale_start date,
  add column sale_end date;

create or replace function refresh_search_prices(ids integer[]) returns void
  language sql
  as $$
    update products p set list_price = x.list_price, sale_price = x.sale_price, sale_start = x.sale_start, sale_end = x.sale_end
    from (
      select q.id,
        case when q.product_base = 1
          then coalesce((select max(ab.price) from auction_bids ab where ab.product_id = q.id), q.start_auction_amount, 0)
          else coalesce(fm.price, 0) end as list_price,
        case when q.product_base <> 1 and fm.on_sale then fm.on_sale_price end as sale_price,
        fm.start_date as sale_start, fm.end_date as sale_end
      from products q
      left join lateral (
        select pr.price, pr.on_sale, pr.on_sale_price, pr.start_date, pr.end_date
        from product_models m left join product_prices pr on pr.product_model_id = m.id
        where m.product_id = q.id order by m.sort_order, m.id limit 1) fm on true
      where q.id in (select distinct unnest(ids))
    ) x
    where p.id = x.id
      and (p.list_price, p.sale_price, p.sale_start, p.sale_end) is distinct from (x.list_price, x.sale_price, x.sale_start, x.sale_end)
  $$;

-- (The ids are joined, not compared with = any(ids): a bulk write names 100,000 products.)
-- Models, prices and bids name their product (a price through its model too).
-- (The migration runner splits statements on a semicolon at a line end: bodies keep theirs inside lines.)
create or replace function search_prices_changed() returns trigger language plpgsql as $$
  declare ids integer[] := '{}'; begin
    if tg_op in ('INSERT', 'UPDATE') and tg_table_name = 'product_prices' then
    ids := ids || array(select product_id from changed_rows where product_id is not null
    union select m.product_id from product_models m join changed_rows c on c.product_model_id = m.id); end if; if tg_op in ('INSERT', 'UPDATE') and tg_table_name <> 'product_prices' then
    ids := ids || array(select product_id from changed_rows where product_id is not null); end if; if tg_op in ('DELETE', 'UPDATE') and tg_table_name = 'product_prices' then
    ids := ids || array(select product_id from gone_rows where product_id is not null
    union select m.product_id from product_models m join gone_rows c on c.product_model_id = m.id); end if; if tg_op in ('DELETE', 'UPDATE') and tg_table_name <> 'product_prices' then
    ids := ids || array(select product_id from gone_rows where product_id is not null); end if; perform refresh_search_prices(ids); return null; end
  $$;

create or replace function search_prices_product_changed() returns trigger language plpgsql as $$
  begin perform refresh_search_prices(array(select id from changed_rows)); return null; end
  $$;

create or replace function search_prices_product_row_changed() returns trigger language plpgsql as $$
  begin perform refresh_search_prices(array[new.id]); return null; end
  $$;

create trigger product_models_prices_ins after insert on product_models
  referencing new table as changed_rows for each statement execute function search_prices_changed();
create trigger product_models_prices_upd after update on product_models
  referencing old table as gone_rows new table as changed_rows for each statement execute function search_prices_changed();
create trigger product_models_prices_del after delete on product_models
  referencing old table as gone_rows for each statement execute function search_prices_changed();
create trigger product_prices_prices_ins after insert on product_prices
  referencing new table as changed_rows for each statement execute function search_prices_changed();
create trigger product_prices_prices_upd after update on product_prices
  referencing old table as gone_rows new table as changed_rows for each statement execute function search_prices_changed();
create trigger product_prices_prices_del after delete on product_prices
  referencing old table as gone_rows for each statement execute function search_prices_changed();
create trigger auction_bids_prices_ins after insert on auction_bids
  referencing new table as changed_rows for each statement execute function search_prices_changed();
create trigger auction_bids_prices_del after delete on auction_bids
  referencing old table as gone_rows for each statement execute function search_prices_changed();
create trigger products_prices_ins after insert on products
  referencing new table as changed_rows for each statement execute function search_prices_product_changed();
-- Only the columns the price is made of: the refresh itself writes other columns, so no loop.
create trigger products_prices_upd after update of product_base, start_auction_amount on products
  for each row execute function search_prices_product_row_changed();

select refresh_search_prices(array(select id from products));

create index products_list_price_idx on products(list_price);
create index products_sale_price_idx on products(sale_price) where sale_price is not null;
