// Pay again for an order whose payment failed or was not completed (status 2 or 6, every card
// type and the wallet: canRepayOrder of contracts; a failure only within its repay window,
// REPAY_WINDOW_MINUTES, after which the payment-expiry job gives back its holds): one provider
// form per attempt, as HTML the order page inserts and submits. The new
// attempt's trade number is recorded and the order set to 2 (awaiting payment) in the same
// transaction; the provider's result then sets 1 (paid) or 6 (failed). An order paid together
// with others (one checkout of several merchants) is paid again together with the orders of its
// group still unpaid: one attempt for all of them, through ECPay or GoMyPay (payment-group.ts). ECPay's form comes from
// the checkout's sandbox/ecpay-form.ts, GoMyPay's from sandbox/gomypay-form.ts.
import {
  ORDER_FAIL_REASON,
  ORDER_STATUS,
  isRepayablePaymentType,
  localizedPath,
  repayDeadline,
  type Language,
} from '@storefront/contracts';
import { canRepayOrder } from '@storefront/contracts/orders';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import type { Database, Queryable } from '../../db';
import { ApiError } from '../../errors';
import { ecpayPaymentForm, merchantTradeNo } from '../../payments/ecpay-form';
import { requestOrigin } from '../../payments/request-origin';
import { requestCashiers } from '../../payments/cashiers';
import { gomypayPaymentForm, gomypayTradeNo } from '../../payments/gomypay-form';
import { recordPaymentAttempt } from '../../payments/payment-group';
import { lockBuyerOrder, lockOrderOfBuyerOrMerchant, type BuyerOrderRow } from './buyer-order-changes';

export type RepayProvider = 'ecpay' | 'gomypay';

async function orderItems(tx: Queryable, orderIds: readonly number[]) {
  const rows = await tx.query<{ product_title: string; quantity: number }>(
    'select product_title, quantity from order_items where order_id = any($1::int[]) order by order_id, id',
    [[...orderIds]],
  );
  return rows.map((r) => ({ productTitle: r.product_title, quantity: r.quantity }));
}

async function buyerName(tx: Queryable, orderId: number): Promise<{ name: string; email: string; telephone: string }> {
  const [row] = await tx.query<{ payment_full_name: string; payment_email: string; payment_telephone: string }>(
    'select payment_full_name, payment_email, payment_telephone from orders where id = $1',
    [orderId],
  );
  return { name: row?.payment_full_name ?? '', email: row?.payment_email ?? '', telephone: row?.payment_telephone ?? '' };
}

/**
 * The orders one repay pays: the order and, when its buyer pays again for an order paid together
 * with others, the orders of its group still unpaid (a merchant's repay link pays its own order
 * only), locked in id order.
 */
async function unpaidOfGroup(tx: Queryable, order: BuyerOrderRow, memberId: number, now: Date): Promise<BuyerOrderRow[]> {
  const rows = await tx.query<BuyerOrderRow & RepayFacts>(
    `select id, order_statement_id, status, payment_type, total_price, pay_by, payment_failed_at, fail_reason from orders
      where payment_group_id = (select payment_group_id from orders where id = $1) and id <> $1
        and buyer_id = $2
      order by id for update`,
    [order.id, memberId],
  );
  const others = rows.filter(
    (o) =>
      canRepayOrder({ status: o.status, paymentType: o.payment_type, failReason: o.fail_reason }) &&
      !(o.pay_by && new Date(o.pay_by).getTime() <= now.getTime()) &&
      !repayWindowEnded(o, o, now),
  );
  return [order, ...others].sort((a, b) => a.id - b.id);
}

interface RepayFacts {
  pay_by: Date | null;
  payment_failed_at: Date | null;
  fail_reason: string | null;
}

/**
 * A failed payment (6) not paid again within its repay window: the payment-expiry job gives back
 * (or gave back) its holds, and it cannot be paid any more, whether or not the job has run yet.
 */
function repayWindowEnded(order: BuyerOrderRow, facts: RepayFacts, now: Date): boolean {
  if (order.status !== ORDER_STATUS.failed || !isRepayablePaymentType(order.payment_type)) return false;
  if (facts.fail_reason === ORDER_FAIL_REASON.repayWindowEnded) return true;
  const deadline = repayDeadline(facts.payment_failed_at, facts.pay_by);
  return deadline !== null && deadline.getTime() <= now.getTime();
}

function checkRepayable(order: BuyerOrderRow, facts: RepayFacts, now: Date): void {
  if (order.status !== ORDER_STATUS.awaitingPayment && order.status !== ORDER_STATUS.failed) {
    throw new ApiError(409, '無法重新付款', '只有付款失敗或尚未付款的信用卡訂單可以重新付款');
  }
  // An order with a payment deadline (an auction won) cannot be paid once it has passed: the
  // payment-expiry job fails it and the auction ends unsold.
  if (facts.pay_by && new Date(facts.pay_by).getTime() <= now.getTime()) {
    throw new ApiError(409, '已逾付款期限', '此訂單已超過付款期限，無法付款');
  }
  if (repayWindowEnded(order, facts, now)) {
    throw new ApiError(409, '重新付款期限已過', '付款失敗後未在期限內重新付款，訂單已失效，商品庫存與使用的點數已退回');
  }
  if (!canRepayOrder({ status: order.status, paymentType: order.payment_type, failReason: facts.fail_reason })) {
    throw new ApiError(409, '無法重新付款', '只有付款失敗或尚未付款的信用卡訂單可以重新付款');
  }
}

export async function repayForm(db: Database, c: Context<AppEnv>, memberId: number, orderId: number, provider: RepayProvider) {
  const origin = requestOrigin(c);
  const cashier = requestCashiers(c, origin);
  const language: Language = c.req.query('lang') === 'en' ? 'en' : 'zh-tw';
  // The order page has one path in both languages (contracts localizedPath: the site remembers the language).
  const back = `${origin}${localizedPath(`/member/order/${orderId}`, language)}`;
  const now = new Date();
  return db.transaction(async (tx) => {
    // The buyer's order of a payment group: the group's rows are locked first, in id order, as a
    // notification of the group locks them, so the two wait for each other rather than deadlock.
    await tx.query(
      `select id from orders where payment_group_id = (select payment_group_id from orders where id = $1 and buyer_id = $2)
        order by id for update`,
      [orderId, memberId],
    );
    // ECPay's repay is also the merchant's repay link (merchant.md §7); GoMyPay's is the buyer's.
    const order =
      provider === 'ecpay' ? await lockOrderOfBuyerOrMerchant(tx, memberId, orderId) : await lockBuyerOrder(tx, memberId, orderId);
    const [facts] = await tx.query<RepayFacts>('select pay_by, payment_failed_at, fail_reason from orders where id = $1', [order.id]);
    checkRepayable(order, facts ?? { pay_by: null, payment_failed_at: null, fail_reason: null }, now);
    // One attempt pays the order and its group's unpaid orders together, whichever provider.
    const group = await unpaidOfGroup(tx, order, memberId, now);
    const ids = group.map((o) => o.id);
    const totalPrice = group.reduce((sum, o) => sum + o.total_price, 0);
    const base = { orderId: order.id, orderStatementId: order.order_statement_id, totalPrice, paymentType: order.payment_type };
    let tradeNo: string;
    let data: string;
    if (provider === 'ecpay') {
      tradeNo = merchantTradeNo(order.id, now);
      data = ecpayPaymentForm({ ...base, orderItems: await orderItems(tx, ids) }, origin, {
        clientBackUrl: back,
        language,
        now,
        cashierUrl: cashier.ecpay,
      });
    } else {
      tradeNo = gomypayTradeNo(order.id, now);
      data = gomypayPaymentForm({ ...base, tradeNo, buyer: await buyerName(tx, order.id) }, origin, back, undefined, cashier.gomypay);
    }
    await recordPaymentAttempt(tx, tradeNo, ids);
    // A new attempt: whatever the last one ended with (not completed) no longer says why.
    await tx.query('update orders set status = $2, fail_reason = null, updated_at = now() where id = any($1::int[])', [
      ids,
      ORDER_STATUS.awaitingPayment,
    ]);
    return { status: 200, data };
  });
}
