// A maintenance statement the embedded database needs on time because PGlite runs no background
// process (no autovacuum, no checkpointer): ANALYZE (embedded-analyze.ts), CHECKPOINT
// (embedded-checkpoint.ts). The server adds these jobs on PGlite only. The done mark is the task's
// row of database_maintenance (migration 340): the row is locked while the statement runs, so a
// second process skips it and finds it no longer due once the first commits.
import type { Job } from './scheduler';

export function embeddedMaintenanceJob(options: { name: string; task: string; everyMs: number; statement: string }): Job {
  const { name, task, everyMs, statement } = options;
  const due = `task = '${task}' and (last_run_at is null or last_run_at <= $1)`;
  const before = (now: Date) => new Date(now.getTime() - everyMs).toISOString();
  return {
    name,
    async due(db, now) {
      return (await db.query(`select 1 from database_maintenance where ${due}`, [before(now)])).length > 0;
    },
    async runOne(tx, now) {
      const [row] = await tx.query<{ task: string }>(`select task from database_maintenance where ${due} for update skip locked`, [
        before(now),
      ]);
      if (!row) return false;
      await tx.query(statement);
      await tx.query('update database_maintenance set last_run_at = $1 where task = $2', [now.toISOString(), task]);
      return true;
    },
  };
}
