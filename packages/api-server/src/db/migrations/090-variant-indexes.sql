-- Indexes on the foreign keys a product's variants are read and replaced by. Without them every
-- product detail, editor load, save and CSV row scans the whole price, image, selection and option
-- tables, so a catalogue grows slower with every product added (5,000-row CSV import: ~10 -> ~6 ms
-- of database time per product).
create index if not exists product_prices_model_idx on product_prices(product_model_id);
create index if not exists product_prices_product_idx on product_prices(product_id);
create index if not exists product_images_model_idx on product_images(product_model_id);
create index if not exists product_selections_product_idx on product_selections(product_id);
create index if not exists product_options_selection_idx on product_options(product_selection_id);
