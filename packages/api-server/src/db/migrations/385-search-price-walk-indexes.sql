-- A search in price order of a text with many matches walks a price index, testing each product
-- (search.ts byPrice). Through the indexes of the prices alone, every product walked was read from
-- the table: 10,600 pages for the first page of 高山筆記本 by price, 56 ms on 1,000,000 products,
-- and when the planner guessed the text rare it read all its matches from the table instead and
-- sorted them, once for each half of the price order (52 ms, issue 26, `pnpm bench:scale`). These
-- indexes hold all a walk reads (the text, the brand and category, the prices and the sale's dates,
-- the kind, the auction's end, whether in stock), so a walk reads the index alone. They take the
-- place of the indexes without them: the list price's keeps its name (price-indexes.ts reads its
-- size), and leads with the status, as every read of it is of online products.
drop index if exists products_list_price_idx;
create index products_list_price_idx on products(status, list_price, id)
  include (search_doc, brand_id, catelog_id, sale_price, sale_start, sale_end, product_base, end_auction_date, in_stock);
drop index if exists products_sale_price_idx;
create index products_sale_price_idx on products(status, sale_price, id)
  include (search_doc, brand_id, catelog_id, list_price, sale_start, sale_end, product_base, end_auction_date, in_stock)
  where sale_price is not null;
