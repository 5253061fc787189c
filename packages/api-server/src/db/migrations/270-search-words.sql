-- Near spellings on a large catalogue (issue 25): the word similarity of a typo against every
-- product text the trigram index offers is costly (a typo of a common word offers thousands).
-- The words of the catalogue (of three characters or more, not bare numbers) are kept once each,
-- with a trigram index: a typo is matched against these few words, and the products holding the
-- near words are found by their substring (LIKE, through the trigram index of search_doc).
-- Words are added as products are written and never removed (a stale word finds no product).
create table search_words (word text primary key);
create index search_words_trgm_idx on search_words using gin (word gin_trgm_ops);

create or replace function search_words_of(doc text) returns setof text
  language sql immutable strict parallel safe
  as $$ select distinct w from regexp_split_to_table(doc, '\s+') w where char_length(w) >= 3 and w !~ '^[0-9]+$' $$;

insert into search_words select distinct search_words_of(search_doc) from products on conflict do nothing;

create or replace function search_words_added() returns trigger language plpgsql as $$
  begin insert into search_words select distinct search_words_of(search_doc) from changed_rows on conflict do nothing; return null; end
  $$;
create or replace function search_words_renamed() returns trigger language plpgsql as $$
  begin insert into search_words select search_words_of(new.search_doc) on conflict do nothing; return null; end
  $$;

create trigger products_search_words_ins after insert on products
  referencing new table as changed_rows for each statement execute function search_words_added();
create trigger products_search_words_upd after update of title, slug on products
  for each row execute function search_words_renamed();
