// Refreshes the embedded database's planner statistics (ANALYZE) every EMBEDDED_ANALYZE_EVERY_MS.
// PostgreSQL's autovacuum does this after enough rows change; PGlite has no autovacuum, so without
// it the planner of a long-running embedded server kept the row counts and value spreads of the
// day it was seeded (a table of 40 rows that now holds 40,000 is still read as 40). PGlite does not
// count the rows changed since the last ANALYZE either (pg_stat_user_tables.n_mod_since_analyze
// stays 0), so the job runs on time, not on changes. VACUUM is left out: it cannot run inside a
// transaction, which the scheduler's once-across-processes lock needs, and the GIN indexes it
// would also clean keep no pending list (migration 325).
import { embeddedMaintenanceJob } from './embedded-maintenance';

/** Between two ANALYZE runs: each reads a sample of every table and holds PGlite's one thread. */
export const EMBEDDED_ANALYZE_EVERY_MS = 3600_000;

export const embeddedAnalyzeJob = embeddedMaintenanceJob({
  name: 'embedded-analyze',
  task: 'analyze',
  everyMs: EMBEDDED_ANALYZE_EVERY_MS,
  statement: 'analyze',
});
