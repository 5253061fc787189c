-- A bulk write may defer the search facts the triggers keep on products (the prices of migration
-- 270-search-prices, in_stock of 345-search-in-stock) to the end of its statements: with
-- storefront.search_facts = 'deferred' (set_config, local to the transaction) the statement
-- triggers of product, model and price inserts and changes do nothing, and the writer refreshes
-- the products it wrote itself (refresh_search_prices, refresh_in_stock) before it sets the
-- setting back. The CSV batch (routes/merchant/csv-batch.ts) writes its products with the facts
-- already right, so none of its products is updated afterwards: each update was a new row version
-- and a new entry in each of the product's text indexes.
create or replace function search_prices_changed() returns trigger language plpgsql as $$
  declare ids integer[] := '{}'; begin
    if current_setting('storefront.search_facts', true) = 'deferred' then return null; end if; if tg_op in ('INSERT', 'UPDATE') and tg_table_name = 'product_prices' then
    ids := ids || array(select product_id from changed_rows where product_id is not null
    union select m.product_id from product_models m join changed_rows c on c.product_model_id = m.id); end if; if tg_op in ('INSERT', 'UPDATE') and tg_table_name <> 'product_prices' then
    ids := ids || array(select product_id from changed_rows where product_id is not null); end if; if tg_op in ('DELETE', 'UPDATE') and tg_table_name = 'product_prices' then
    ids := ids || array(select product_id from gone_rows where product_id is not null
    union select m.product_id from product_models m join gone_rows c on c.product_model_id = m.id); end if; if tg_op in ('DELETE', 'UPDATE') and tg_table_name <> 'product_prices' then
    ids := ids || array(select product_id from gone_rows where product_id is not null); end if; perform refresh_search_prices(ids); return null; end
  $$;

create or replace function search_prices_product_changed() returns trigger language plpgsql as $$
  begin if current_setting('storefront.search_facts', true) = 'deferred' then return null; end if; perform refresh_search_prices(array(select id from changed_rows)); return null; end
  $$;

create or replace function in_stock_models_changed() returns trigger language plpgsql as $$
  declare ids integer[] := '{}'; begin
    if current_setting('storefront.search_facts', true) = 'deferred' then return null; end if; if tg_op in ('INSERT', 'UPDATE') then ids := ids || array(select product_id from changed_rows where product_id is not null); end if; if tg_op in ('DELETE', 'UPDATE') then ids := ids || array(select product_id from gone_rows where product_id is not null); end if; perform refresh_in_stock(ids); return null; end
  $$;
