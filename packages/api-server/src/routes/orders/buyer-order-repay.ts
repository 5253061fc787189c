// Pay again for an order whose payment failed or was not completed (status 2 or 6, every card
// type and the wallet: canRepayOrder of contracts): one provider form per attempt, as HTML the order page inserts and submits. The new
// attempt's trade number is recorded and the order set to 2 (awaiting payment) in the same
// transaction; the provider's result then sets 1 (paid) or 6 (failed). ECPay's form comes from
// the checkout's sandbox/ecpay-form.ts, GoMyPay's from sandbox/gomypay-form.ts.
import { ORDER_STATUS } from '@storefront/contracts';
import { canRepayOrder } from '@storefront/contracts/orders';
import type { Context } from 'hono';
import type { Database, Queryable } from '../../db';
import { ApiError } from '../../errors';
import { ecpayPaymentForm, merchantTradeNo } from '../../payments/ecpay-form';
import { requestOrigin } from '../../payments/request-origin';
import { gomypayPaymentForm, gomypayTradeNo } from '../../payments/gomypay-form';
import { lockBuyerOrder, lockOrderOfBuyerOrMerchant, type BuyerOrderRow } from './buyer-order-changes';

export type RepayProvider = 'ecpay' | 'gomypay';

async function orderItems(tx: Queryable, orderId: number) {
  const rows = await tx.query<{ product_title: string; quantity: number }>(
    'select product_title, quantity from order_items where order_id = $1 order by id',
    [orderId],
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

function checkRepayable(order: BuyerOrderRow): void {
  if (!canRepayOrder({ status: order.status, paymentType: order.payment_type })) {
    throw new ApiError(409, '無法重新付款', '只有付款失敗或尚未付款的信用卡訂單可以重新付款');
  }
}

export async function repayForm(db: Database, c: Context, memberId: number, orderId: number, provider: RepayProvider) {
  const origin = requestOrigin(c);
  const language = c.req.query('lang') === 'en' ? 'en' : 'zh-tw';
  // The order page has one path in both languages (the site remembers the language).
  const back = `${origin}/member/order/${orderId}`;
  const now = new Date();
  return db.transaction(async (tx) => {
    // ECPay's repay is also the merchant's repay link (merchant.md §7); GoMyPay's is the buyer's.
    const order =
      provider === 'ecpay' ? await lockOrderOfBuyerOrMerchant(tx, memberId, orderId) : await lockBuyerOrder(tx, memberId, orderId);
    checkRepayable(order);
    // An order with a payment deadline (an auction won) cannot be paid once it has passed: the
    // payment-expiry job fails it and the auction ends unsold.
    const [deadline] = await tx.query<{ pay_by: Date | null }>('select pay_by from orders where id = $1', [order.id]);
    if (deadline?.pay_by && new Date(deadline.pay_by).getTime() <= now.getTime()) {
      throw new ApiError(409, '已逾付款期限', '此訂單已超過付款期限，無法付款');
    }
    const base = {
      orderId: order.id,
      orderStatementId: order.order_statement_id,
      totalPrice: order.total_price,
      paymentType: order.payment_type,
    };
    let data: string;
    let tradeNo: string;
    if (provider === 'ecpay') {
      tradeNo = merchantTradeNo(order.id, now);
      data = ecpayPaymentForm({ ...base, orderItems: await orderItems(tx, order.id) }, origin, { clientBackUrl: back, language, now });
    } else {
      tradeNo = gomypayTradeNo(order.id, now);
      data = gomypayPaymentForm({ ...base, tradeNo, buyer: await buyerName(tx, order.id) }, origin, back);
    }
    await tx.query('update orders set status = $2, payment_trade_no = $3, updated_at = now() where id = $1', [
      order.id,
      ORDER_STATUS.awaitingPayment,
      tradeNo,
    ]);
    return { status: 200, data };
  });
}
