-- Paged points lists (issue 26): a member's earned rows (points > 0) and used rows (points < 0)
-- are read a page at a time, newest or oldest first, by amount, or of one kind. Each walks an
-- index from the member onwards instead of sorting all the member's rows.
create index if not exists points_ledger_member_earned_idx on points_ledger(member_id, created_at desc, id desc) where points > 0;
create index if not exists points_ledger_member_used_idx on points_ledger(member_id, created_at desc, id desc) where points < 0;
create index if not exists points_ledger_member_kind_idx on points_ledger(member_id, kind, created_at desc, id desc);
create index if not exists points_ledger_member_points_idx on points_ledger(member_id, points, id);
