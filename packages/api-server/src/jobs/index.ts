// The API server's jobs, in the order they run: auctions close (creating orders with a payment
// deadline), then orders past their deadline fail, then orders shipping for 7 days complete, then
// the changes of the merchants' list counts are folded into their tallies; on
// the embedded database, last, its planner statistics are refreshed (it has no autovacuum) and its
// write-ahead log is checkpointed (it has no checkpointer).
import type { Database } from '../db';
import { auctionCloseJob } from './auction-close';
import { embeddedAnalyzeJob } from './embedded-analyze';
import { embeddedCheckpointJob } from './embedded-checkpoint';
import { merchantTallyFoldJob } from './merchant-tally-fold';
import { orderAutoCompleteJob } from './order-auto-complete';
import { orderPaymentExpiryJob } from './order-payment-expiry';
import { createScheduler, type Job, type Scheduler, type SchedulerOptions } from './scheduler';

export { createScheduler, DEFAULT_JOB_INTERVAL_MS, type Job, type Scheduler, type SchedulerOptions } from './scheduler';
export { auctionCloseJob, AUCTION_PAYMENT_DAYS } from './auction-close';
export { orderPaymentExpiryJob } from './order-payment-expiry';
export { orderAutoCompleteJob } from './order-auto-complete';
export { embeddedAnalyzeJob, EMBEDDED_ANALYZE_EVERY_MS } from './embedded-analyze';
export { embeddedCheckpointJob, EMBEDDED_CHECKPOINT_EVERY_MS } from './embedded-checkpoint';
export { merchantTallyFoldJob, TALLY_FOLD_BATCH } from './merchant-tally-fold';

export const serverJobs: readonly Job[] = [auctionCloseJob, orderPaymentExpiryJob, orderAutoCompleteJob, merchantTallyFoldJob];

/** The scheduler of the server's jobs on a database. */
export function createServerScheduler(db: Database, options: Omit<SchedulerOptions, 'db' | 'jobs'> = {}): Scheduler {
  return createScheduler({
    db,
    jobs: db.kind === 'pglite' ? [...serverJobs, embeddedAnalyzeJob, embeddedCheckpointJob] : serverJobs,
    ...options,
  });
}
