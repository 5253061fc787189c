-- A linked picture's URL is unique within one merchant's library, not across the marketplace:
-- with one global unique key, the first merchant to link a URL blocked every other from it.
alter table media drop constraint if exists media_public_url_key;
create unique index if not exists media_merchant_public_url on media (merchant_id, public_url);
