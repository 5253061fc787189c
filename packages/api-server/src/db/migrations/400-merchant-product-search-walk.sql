-- A merchant's product search of a text many of their products hold walks their products in the
-- page's order, testing each one's text (db/merchant-scope.ts). Through indexes of the keys alone,
-- every product walked was read from the table: a text's products sit together in title order, so
-- the first page of oolong by title (descending) read 6,291 products, 6,396 pages, 15 ms among the
-- big merchant's 50,000 (issue 26, `pnpm bench:scale`). These take the place of the indexes of
-- migration 290 without a status (same keys, same names) and hold the text (search_doc), so a walk
-- reads the index alone: 3.4 ms. A search with a status filter keeps the indexes with the status.
drop index if exists products_merchant_created_idx;
create index products_merchant_created_idx on products(merchant_id, created_at desc, id desc) include (search_doc);
drop index if exists products_merchant_title_idx;
create index products_merchant_title_idx on products(merchant_id, title, id) include (search_doc);
