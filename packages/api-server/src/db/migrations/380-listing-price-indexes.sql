-- A category or brand listing in price order walked the price index of the whole catalogue,
-- testing each product for the category (or brand) and the sale: a brand of 5,651 products read
-- 30,700 entries for its fifth page, 85 ms on 1,000,000 products (issue 26, `pnpm bench:scale`).
-- Each of these indexes holds one category's (or brand's) online products in price order, with
-- what the listing's filters read (the sale and its dates, in stock, fixed price or auction), so
-- a page is read from the index alone, walked or read whole (search.ts byPrice, fewByPrice): 4 ms.
-- A sale price is in its own index, of the products that have one.
create index if not exists products_catelog_price_idx on products(catelog_id, status, list_price, id)
  include (sale_price, sale_start, sale_end, in_stock, product_base);
create index if not exists products_catelog_sale_price_idx on products(catelog_id, status, sale_price, id)
  include (sale_start, sale_end, in_stock, product_base) where sale_price is not null;
create index if not exists products_brand_price_idx on products(brand_id, status, list_price, id)
  include (sale_price, sale_start, sale_end, in_stock, product_base);
create index if not exists products_brand_sale_price_idx on products(brand_id, status, sale_price, id)
  include (sale_start, sale_end, in_stock, product_base) where sale_price is not null;
