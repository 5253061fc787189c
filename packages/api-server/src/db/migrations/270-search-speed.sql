-- Search on a large catalogue (issue 25): a one- or two-character word (台, 烏龍) has no trigram,
-- so the trigram index of 230 cannot find it and every online product was read. Each product now
-- also keeps the set of its search text's single characters and pairs of adjacent characters
-- (spaces left out) in a generated array with a GIN index: a word of one or two characters is a
-- substring of the text exactly when it is one of these grams, and `search_grams @> array[word]`
-- finds it through the index.
create or replace function search_grams(doc text) returns text[]
  language sql immutable strict parallel safe
  as $$
    select coalesce(array_agg(distinct g), '{}'::text[]) from (
      select substr(doc, i, 1) as g from generate_series(1, length(doc)) i
      union all
      select substr(doc, i, 2) from generate_series(1, length(doc) - 1) i
    ) grams where position(' ' in g) = 0
  $$;
alter table products add column search_grams text[]
  generated always as (search_grams(lower(title || ' ' || replace(slug, '-', ' ')))) stored;
create index products_search_grams_idx on products using gin (search_grams);
