-- The paged wish list (issue 26): a member's favourites are read a page at a time, last added
-- first by default; this index walks them from the member onwards instead of sorting them all.
create index if not exists favourites_member_created_idx on favourites(member_id, created_at desc, product_id desc);
