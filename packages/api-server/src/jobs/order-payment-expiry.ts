// Fails an order still awaiting payment after its deadline (orders.pay_by, set for auctions won):
// status 6, its stock back on the shelf and, for an auction, the product ends unsold (its page
// shows 已結標 without a winner). Written for any order with a deadline, so the payment expiry of
// other orders can use it by setting pay_by.
import { ORDER_STATUS } from '@storefront/contracts';
import type { Job } from './scheduler';

const DUE = `status = ${ORDER_STATUS.awaitingPayment} and pay_by is not null and pay_by <= $1`;

export const orderPaymentExpiryJob: Job = {
  name: 'order-payment-expiry',
  async due(db, now) {
    return (await db.query(`select 1 from orders where ${DUE} limit 1`, [now.toISOString()])).length > 0;
  },
  async runOne(tx, now) {
    const [order] = await tx.query<{ id: number; auction_product_id: number | null }>(
      `select id, auction_product_id from orders where ${DUE} order by pay_by, id limit 1 for update skip locked`,
      [now.toISOString()],
    );
    if (!order) return false;
    await tx.query('update orders set status = $2, updated_at = now() where id = $1', [order.id, ORDER_STATUS.failed]);
    await tx.query(
      `update stock_models s set inventory = s.inventory + i.quantity
         from order_items i join product_models m on m.id = i.product_model_id
        where i.order_id = $1 and s.id = m.stock_model_id`,
      [order.id],
    );
    if (order.auction_product_id !== null) {
      await tx.query(
        `update products set auction_outcome = 'unsold', auction_winner_id = null, auction_winning_price = null, updated_at = now()
          where id = $1`,
        [order.auction_product_id],
      );
    }
    return true;
  },
};
