// Refreshes the embedded database's planner statistics (ANALYZE) every EMBEDDED_ANALYZE_EVERY_MS.
// PostgreSQL's autovacuum does this after enough rows change; PGlite has no autovacuum, so without
// it the planner of a long-running embedded server kept the row counts and value spreads of the
// day it was seeded (a table of 40 rows that now holds 40,000 is still read as 40). PGlite does not
// count the rows changed since the last ANALYZE either (pg_stat_user_tables.n_mod_since_analyze
// stays 0), so the job runs on time, not on changes. VACUUM is left out: it cannot run inside a
// transaction, which the scheduler's once-across-processes lock needs, and the GIN indexes it
// would also clean keep no pending list (migration 325). The server adds the job on PGlite only.
// The done mark is database_maintenance.last_run_at (migration 340): the row is locked while
// ANALYZE runs, so a second process skips it and finds it no longer due once the first commits.
import type { Job } from './scheduler';

/** Between two ANALYZE runs: each reads a sample of every table and holds PGlite's one thread. */
export const EMBEDDED_ANALYZE_EVERY_MS = 3600_000;

const DUE = `task = 'analyze' and (last_run_at is null or last_run_at <= $1)`;
const before = (now: Date) => new Date(now.getTime() - EMBEDDED_ANALYZE_EVERY_MS).toISOString();

export const embeddedAnalyzeJob: Job = {
  name: 'embedded-analyze',
  async due(db, now) {
    return (await db.query(`select 1 from database_maintenance where ${DUE}`, [before(now)])).length > 0;
  },
  async runOne(tx, now) {
    const [task] = await tx.query<{ task: string }>(`select task from database_maintenance where ${DUE} for update skip locked`, [
      before(now),
    ]);
    if (!task) return false;
    await tx.query('analyze');
    await tx.query(`update database_maintenance set last_run_at = $1 where task = 'analyze'`, [now.toISOString()]);
    return true;
  },
};
