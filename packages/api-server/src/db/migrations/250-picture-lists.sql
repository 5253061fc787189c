-- Variants that show the same pictures share one stored list (issue 28 #5): a product of 400
-- variants each showing the same 50 pictures kept 20,000 picture rows, and writing them (two
-- foreign-key checks each) held the embedded database's one connection for seconds. A list
-- belongs to a product (or, with no product, to a draft variant); a variant points at its list.
-- product_images stays as a view with the columns it had, so every reader is unchanged; an
-- insert into it adds to the variant's list, a delete removes the picture from that list.
create table if not exists picture_lists (
  id serial primary key,
  product_id integer references products(id) on delete cascade
);
create index if not exists picture_lists_product_idx on picture_lists(product_id);
create table if not exists picture_list_items (
  id serial primary key,
  list_id integer not null references picture_lists(id) on delete cascade,
  media_id integer not null references media(id) on delete restrict,
  sort_order integer not null default 0
);
create index if not exists picture_list_items_list_idx on picture_list_items(list_id, sort_order);
create index if not exists picture_list_items_media_idx on picture_list_items(media_id);
alter table product_models add column if not exists picture_list_id integer references picture_lists(id) on delete set null;

-- Every variant's pictures so far become a list of its own (ids kept, so the order by id holds).
alter table picture_lists add column if not exists migrated_model integer;
insert into picture_lists (product_id, migrated_model) select m.product_id, m.id from product_models m where exists (select 1 from product_images i where i.product_model_id = m.id);
update product_models m set picture_list_id = l.id from picture_lists l where l.migrated_model = m.id;
insert into picture_list_items (id, list_id, media_id, sort_order) select i.id, m.picture_list_id, i.media_id, i.sort_order from product_images i join product_models m on m.id = i.product_model_id;
select setval(pg_get_serial_sequence('picture_list_items', 'id'), greatest((select max(id) from picture_list_items), 1));
alter table picture_lists drop column migrated_model;
drop table product_images;

create view product_images as select i.id, m.id as product_model_id, i.media_id, i.sort_order from product_models m join picture_list_items i on i.list_id = m.picture_list_id;
create or replace function product_images_insert() returns trigger language plpgsql as $$ declare list integer; begin select picture_list_id into list from product_models where id = new.product_model_id for update; if list is null then insert into picture_lists (product_id) select product_id from product_models where id = new.product_model_id returning id into list; update product_models set picture_list_id = list where id = new.product_model_id; end if; insert into picture_list_items (list_id, media_id, sort_order) values (list, new.media_id, new.sort_order) returning id into new.id; return new; end $$;
create trigger product_images_insert instead of insert on product_images for each row execute function product_images_insert();
create or replace function product_images_delete() returns trigger language plpgsql as $$ begin delete from picture_list_items where id = old.id; return old; end $$;
create trigger product_images_delete instead of delete on product_images for each row execute function product_images_delete();
