// Completes an order left shipping (7) for AUTO_COMPLETE_DAYS after it shipped (orders.shipped_at):
// status 3, delivered at the job's time, an autoCompleted event on its timeline. The status is the
// done mark: once 3, the order is no longer due.
import { AUTO_COMPLETE_DAYS, ORDER_STATUS } from '@storefront/contracts';
import { markDelivered } from '../routes/orders/order-lifecycle';
import type { Job } from './scheduler';

const DUE = `status = ${ORDER_STATUS.shipping} and shipped_at is not null and shipped_at <= $1`;
const since = (now: Date) => new Date(now.getTime() - AUTO_COMPLETE_DAYS * 24 * 3600_000).toISOString();

export const orderAutoCompleteJob: Job = {
  name: 'order-auto-complete',
  async due(db, now) {
    return (await db.query(`select 1 from orders where ${DUE} limit 1`, [since(now)])).length > 0;
  },
  async runOne(tx, now) {
    const [order] = await tx.query<{ id: number }>(
      `select id from orders where ${DUE} order by shipped_at, id limit 1 for update skip locked`,
      [since(now)],
    );
    if (!order) return false;
    return markDelivered(tx, order.id, 'autoCompleted', now);
  },
};
