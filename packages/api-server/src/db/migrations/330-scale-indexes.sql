-- A marketplace of real size (issue 26, `pnpm bench:scale`: 1,000,000 products, 2,000,000 orders,
-- a merchant with 50,000 products and 200,000 orders). A merchant's search of its products or its
-- orders read every row of the merchant through the merchant index and matched each (a search of
-- the big merchant's products took 40 ms to count, its orders 110 ms): the global trigram indexes
-- (230, 290) hold every merchant's rows, so the planner walked the merchant's instead. These GIN
-- indexes hold the merchant beside the trigrams (btree_gin), so a search reads only the merchant's
-- rows that hold the word's trigrams. A status filter sorted by price (orders) or by title
-- (products) walked the whole status and sorted it: each gets an index in that order. A category or
-- brand listing, newest first, walked every online product newest first until it had a page of the
-- category's (1.8 s for a category none of whose products was online): it walks the category's
-- (or the brand's) own online products now.
create extension if not exists btree_gin;
create index if not exists products_merchant_search_trgm_idx on products using gin (merchant_id, search_doc gin_trgm_ops);
create index if not exists orders_merchant_search_trgm_idx on orders using gin (merchant_id, lower(order_statement_id || ' ' || payment_full_name) gin_trgm_ops);
create index if not exists orders_merchant_status_price_idx on orders(merchant_id, status, total_price, id);
create index if not exists products_merchant_status_title_idx on products(merchant_id, status, title, id);
create index if not exists products_catelog_status_created_idx on products(catelog_id, status, created_at desc, id desc);
create index if not exists products_brand_status_created_idx on products(brand_id, status, created_at desc, id desc);
