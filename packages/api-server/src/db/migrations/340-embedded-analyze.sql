-- When the embedded database last refreshed its planner statistics (jobs/embedded-analyze.ts).
-- PGlite has no autovacuum, so nothing else runs ANALYZE: a table that grew from the seed's rows
-- to thousands kept the seed's row counts and value spreads, and the planner chose by them.
-- One row per maintenance task; the job locks it, so one process does it at a time.
create table if not exists database_maintenance (
  task text primary key,
  last_run_at timestamptz
);
insert into database_maintenance (task, last_run_at) values ('analyze', null) on conflict (task) do nothing;
