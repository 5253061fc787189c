-- When the embedded database last wrote a checkpoint (jobs/embedded-checkpoint.ts): PGlite has no
-- checkpointer, so its write-ahead log grew with every write until the server stopped.
insert into database_maintenance (task, last_run_at) values ('checkpoint', null) on conflict (task) do nothing;
