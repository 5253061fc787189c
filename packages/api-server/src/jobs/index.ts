// The API server's jobs, in the order they run: auctions close (creating orders with a payment
// deadline), then orders past their deadline fail, then orders shipping for 7 days complete.
import type { Database } from '../db';
import { auctionCloseJob } from './auction-close';
import { orderAutoCompleteJob } from './order-auto-complete';
import { orderPaymentExpiryJob } from './order-payment-expiry';
import { createScheduler, type Job, type Scheduler, type SchedulerOptions } from './scheduler';

export { createScheduler, DEFAULT_JOB_INTERVAL_MS, type Job, type Scheduler, type SchedulerOptions } from './scheduler';
export { auctionCloseJob, AUCTION_PAYMENT_DAYS } from './auction-close';
export { orderPaymentExpiryJob } from './order-payment-expiry';
export { orderAutoCompleteJob } from './order-auto-complete';

export const serverJobs: readonly Job[] = [auctionCloseJob, orderPaymentExpiryJob, orderAutoCompleteJob];

/** The scheduler of the server's jobs on a database. */
export function createServerScheduler(db: Database, options: Omit<SchedulerOptions, 'db' | 'jobs'> = {}): Scheduler {
  return createScheduler({ db, jobs: serverJobs, ...options });
}
