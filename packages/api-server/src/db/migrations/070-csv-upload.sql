-- CSV bulk upload: stock models resolved by model number through getorcreate belong to the
-- merchant who named them, one per merchant and model number, so parallel rows of one upload (or
-- two uploads at once) get the same row instead of duplicates (ON CONFLICT on this index).
alter table stock_models add column merchant_id integer references members(id) on delete cascade;
create unique index stock_models_merchant_number_idx on stock_models (merchant_id, model_number) where merchant_id is not null;
