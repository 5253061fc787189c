-- A picture of the media library that a product shows cannot be deleted out from under it
-- (issue 24 #20): the product images' reference to media no longer cascades, so the database
-- refuses the delete even when a product save and a delete race.
alter table product_images drop constraint if exists product_images_media_id_fkey;
alter table product_images
  add constraint product_images_media_id_fkey foreign key (media_id) references media(id) on delete restrict;
