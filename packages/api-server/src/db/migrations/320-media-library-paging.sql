-- The paged picture library (issue 26): a merchant's pictures are read a page at a time, newest
-- first, by walking this index from the merchant onwards; its file-name search uses pg_trgm
-- (created by 230-search.sql), any part of the name.
create index if not exists media_merchant_id_idx on media(merchant_id, id desc);
create index if not exists media_filename_trgm_idx on media using gin (lower(filename) gin_trgm_ops);
