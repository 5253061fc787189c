-- A bulk insert may defer the search facts the triggers keep on products (the prices of migration
-- 270-search-prices, in_stock of 345-search-in-stock) to the end of its statements: with
-- storefront.search_facts = 'deferred' (set_config, local to the transaction) the statement
-- triggers of product, model and price inserts do not fire, and the writer refreshes the products
-- it wrote itself (refresh_search_prices, refresh_in_stock) before it sets the setting back. The
-- CSV batch (routes/merchant/csv-batch.ts) writes its products with the facts already right, so
-- none of them is updated afterwards: each update was a new row version and a new entry in each
-- of the product's text indexes. Updates and deletes keep their triggers as they were.
drop trigger product_models_prices_ins on product_models;
create trigger product_models_prices_ins after insert on product_models
  referencing new table as changed_rows for each statement
  when (current_setting('storefront.search_facts', true) is distinct from 'deferred') execute function search_prices_changed();
drop trigger product_prices_prices_ins on product_prices;
create trigger product_prices_prices_ins after insert on product_prices
  referencing new table as changed_rows for each statement
  when (current_setting('storefront.search_facts', true) is distinct from 'deferred') execute function search_prices_changed();
drop trigger products_prices_ins on products;
create trigger products_prices_ins after insert on products
  referencing new table as changed_rows for each statement
  when (current_setting('storefront.search_facts', true) is distinct from 'deferred') execute function search_prices_product_changed();
drop trigger product_models_in_stock_ins on product_models;
create trigger product_models_in_stock_ins after insert on product_models
  referencing new table as changed_rows for each statement
  when (current_setting('storefront.search_facts', true) is distinct from 'deferred') execute function in_stock_models_changed();
