-- The search indexes (GIN) written straight into the index (issue 25). By default a GIN index
-- first collects new entries in a pending list, which every search reads through, and which
-- autovacuum folds into the index. The embedded database has no autovacuum: the list was folded
-- only when it reached 4 MB, so a search of a catalogue that had just grown read up to 4 MB of
-- unsorted entries. Without the list a write to a product updates the index at once (a little
-- more work per write, none per search). What is pending now is folded in here.
alter index products_search_doc_trgm_idx set (fastupdate = off);
alter index products_search_grams_idx set (fastupdate = off);
alter index brands_title_trgm_idx set (fastupdate = off);
alter index catelogs_title_trgm_idx set (fastupdate = off);
alter index search_words_trgm_idx set (fastupdate = off);
alter index orders_search_doc_trgm_idx set (fastupdate = off);
alter index media_filename_trgm_idx set (fastupdate = off);
select gin_clean_pending_list(c.oid) from pg_class c join pg_am a on a.oid = c.relam where a.amname = 'gin' and c.relkind = 'i';
