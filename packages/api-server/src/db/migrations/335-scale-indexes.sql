-- A marketplace of real size (issue 26, `pnpm bench:scale`: 1,000,000 products, 2,000,000 orders,
-- a merchant with 50,000 products and 200,000 orders). Migration 330 (reverted, never kept) did
-- this with btree_gin; loading btree_gin into the embedded database (PGlite 0.5.16) made a later
-- pg_trgm statement leak its buffers and relations ("resource was not closed") and the next one
-- spin forever inside errfinish, even with no index using it: the merchant sits in the GIN index
-- as a one-element array instead (array_ops, built in), so no extension beyond pg_trgm is needed.
-- A merchant's search of its products or its orders read every row of the merchant through the
-- merchant index and matched each (the big merchant's orders took 110 ms to count): the global
-- trigram indexes (230, 290) hold every merchant's rows, so the planner walked the merchant's
-- instead. These GIN indexes hold the merchant beside the trigrams, so a search that also asks
-- `array[merchant_id] @> array[$merchant]` reads only the merchant's rows holding the trigrams.
-- Written straight into the index, without a pending list (migration 325).
-- A status filter sorted by price (orders) or by title (products) walked the whole status and
-- sorted it: each gets an index in that order. A category or brand listing, newest first, walked
-- every online product newest first until it had a page of the category's (1.8 s for a category
-- none of whose products was online): it walks the category's (or the brand's) own products now.
create index if not exists products_merchant_search_trgm_idx on products using gin ((array[merchant_id]), search_doc gin_trgm_ops) with (fastupdate = off);
create index if not exists orders_merchant_search_trgm_idx on orders using gin ((array[merchant_id]), lower(order_statement_id || ' ' || payment_full_name) gin_trgm_ops) with (fastupdate = off);
create index if not exists orders_merchant_status_price_idx on orders(merchant_id, status, total_price, id);
create index if not exists products_merchant_status_title_idx on products(merchant_id, status, title, id);
create index if not exists products_catelog_status_created_idx on products(catelog_id, status, created_at desc, id desc);
create index if not exists products_brand_status_created_idx on products(brand_id, status, created_at desc, id desc);
