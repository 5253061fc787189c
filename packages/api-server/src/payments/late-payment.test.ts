// A paid result that comes after the order gave back its holds (ATM past its deadline, a failed or
// unfinished card payment past its repay window, a cancel while the buyer was still paying): the
// provider gets its success answer, once; the order takes its stock and used points again and is
// paid when every line's stock and the points are still there, else it is cancelled with its
// refund recorded. Through both providers' result paths; stock and the ledger reconcile.
import { CARD_ATTEMPT_MINUTES, ORDER_STATUS, REPAY_WINDOW_MINUTES, type OrderModel } from '@storefront/contracts';
import type { Database } from '../db';
import { client, ORIGIN, openSeededApp, type TestApp } from '../../test/test-support';
import { flowProduct, pay, placeOrder, type FlowProduct } from '../../test/order-flow-fixture';
import { ecpayCredentials } from './ecpay-check-mac';
import { sandboxResult } from '../sandbox/ecpay-routes';
import { createServerScheduler } from '../jobs';

let db: Database;
let app: TestApp;
openSeededApp((opened) => ({ db, app } = opened));

type Client = ReturnType<typeof client>;
const DAY = 24 * 3600_000;
const MINUTE = 60_000;
let product: FlowProduct;
let buyer: Client;
let merchant: Client;
let buyerId: number;

beforeAll(async () => {
  product = await flowProduct(db);
  buyer = client(app);
  await buyer.login('buyer@example.com', 'buyer1234');
  merchant = client(app);
  await merchant.login('merchant@example.com', 'merchant1234');
  buyerId = (await db.query<{ id: number }>(`select id from members where email = 'buyer@example.com'`))[0]!.id;
  // Whatever the seed left due is done first.
  await createServerScheduler(db, { clock: () => new Date(Date.now() + 365 * DAY) }).runDue();
});

const inventory = async () =>
  (await db.query<{ inventory: number }>('select inventory from stock_models where id = $1', [product.stockModelId]))[0]!.inventory;
const setInventory = (value: number) => db.query('update stock_models set inventory = $2 where id = $1', [product.stockModelId, value]);
const balance = async () =>
  (
    await db.query<{ total: number }>('select coalesce(sum(points), 0)::int as total from points_ledger where member_id = $1', [buyerId])
  )[0]!.total;
const detail = async (orderId: number) =>
  ((await (await buyer.get(`/api/member/order/detail/${orderId}`)).json()) as { orderModel: OrderModel }).orderModel;
const ledgerOf = async (orderId: number) =>
  db.query<{ kind: string; points: number; hold_round: number }>(
    'select kind, points, hold_round from points_ledger where order_id = $1 order by id',
    [orderId],
  );
const refundsOf = async (orderId: number) =>
  db.query<{ amount: number; method: string; state: string; cause: string }>(
    'select amount, method, state, cause from order_refunds where order_id = $1',
    [orderId],
  );
const kinds = (model: OrderModel) => (model.events ?? []).map((e) => e.kind);

/** The provider's paid result for an attempt, posted as the provider does; answers its text. */
async function notify(form: Record<string, string>): Promise<string> {
  const response = await app.request(`${ORIGIN}/api/payment/ecpay/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(sandboxResult(form, 'pay', ecpayCredentials())).toString(),
  });
  return response.text();
}

/** An ATM order using a point whose payment deadline passed: the job gave back its holds. */
async function expiredAtmOrder() {
  const order = await placeOrder(buyer, product, 6, 1);
  await pay(app, order.form, 'info', new Date('2026-11-26T02:00:00Z'));
  await createServerScheduler(db, { clock: () => new Date('2026-11-30T00:00:00Z') }).runDue();
  expect((await detail(order.id)).status).toBe(ORDER_STATUS.failed);
  return order;
}

describe('a paid result after the holds were given back', () => {
  it('takes the stock and points again and pays the order when they are there; a repeat changes nothing', async () => {
    const stock = await inventory();
    const points = await balance();
    const order = await expiredAtmOrder();
    expect(await inventory()).toBe(stock);
    expect(await balance()).toBe(points);

    expect(await notify(order.form)).toBe('1|OK');
    const paid = await detail(order.id);
    expect(paid.status).toBe(ORDER_STATUS.awaitingShipment);
    expect(paid.failReason ?? null).toBeNull();
    expect(kinds(paid)).toContain('latePaymentAccepted');
    expect(await inventory()).toBe(stock - 2);
    expect(await balance()).toBe(points - 1);
    expect(await ledgerOf(order.id)).toEqual([
      { kind: 'use', points: -1, hold_round: 1 },
      { kind: 'use_returned', points: 1, hold_round: 1 },
      { kind: 'use', points: -1, hold_round: 2 },
    ]);

    expect(await notify(order.form)).toBe('1|OK');
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.awaitingShipment);
    expect(await inventory()).toBe(stock - 2);
    expect(await ledgerOf(order.id)).toHaveLength(3);
    expect(kinds(await detail(order.id)).filter((k) => k === 'latePaymentAccepted')).toHaveLength(1);

    // It holds again like any paid order: the merchant's cancel gives them back (and refunds it).
    expect((await merchant.post('/api/member/order/cancel', { orderId: order.id })).status).toBe(200);
    expect(await inventory()).toBe(stock);
    expect(await balance()).toBe(points);
    expect(await refundsOf(order.id)).toEqual([{ amount: paid.totalPrice, method: 'transfer', state: 'pending', cause: 'cancel' }]);
  });

  it('cancels the order and records its refund when a line is out of stock; stock and points stay as given back; a repeat refunds once', async () => {
    const order = await expiredAtmOrder();
    const stock = await inventory();
    const points = await balance();
    await setInventory(1);
    try {
      expect(await notify(order.form)).toBe('1|OK');
      const cancelled = await detail(order.id);
      expect(cancelled.status).toBe(ORDER_STATUS.cancelled);
      expect(kinds(cancelled)).toEqual(expect.arrayContaining(['refundRecorded', 'latePaymentRefunded']));
      expect(cancelled.refund).toMatchObject({ amount: cancelled.totalPrice, method: 'transfer', state: 'pending' });
      expect(await inventory()).toBe(1);
      expect(await balance()).toBe(points);
      expect(await notify(order.form)).toBe('1|OK');
      expect(await refundsOf(order.id)).toHaveLength(1);
      expect(kinds(await detail(order.id)).filter((k) => k === 'latePaymentRefunded')).toHaveLength(1);
    } finally {
      await setInventory(stock);
    }
  });

  it('cancels and refunds a card order past its repay window when the points it used are spent, back to the card', async () => {
    const order = await placeOrder(buyer, product, 0, 1);
    await pay(app, order.form, 'fail');
    const [{ failed } = { failed: new Date() }] = await db.query<{ failed: Date }>(
      'select payment_failed_at as failed from orders where id = $1',
      [order.id],
    );
    await createServerScheduler(db, { clock: () => new Date(new Date(failed).getTime() + REPAY_WINDOW_MINUTES * MINUTE) }).runDue();
    const stock = await inventory();
    // The buyer spent every point meanwhile.
    const points = await balance();
    await db.query(`insert into points_ledger (member_id, kind, points) values ($1, 'use', $2)`, [buyerId, -points]);
    try {
      expect(await notify(order.form)).toBe('1|OK');
      const cancelled = await detail(order.id);
      expect(cancelled.status).toBe(ORDER_STATUS.cancelled);
      expect(cancelled.refund).toMatchObject({ method: 'card', state: 'done' });
      expect(await inventory()).toBe(stock);
      expect(await balance()).toBe(0);
      expect((await ledgerOf(order.id)).map((r) => r.kind)).toEqual(['use', 'use_returned']);
    } finally {
      await db.query(`delete from points_ledger where member_id = $1 and kind = 'use' and order_id is null`, [buyerId]);
    }
  });

  it('refunds an order its buyer cancelled while still on the payment page, once', async () => {
    const stock = await inventory();
    const order = await placeOrder(buyer, product, 0);
    expect((await buyer.post('/api/member/order/cancel', { orderId: order.id })).status).toBe(200);
    expect(await notify(order.form)).toBe('1|OK');
    expect(await notify(order.form)).toBe('1|OK');
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.cancelled);
    expect(await refundsOf(order.id)).toEqual([
      { amount: (await detail(order.id)).totalPrice, method: 'card', state: 'done', cause: 'cancel' },
    ]);
    expect(await inventory()).toBe(stock);
  });

  it('takes back an unfinished card payment whose holds ended, through GoMyPay as through ECPay', async () => {
    const stock = await inventory();
    const order = await placeOrder(buyer, product, 0);
    const repay = await buyer.get(`/api/member/gomypay/repay/${order.id}`);
    const html = String(((await repay.json()) as { data: string }).data);
    const fields = Object.fromEntries([...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    const [{ started } = { started: new Date() }] = await db.query<{ started: Date }>(
      'select payment_attempt_at as started from orders where id = $1',
      [order.id],
    );
    await createServerScheduler(db, {
      clock: () => new Date(new Date(started).getTime() + (CARD_ATTEMPT_MINUTES + REPAY_WINDOW_MINUTES) * MINUTE),
    }).runDue();
    expect(await detail(order.id)).toMatchObject({ status: ORDER_STATUS.failed, failReason: 'repayWindowEnded' });
    expect(await inventory()).toBe(stock);
    const paid = await app.request(`${ORIGIN}/sandbox/gomypay/simulate`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, sandboxOutcome: 'pay' }).toString(),
    });
    expect(paid.status).toBe(303);
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.awaitingShipment);
    expect(await inventory()).toBe(stock - 2);
  });

  it('ends paid and holding once when the paid result races the job ending its repay window', async () => {
    const stock = await inventory();
    const points = await balance();
    const order = await placeOrder(buyer, product, 0, 1);
    await pay(app, order.form, 'fail');
    const [{ failed } = { failed: new Date() }] = await db.query<{ failed: Date }>(
      'select payment_failed_at as failed from orders where id = $1',
      [order.id],
    );
    const end = new Date(new Date(failed).getTime() + REPAY_WINDOW_MINUTES * MINUTE);
    const [, answer] = await Promise.all([createServerScheduler(db, { clock: () => end }).runDue(), notify(order.form)]);
    expect(answer).toBe('1|OK');
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.awaitingShipment);
    expect(await inventory()).toBe(stock - 2);
    expect(await balance()).toBe(points - 1);
    expect(await refundsOf(order.id)).toHaveLength(0);
  });

  it('refunds a GoMyPay card payment without stock as a transfer the merchant makes (its result names no provider trade)', async () => {
    const order = await placeOrder(buyer, product, 0);
    const repay = await buyer.get(`/api/member/gomypay/repay/${order.id}`);
    const html = String(((await repay.json()) as { data: string }).data);
    const fields = Object.fromEntries([...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    await db.query(`update orders set payment_attempt_at = now() - interval '1 day' where id = $1`, [order.id]);
    await createServerScheduler(db, { clock: () => new Date() }).runDue();
    expect((await detail(order.id)).failReason).toBe('repayWindowEnded');
    const stock = await inventory();
    await setInventory(0);
    try {
      const paid = await app.request(`${ORIGIN}/sandbox/gomypay/simulate`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...fields, sandboxOutcome: 'pay' }).toString(),
      });
      expect(paid.status).toBe(303);
      const cancelled = await detail(order.id);
      expect(cancelled.status).toBe(ORDER_STATUS.cancelled);
      expect(cancelled.refund).toMatchObject({ amount: cancelled.totalPrice, method: 'transfer', state: 'pending' });
      expect(await inventory()).toBe(0);
    } finally {
      await setInventory(stock);
    }
  });
});
