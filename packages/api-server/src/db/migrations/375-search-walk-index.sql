-- A search walks the online products from the newest, testing each one's text (search.ts,
-- newestMatches). Through products_status_created_idx every product walked was read from the
-- table, a page each (the newest products are spread over the table): 31,000 pages for the 2,000
-- newest matches of a common character, 117 ms on 1,000,000 products (issue 26, `pnpm
-- bench:scale`). This index holds all a walk reads (the text, the brand and category, the prices,
-- the kind and whether in stock), so it reads the index alone, in its order: 20 ms. It takes the
-- place of the index without them (same keys). The text, the prices and the auction's end are
-- indexed elsewhere already; of what it adds, only a change of in_stock (a product selling out or
-- coming back) now writes index entries, where it could update the row in place before.
create index if not exists products_walk_idx on products(status, created_at desc, id desc)
  include (search_doc, brand_id, catelog_id, list_price, sale_price, sale_start, sale_end, product_base, end_auction_date, in_stock);
drop index if exists products_status_created_idx;
