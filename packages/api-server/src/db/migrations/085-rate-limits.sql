-- Rate limits (security/rate-limit.ts) kept in the database, so every server process sharing it
-- counts the same attempts: one row per limit and key, holding the times (ms since 1970) of the
-- attempts inside the window, oldest first. The row is locked while an attempt is counted.
create table rate_limits (
  bucket text not null,
  key text not null,
  hits jsonb not null default '[]',
  last_hit_at timestamptz not null default now(),
  primary key (bucket, key)
);
create index rate_limits_last_hit_idx on rate_limits (last_hit_at);
