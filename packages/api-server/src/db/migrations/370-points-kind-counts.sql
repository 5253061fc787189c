-- A member's points list of one kind (earned from views, from purchases ...) is counted as earned
-- (points > 0) or used (points < 0): the kind's index did not hold the points, so the count read
-- every row of the kind in the table (1,686 rows, 11 ms for the demo buyer of `pnpm bench:scale`,
-- issue 26). The kind's index in the list's order now holds them, so the count is read from the
-- index alone; it takes the place of the index without them (migration 310).
create index if not exists points_ledger_member_kind_points_idx on points_ledger(member_id, kind, created_at desc, id desc) include (points);
drop index if exists points_ledger_member_kind_idx;
