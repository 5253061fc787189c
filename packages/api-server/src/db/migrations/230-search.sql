-- Search (issue 25): pg_trgm, which PGlite ships as a contrib extension and PostgreSQL as a
-- contrib module. Each product keeps its searchable text (title and slug words, lower case) in a
-- generated column with a trigram index: a substring match (LIKE '%烏龍%') finds Chinese without
-- word boundaries, and word similarity (<%) forgives a typo in Latin script. Brand and category
-- names are matched in their own small tables and joined by id.
create extension if not exists pg_trgm;
alter table products add column search_doc text generated always as (lower(title || ' ' || replace(slug, '-', ' '))) stored;
create index products_search_doc_trgm_idx on products using gin (search_doc gin_trgm_ops);
create index brands_title_trgm_idx on brands using gin (lower(title) gin_trgm_ops);
create index catelogs_title_trgm_idx on catelogs using gin (lower(title) gin_trgm_ops);
-- The brand listing and the brand filter.
create index if not exists products_brand_idx on products(brand_id);
-- Newest first among online products, and auctions by their end.
create index if not exists products_status_created_idx on products(status, created_at desc, id desc);
create index if not exists products_auction_end_idx on products(end_auction_date) where product_base = 1;
