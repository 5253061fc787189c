// Fails an order still awaiting payment (2) after its deadline: status 6 with the reason
// paymentExpired, its stock back on the shelf and the points it moved undone (used points given
// back, earned ones taken back) and, for an auction, the product ends unsold (its page shows 已結標
// without a winner). The deadline is orders.pay_by when set (an auction won), else, for ATM,
// convenience-store code and barcode payments (types 5–7), the provider's ExpireDate kept in
// e_limitdate: a day (ATM, yyyy/MM/dd: payable to the end of that Taipei day) or a time
// (CVS/barcode, yyyy/MM/dd HH:mm:ss, Taipei). An order whose deadline the provider has not given
// yet does not expire.
import { ORDER_FAIL_REASON, ORDER_STATUS, PAYMENT_TYPE } from '@storefront/contracts';
import { releaseOrderHolds } from '../routes/merchant/merchant-order-release';
import type { Job } from './scheduler';

const DAY = `\\d{4}[-/](0[1-9]|1[0-2])[-/](0[1-9]|[12]\\d|3[01])`;
/** e_limitdate as an instant (Taipei), null when it reads as neither form. */
export const LIMIT_DATE_SQL = `case
    when e_limitdate ~ '^${DAY}$' then ((replace(e_limitdate, '/', '-')::date + 1)::text || ' 00:00:00+08')::timestamptz
    when e_limitdate ~ '^${DAY} ([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$' then (replace(e_limitdate, '/', '-') || '+08')::timestamptz
  end`;

const AWAITING_TYPES = [PAYMENT_TYPE.convenienceStoreBarcode, PAYMENT_TYPE.atmTransfer, PAYMENT_TYPE.virtualAccount].join(', ');

const DUE = `status = ${ORDER_STATUS.awaitingPayment} and (
    (pay_by is not null and pay_by <= $1)
    or (pay_by is null and payment_type in (${AWAITING_TYPES}) and ${LIMIT_DATE_SQL} <= $1))`;

export const orderPaymentExpiryJob: Job = {
  name: 'order-payment-expiry',
  async due(db, now) {
    return (await db.query(`select 1 from orders where ${DUE} limit 1`, [now.toISOString()])).length > 0;
  },
  async runOne(tx, now) {
    const [order] = await tx.query<{ id: number; auction_product_id: number | null }>(
      `select id, auction_product_id from orders where ${DUE} order by id limit 1 for update skip locked`,
      [now.toISOString()],
    );
    if (!order) return false;
    await tx.query('update orders set status = $2, fail_reason = $3, updated_at = now() where id = $1', [
      order.id,
      ORDER_STATUS.failed,
      ORDER_FAIL_REASON.paymentExpired,
    ]);
    await releaseOrderHolds(tx, order.id);
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
