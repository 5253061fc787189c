-- A login finds its member by the email as typed, in any case (account.ts: lower(email) =
-- lower($1)), and so does registration's check for an address already taken. No index held
-- lower(email): each login read the whole members table, 70 ms with 100,000 members (issue 26,
-- `pnpm bench:scale`, the slowest statements). Not unique: registration stores addresses in lower
-- case and meets a race on members_email_key, and an older database could hold two addresses that
-- differ only in case, which a unique index would refuse to build.
create index if not exists members_email_lower_idx on members(lower(email));
