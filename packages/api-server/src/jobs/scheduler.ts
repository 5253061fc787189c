// A small job scheduler on the database's own row locks, the same on PGlite and PostgreSQL.
// A job finds its due work with a query (`FOR UPDATE SKIP LOCKED`, one item at a time) and, in the
// same transaction, does the work and marks it done (a column of the item's own row). So an item is
// done exactly once across server processes sharing a database: a second process skips the row
// while the first holds it and no longer finds it due once the first has committed. Polled on an
// interval with an injectable clock; start() runs everything due at once (catching up with work
// that fell due while no server ran); stop() waits for the run in progress.
// (Why not pg-boss or graphile-worker: packages/api-server/README.md, "Jobs".)
import type { Database, Queryable } from '../db';

export interface Job {
  readonly name: string;
  /**
   * A cheap read outside any transaction: is anything due at `now`? Polling costs a read, not a
   * transaction (a transaction would also end the catalogue cache's generation every tick).
   */
  due(db: Queryable, now: Date): Promise<boolean>;
  /**
   * Locks one due item (`FOR UPDATE SKIP LOCKED`), does its work and marks it done, all in tx.
   * Answers false when nothing is due (or every due item is held by another process).
   */
  runOne(tx: Queryable, now: Date): Promise<boolean>;
}

export interface SchedulerOptions {
  db: Database;
  jobs: readonly Job[];
  /** The time jobs see; tests pass a fake clock. */
  clock?: () => Date;
  /** Between the end of one run and the start of the next. */
  intervalMs?: number;
  /** Items one job may do in one run, so one busy job cannot starve the others. */
  batchLimit?: number;
  log?: (message: string, error?: unknown) => void;
}

export interface Scheduler {
  /** Runs every job until nothing is due (or its batch limit); answers how many items each did. */
  runDue(): Promise<Record<string, number>>;
  /** Catches up (runDue) and then polls every intervalMs until stop(). */
  start(): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

export const DEFAULT_JOB_INTERVAL_MS = 5_000;
/** How long a run waits for due items locked by another transaction: 40 × 50 ms. */
const HELD_RETRIES = 40;
const HELD_WAIT_MS = 50;

export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, jobs } = options;
  const clock = options.clock ?? (() => new Date());
  const intervalMs = options.intervalMs ?? DEFAULT_JOB_INTERVAL_MS;
  const batchLimit = options.batchLimit ?? 100;
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<Record<string, number>> | undefined;
  let stopped = true;

  async function runJob(job: Job): Promise<number> {
    let done = 0;
    let held = 0;
    while (done < batchLimit) {
      const now = clock();
      if (!(await job.due(db, now))) break;
      // A failed item rolls back alone; it is tried again on the next run.
      const ran = await db.transaction((tx) => job.runOne(tx, now));
      if (!ran) {
        // Due, but every due item is locked by another transaction: another process doing it
        // (then it is no longer due once that commits) or a request on the same row (a bid on
        // the closing auction). Both hold it briefly: wait and look again, so that a run that
        // catches up (start-up, jobs/run.ts) leaves nothing due behind.
        if (++held > HELD_RETRIES) break;
        await new Promise((resolve) => setTimeout(resolve, HELD_WAIT_MS));
        continue;
      }
      held = 0;
      done += 1;
    }
    return done;
  }

  async function runAll(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const job of jobs) {
      try {
        counts[job.name] = await runJob(job);
      } catch (error) {
        counts[job.name] = 0;
        log(`job ${job.name} failed`, error);
      }
    }
    return counts;
  }

  // One run at a time in a process: a run asked for while one is going waits for it, then runs.
  function runDue(): Promise<Record<string, number>> {
    const previous = running ?? Promise.resolve({});
    const next = previous.catch(() => ({})).then(runAll);
    running = next;
    void next.finally(() => {
      if (running === next) running = undefined;
    });
    return next;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      void runDue().finally(schedule);
    }, intervalMs);
  }

  return {
    runDue,
    async start() {
      stopped = false;
      const counts = await runDue();
      schedule();
      return counts;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
