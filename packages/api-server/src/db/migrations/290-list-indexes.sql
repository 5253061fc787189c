-- Paged lists (issue 26): a merchant's products and orders, and a buyer's orders, are read a page
-- at a time, sorted and filtered on the server. Each sort of each list walks an index from the
-- merchant (or buyer) onwards instead of sorting all its rows; a status filter has its own.
create index if not exists products_merchant_created_idx on products(merchant_id, created_at desc, id desc);
create index if not exists products_merchant_status_created_idx on products(merchant_id, status, created_at desc, id desc);
create index if not exists products_merchant_title_idx on products(merchant_id, title, id);
create index if not exists orders_merchant_created_idx on orders(merchant_id, created_at desc, id desc);
create index if not exists orders_merchant_status_created_idx on orders(merchant_id, status, created_at desc, id desc);
create index if not exists orders_merchant_price_idx on orders(merchant_id, total_price, id);
create index if not exists orders_buyer_created_idx on orders(buyer_id, created_at desc, id desc);
-- The order lists' search: the order number and the orderer's name, any part of them (pg_trgm,
-- created by 230-search.sql).
create index if not exists orders_search_doc_trgm_idx on orders using gin (lower(order_statement_id || ' ' || payment_full_name) gin_trgm_ops);
