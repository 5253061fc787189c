-- Merchant product editor: selections, options and variants handed out by the add* calls before
-- a product is saved are drafts without a product; owner_id records which merchant asked for
-- them, so a save can claim only its own drafts (another merchant's id is refused).
alter table product_selections add column owner_id integer references members(id) on delete cascade;
alter table product_options add column owner_id integer references members(id) on delete cascade;
alter table product_models add column owner_id integer references members(id) on delete cascade;
-- Uploaded media: the file name under the server's media folder (null for linked media).
alter table media add column stored_name text;
