// The order jobs with a fake clock: an ATM or barcode order past the provider's ExpireDate fails
// (status 6, the reason shown to the buyer, stock and points back), once, not a moment early; an
// order shipping for 7 days completes by itself, once; two schedulers running the same due work
// at once do each item once; cancelling a failed order gives back what it still holds, never twice.
import { CARD_ATTEMPT_MINUTES, ORDER_FAIL_REASON, ORDER_STATUS, REPAY_WINDOW_MINUTES, type OrderModel } from '@storefront/contracts';
import { recordPaymentAttempt } from '../payments/payment-group';
import type { Database } from '../db';
import { client, openSeededApp, type TestApp } from '../../test/test-support';
import { flowProduct, pay, placeOrder, ship, type FlowProduct } from '../../test/order-flow-fixture';
import { createServerScheduler } from '.';

let db: Database;
let app: TestApp;
openSeededApp((opened) => ({ db, app } = opened));

type Client = ReturnType<typeof client>;
const DAY = 24 * 3600_000;
let product: FlowProduct;
let buyer: Client;
let merchant: Client;

beforeAll(async () => {
  product = await flowProduct(db);
  buyer = client(app);
  await buyer.login('buyer@example.com', 'buyer1234');
  merchant = client(app);
  await merchant.login('merchant@example.com', 'merchant1234');
});

const at = (date: Date) => () => date;
const inventory = async () =>
  (await db.query<{ inventory: number }>('select inventory from stock_models where id = $1', [product.stockModelId]))[0]!.inventory;
const points = async () => ((await (await buyer.get('/api/member/account/points')).json()) as { totalPoints: number }).totalPoints;
const detail = async (orderId: number) =>
  ((await (await buyer.get(`/api/member/order/detail/${orderId}`)).json()) as { orderModel: OrderModel }).orderModel;

describe('payment expiry', () => {
  it('fails an ATM order at the end of its ExpireDate (Taipei), giving back stock and points, once', async () => {
    const stock = await inventory();
    const balance = await points();
    const [{ last } = { last: 0 }] = await db.query<{ last: number }>('select coalesce(max(id), 0)::int as last from points_ledger');
    const issued = new Date('2026-11-26T02:00:00Z'); // 10:00 in Taipei
    const order = await placeOrder(buyer, product, 6, 1);
    await pay(app, order.form, 'info', issued);
    const model = await detail(order.id);
    expect(model.e_limitdate).toBe('2026/11/29');
    expect(await inventory()).toBe(stock - 2);

    // Payable to the end of 29 November in Taipei: 2026-11-29T16:00Z.
    const before = createServerScheduler(db, { clock: at(new Date('2026-11-29T15:59:59Z')) });
    await before.runDue();
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.awaitingPayment);

    const after = createServerScheduler(db, { clock: at(new Date('2026-11-29T16:00:00Z')) });
    expect((await after.runDue())['order-payment-expiry']).toBeGreaterThanOrEqual(1);
    expect((await after.runDue())['order-payment-expiry']).toBe(0);
    const failed = await detail(order.id);
    expect(failed).toMatchObject({ status: ORDER_STATUS.failed, failReason: ORDER_FAIL_REASON.paymentExpired });
    expect(await inventory()).toBe(stock);
    // The point used came back; the same run also completed the buyer's seeded shipping orders
    // (auto-complete), whose purchase points were credited then.
    const [{ completed } = { completed: 0 }] = await db.query<{ completed: number }>(
      `select coalesce(sum(l.points), 0)::int as completed from points_ledger l join orders o on o.id = l.order_id
        where l.id > $1 and l.kind = 'purchase' and o.buyer_id = (select id from members where email = 'buyer@example.com')`,
      [last],
    );
    expect(await points()).toBe(balance + completed);
    expect(failed.events?.some((e) => e.kind === 'status' && e.toStatus === ORDER_STATUS.failed)).toBe(true);
  });

  it('fails a barcode order at its ExpireDate time; an order without a deadline stays', async () => {
    const issued = new Date('2026-11-26T02:00:00Z');
    const order = await placeOrder(buyer, product, 5);
    await pay(app, order.form, 'info', issued);
    const waiting = await placeOrder(buyer, product, 7);
    expect((await detail(order.id)).e_limitdate).toBe('2026/12/03 10:00:00');
    await createServerScheduler(db, { clock: at(new Date('2026-12-03T01:59:59Z')) }).runDue();
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.awaitingPayment);
    await createServerScheduler(db, { clock: at(new Date('2026-12-03T02:00:00Z')) }).runDue();
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.failed);
    expect((await detail(waiting.id)).status).toBe(ORDER_STATUS.awaitingPayment);
  });

  it('fails each due order once when two schedulers run at the same time', async () => {
    const issued = new Date('2026-11-26T02:00:00Z');
    const orders = [await placeOrder(buyer, product, 6), await placeOrder(buyer, product, 6), await placeOrder(buyer, product, 6)];
    for (const order of orders) await pay(app, order.form, 'info', issued);
    const stock = await inventory();
    const clock = at(new Date('2026-11-30T00:00:00Z'));
    const counts = await Promise.all([createServerScheduler(db, { clock }).runDue(), createServerScheduler(db, { clock }).runDue()]);
    for (const order of orders) expect((await detail(order.id)).status).toBe(ORDER_STATUS.failed);
    expect(await inventory()).toBe(stock + 2 * orders.length);
    const failedEvents = await db.query(`select 1 from order_events where order_id = any($1) and to_status = $2`, [
      orders.map((o) => o.id),
      ORDER_STATUS.failed,
    ]);
    expect(failedEvents).toHaveLength(orders.length);
    expect((counts[0]['order-payment-expiry'] ?? 0) + (counts[1]['order-payment-expiry'] ?? 0)).toBeGreaterThanOrEqual(orders.length);
  });
});

describe('cancel of a failed order', () => {
  it('gives back the stock and points of an order whose card payment failed, once', async () => {
    const stock = await inventory();
    const balance = await points();
    const order = await placeOrder(buyer, product, 0, 1);
    await pay(app, order.form, 'fail');
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.failed);
    expect(await inventory()).toBe(stock - 2);
    expect(await points()).not.toBe(balance);
    expect((await buyer.post('/api/member/order/cancel', { orderId: order.id })).status).toBe(200);
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.cancelled);
    expect(await inventory()).toBe(stock);
    expect(await points()).toBe(balance);
    expect((await buyer.post('/api/member/order/cancel', { orderId: order.id })).status).toBe(409);
    expect(await inventory()).toBe(stock);
  });

  it('gives nothing twice for an order whose payment expired (the job gave its holds back)', async () => {
    const order = await placeOrder(buyer, product, 6, 1);
    await pay(app, order.form, 'info', new Date('2026-11-26T02:00:00Z'));
    await createServerScheduler(db, { clock: at(new Date('2026-11-30T00:00:00Z')) }).runDue();
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.failed);
    const stock = await inventory();
    const balance = await points();
    expect((await buyer.post('/api/member/order/cancel', { orderId: order.id })).status).toBe(200);
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.cancelled);
    expect(await inventory()).toBe(stock);
    expect(await points()).toBe(balance);
  });

  it("lets the order's merchant cancel a failed order too", async () => {
    const stock = await inventory();
    const order = await placeOrder(buyer, product, 0);
    await pay(app, order.form, 'fail');
    expect((await merchant.post('/api/member/order/cancel', { orderId: order.id })).status).toBe(200);
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.cancelled);
    expect(await inventory()).toBe(stock);
  });
});

describe('auto-complete', () => {
  it('completes an order 7 days after it shipped, once, delivered at the job’s time', async () => {
    const order = await placeOrder(buyer, product, 0);
    await pay(app, order.form);
    await ship(merchant, order.id);
    const [{ shipped_at: shippedAt } = { shipped_at: new Date() }] = await db.query<{ shipped_at: Date }>(
      'select shipped_at from orders where id = $1',
      [order.id],
    );
    const due = new Date(new Date(shippedAt).getTime() + 7 * DAY);
    await createServerScheduler(db, { clock: at(new Date(due.getTime() - 1000)) }).runDue();
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.shipping);

    const scheduler = createServerScheduler(db, { clock: at(due) });
    expect((await scheduler.runDue())['order-auto-complete']).toBeGreaterThanOrEqual(1);
    expect((await scheduler.runDue())['order-auto-complete']).toBe(0);
    const model = await detail(order.id);
    expect(model).toMatchObject({ status: ORDER_STATUS.complete, deliveredAt: due.toISOString() });
    expect(model.events?.filter((e) => e.kind === 'autoCompleted')).toHaveLength(1);
  });

  it('leaves an order the buyer already received', async () => {
    const order = await placeOrder(buyer, product, 0);
    await pay(app, order.form);
    await ship(merchant, order.id);
    expect((await buyer.post('/api/member/order/received', { orderId: order.id })).status).toBe(200);
    await createServerScheduler(db, { clock: at(new Date(Date.now() + 30 * DAY)) }).runDue();
    const model = await detail(order.id);
    expect(model.events?.filter((e) => e.kind === 'autoCompleted')).toHaveLength(0);
    expect(model.events?.filter((e) => e.kind === 'received')).toHaveLength(1);
  });
});

describe('repay window of a failed card payment', () => {
  const MINUTE = 60_000;
  const ledgerOf = async (orderId: number) =>
    db.query<{ kind: string; points: number }>('select kind, points from points_ledger where order_id = $1 order by id', [orderId]);
  const failedAt = async (orderId: number) =>
    new Date(
      (await db.query<{ payment_failed_at: Date }>('select payment_failed_at from orders where id = $1', [orderId]))[0]!.payment_failed_at,
    );
  /** A card order using a point whose payment failed; when it failed (the database's time). */
  async function failedCardOrder() {
    const order = await placeOrder(buyer, product, 0, 1);
    await pay(app, order.form, 'fail');
    return { ...order, failedAt: await failedAt(order.id) };
  }
  const repay = (orderId: number, headers?: Record<string, string>) => buyer.get(`/api/member/ecpay/repay/${orderId}`, headers);
  const formOf = async (response: Response) => {
    const html = String(((await response.json()) as { data: string }).data);
    return Object.fromEntries([...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&quot;/g, '"')]));
  };

  beforeAll(async () => {
    // Whatever earlier tests left due is done first, so each test below sees only its own orders.
    await createServerScheduler(db, { clock: at(new Date(Date.now() + 365 * DAY)) }).runDue();
  });

  it('keeps the stock and points of a failed payment until the window ends: the buyer may pay again meanwhile', async () => {
    const stock = await inventory();
    const balance = await points();
    const order = await failedCardOrder();
    expect(await inventory()).toBe(stock - 2);
    expect(await points()).toBe(balance - 1);
    expect(await detail(order.id)).toMatchObject({
      status: ORDER_STATUS.failed,
      repayBy: new Date(order.failedAt.getTime() + REPAY_WINDOW_MINUTES * MINUTE).toISOString(),
    });
    expect((await detail(order.id)).failReason ?? null).toBeNull();

    const before = createServerScheduler(db, { clock: at(new Date(order.failedAt.getTime() + REPAY_WINDOW_MINUTES * MINUTE - 1000)) });
    expect((await before.runDue())['order-payment-expiry']).toBe(0);
    expect(await inventory()).toBe(stock - 2);
    expect(await points()).toBe(balance - 1);

    // Paid again and failed again: a new window from the new failure; then paid for good.
    const again = await repay(order.id);
    expect(again.status).toBe(200);
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.awaitingPayment);
    await pay(app, await formOf(again), 'fail');
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.failed);
    const third = await repay(order.id);
    expect(third.status).toBe(200);
    await pay(app, await formOf(third), 'pay');
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.awaitingShipment);
    // A paid order is never released by the window, however late the job runs.
    await createServerScheduler(db, { clock: at(new Date(Date.now() + 2 * DAY)) }).runDue();
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.awaitingShipment);
    expect(await inventory()).toBe(stock - 2);
    expect(await points()).toBe(balance - 1);
    expect((await merchant.post('/api/member/order/cancel', { orderId: order.id })).status).toBe(200);
    expect(await inventory()).toBe(stock);
  });

  it('gives back the stock and points once the window ended, once; repay is then refused and cancel gives nothing twice', async () => {
    const stock = await inventory();
    const balance = await points();
    const order = await failedCardOrder();
    const end = new Date(order.failedAt.getTime() + REPAY_WINDOW_MINUTES * MINUTE);

    const scheduler = createServerScheduler(db, { clock: at(end) });
    expect((await scheduler.runDue())['order-payment-expiry']).toBe(1);
    expect((await scheduler.runDue())['order-payment-expiry']).toBe(0);
    expect(await inventory()).toBe(stock);
    expect(await points()).toBe(balance);
    expect(await ledgerOf(order.id)).toEqual([
      { kind: 'use', points: -1 },
      { kind: 'use_returned', points: 1 },
    ]);
    const ended = await detail(order.id);
    expect(ended).toMatchObject({ status: ORDER_STATUS.failed, failReason: ORDER_FAIL_REASON.repayWindowEnded });
    expect(ended.repayBy ?? null).toBeNull();
    expect(ended.events?.filter((e) => e.kind === 'repayWindowEnded')).toEqual([expect.objectContaining({ at: end.toISOString() })]);

    const refused = await repay(order.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      title: '重新付款期限已過',
      msg: '付款失敗後未在期限內重新付款，訂單已失效，商品庫存與使用的點數已退回',
    });
    const english = await repay(order.id, { cookie: `sid=${buyer.sid}; storefront_lang=en` });
    expect(await english.json()).toMatchObject({ title: 'Time to pay again has passed' });
    expect((await buyer.get(`/api/member/gomypay/repay/${order.id}`)).status).toBe(409);
    expect((await merchant.get(`/api/member/ecpay/repay/${order.id}`)).status).toBe(409);
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.failed);

    expect((await buyer.post('/api/member/order/cancel', { orderId: order.id })).status).toBe(200);
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.cancelled);
    expect(await inventory()).toBe(stock);
    expect(await points()).toBe(balance);
    expect(await ledgerOf(order.id)).toHaveLength(2);
  });

  it('refuses repay once the window ended even before the job ran', async () => {
    const stock = await inventory();
    const order = await failedCardOrder();
    await db.query(`update orders set payment_failed_at = now() - interval '${REPAY_WINDOW_MINUTES} minutes' where id = $1`, [order.id]);
    expect((await repay(order.id)).status).toBe(409);
    expect(await inventory()).toBe(stock - 2);
    await createServerScheduler(db, { clock: at(new Date()) }).runDue();
    expect((await detail(order.id)).failReason).toBe(ORDER_FAIL_REASON.repayWindowEnded);
    expect(await inventory()).toBe(stock);
  });

  it('releases each order once when two schedulers run at the same time, and once when a cancel races the job', async () => {
    const stock = await inventory();
    const balance = await points();
    const orders = [await failedCardOrder(), await failedCardOrder(), await failedCardOrder()];
    expect(await inventory()).toBe(stock - 2 * orders.length);
    const clock = at(new Date(Math.max(...orders.map((o) => o.failedAt.getTime())) + REPAY_WINDOW_MINUTES * MINUTE));
    const counts = await Promise.all([createServerScheduler(db, { clock }).runDue(), createServerScheduler(db, { clock }).runDue()]);
    expect((counts[0]['order-payment-expiry'] ?? 0) + (counts[1]['order-payment-expiry'] ?? 0)).toBe(orders.length);
    expect(await inventory()).toBe(stock);
    expect(await points()).toBe(balance);
    for (const order of orders) expect((await ledgerOf(order.id)).filter((r) => r.kind === 'use_returned')).toHaveLength(1);

    const raced = await failedCardOrder();
    const [, cancel] = await Promise.all([
      createServerScheduler(db, { clock: at(new Date(raced.failedAt.getTime() + REPAY_WINDOW_MINUTES * MINUTE)) }).runDue(),
      buyer.post('/api/member/order/cancel', { orderId: raced.id }),
    ]);
    expect(cancel.status).toBe(200);
    expect((await detail(raced.id)).status).toBe(ORDER_STATUS.cancelled);
    expect(await inventory()).toBe(stock);
    expect(await points()).toBe(balance);
    expect((await ledgerOf(raced.id)).filter((r) => r.kind === 'use_returned')).toHaveLength(1);
  });
});

describe('a card payment started and never completed', () => {
  const MINUTE = 60_000;
  const attemptAt = async (orderId: number) =>
    new Date(
      (await db.query<{ payment_attempt_at: Date }>('select payment_attempt_at from orders where id = $1', [orderId]))[0]!
        .payment_attempt_at,
    );
  const eventsOf = async (orderId: number, kind: string) =>
    db.query<{ created_at: Date }>('select created_at from order_events where order_id = $1 and kind = $2', [orderId, kind]);

  beforeAll(async () => {
    await createServerScheduler(db, { clock: at(new Date(Date.now() + 365 * DAY)) }).runDue();
  });

  it('fails the order CARD_ATTEMPT_MINUTES after the attempt started, not a second early, once; the repay window then gives back its holds', async () => {
    const stock = await inventory();
    const balance = await points();
    const order = await placeOrder(buyer, product, 0, 1);
    const started = await attemptAt(order.id);
    const runOut = new Date(started.getTime() + CARD_ATTEMPT_MINUTES * MINUTE);
    expect(await inventory()).toBe(stock - 2);

    expect((await createServerScheduler(db, { clock: at(new Date(runOut.getTime() - 1000)) }).runDue())['order-payment-expiry']).toBe(0);
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.awaitingPayment);

    const scheduler = createServerScheduler(db, { clock: at(runOut) });
    expect((await scheduler.runDue())['order-payment-expiry']).toBe(1);
    expect((await scheduler.runDue())['order-payment-expiry']).toBe(0);
    const failed = await detail(order.id);
    expect(failed).toMatchObject({
      status: ORDER_STATUS.failed,
      failReason: ORDER_FAIL_REASON.paymentNotCompleted,
      repayBy: new Date(runOut.getTime() + REPAY_WINDOW_MINUTES * MINUTE).toISOString(),
    });
    expect(failed.events?.filter((e) => e.kind === 'paymentNotCompleted')).toEqual([expect.objectContaining({ at: runOut.toISOString() })]);
    expect(failed.events?.filter((e) => e.kind === 'status' && e.toStatus === ORDER_STATUS.failed)).toHaveLength(1);
    // Still held for the repay window: the buyer may pay again.
    expect(await inventory()).toBe(stock - 2);
    expect(await points()).toBe(balance - 1);
    const end = new Date(runOut.getTime() + REPAY_WINDOW_MINUTES * MINUTE);
    await createServerScheduler(db, { clock: at(new Date(end.getTime() - 1000)) }).runDue();
    expect(await inventory()).toBe(stock - 2);

    expect((await createServerScheduler(db, { clock: at(end) }).runDue())['order-payment-expiry']).toBe(1);
    expect(await detail(order.id)).toMatchObject({ status: ORDER_STATUS.failed, failReason: ORDER_FAIL_REASON.repayWindowEnded });
    expect(await inventory()).toBe(stock);
    expect(await points()).toBe(balance);
  });

  it('catches up after downtime: an attempt that ran out long ago fails and gives back its holds in one run', async () => {
    const stock = await inventory();
    const order = await placeOrder(buyer, product, 8);
    const late = new Date((await attemptAt(order.id)).getTime() + 3 * DAY);
    expect((await createServerScheduler(db, { clock: at(late) }).runDue())['order-payment-expiry']).toBe(2);
    expect(await detail(order.id)).toMatchObject({ status: ORDER_STATUS.failed, failReason: ORDER_FAIL_REASON.repayWindowEnded });
    expect(await eventsOf(order.id, 'paymentNotCompleted')).toHaveLength(1);
    expect(await inventory()).toBe(stock);
  });

  it('lets the buyer pay again within the repay window; the new attempt counts from its own start', async () => {
    const order = await placeOrder(buyer, product, 0);
    const runOut = new Date((await attemptAt(order.id)).getTime() + CARD_ATTEMPT_MINUTES * MINUTE);
    await createServerScheduler(db, { clock: at(runOut) }).runDue();
    const again = await buyer.get(`/api/member/ecpay/repay/${order.id}`);
    expect(again.status).toBe(200);
    const repaid = await detail(order.id);
    expect(repaid.status).toBe(ORDER_STATUS.awaitingPayment);
    expect(repaid.failReason ?? null).toBeNull();
    const html = String(((await again.json()) as { data: string }).data);
    const form = Object.fromEntries(
      [...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&quot;/g, '"')]),
    );
    await pay(app, form, 'pay');
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.awaitingShipment);
    await createServerScheduler(db, { clock: at(new Date(Date.now() + 2 * DAY)) }).runDue();
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.awaitingShipment);
  });

  it('fails each order once when two schedulers run at the same time', async () => {
    const orders = [await placeOrder(buyer, product, 0), await placeOrder(buyer, product, 1), await placeOrder(buyer, product, 9)];
    const stock = await inventory();
    let latest = 0;
    for (const order of orders) latest = Math.max(latest, (await attemptAt(order.id)).getTime());
    const clock = at(new Date(latest + CARD_ATTEMPT_MINUTES * MINUTE));
    const counts = await Promise.all([createServerScheduler(db, { clock }).runDue(), createServerScheduler(db, { clock }).runDue()]);
    expect((counts[0]['order-payment-expiry'] ?? 0) + (counts[1]['order-payment-expiry'] ?? 0)).toBe(orders.length);
    for (const order of orders) {
      expect((await detail(order.id)).failReason).toBe(ORDER_FAIL_REASON.paymentNotCompleted);
      expect(await eventsOf(order.id, 'paymentNotCompleted')).toHaveLength(1);
    }
    expect(await inventory()).toBe(stock);
  });

  it('fails the orders one attempt pays together, as one item', async () => {
    const orders = [await placeOrder(buyer, product, 0), await placeOrder(buyer, product, 0)];
    const ids = orders.map((o) => o.id);
    await db.transaction((tx) => recordPaymentAttempt(tx, `G${ids[0]}T${Date.now().toString(36)}`.slice(0, 20), ids));
    const runOut = new Date((await attemptAt(ids[0]!)).getTime() + CARD_ATTEMPT_MINUTES * MINUTE);
    expect((await createServerScheduler(db, { clock: at(runOut) }).runDue())['order-payment-expiry']).toBe(1);
    for (const id of ids) expect((await detail(id)).failReason).toBe(ORDER_FAIL_REASON.paymentNotCompleted);
  });

  it('lets a result of the current attempt that races the job win: paid stays paid, holding its stock once', async () => {
    const stock = await inventory();
    const order = await placeOrder(buyer, product, 0);
    const runOut = new Date((await attemptAt(order.id)).getTime() + CARD_ATTEMPT_MINUTES * MINUTE);
    await Promise.all([createServerScheduler(db, { clock: at(runOut) }).runDue(), pay(app, order.form, 'pay')]);
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.awaitingShipment);
    expect((await detail(order.id)).failReason ?? null).toBeNull();
    expect(await inventory()).toBe(stock - 2);
    await createServerScheduler(db, { clock: at(new Date(runOut.getTime() + DAY)) }).runDue();
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.awaitingShipment);
    expect((await db.query('select 1 from orders where id = $1 and holds_released_at is null', [order.id])).length).toBe(1);

    // A failed result before the job: the order failed (never "not completed"); its own repay window
    // from the failure (shorter than an attempt's life) has ended by then.
    const failing = await placeOrder(buyer, product, 0);
    await pay(app, failing.form, 'fail');
    await createServerScheduler(db, {
      clock: at(new Date((await attemptAt(failing.id)).getTime() + CARD_ATTEMPT_MINUTES * MINUTE)),
    }).runDue();
    expect((await detail(failing.id)).failReason).toBe(ORDER_FAIL_REASON.repayWindowEnded);
    expect(await eventsOf(failing.id, 'paymentNotCompleted')).toHaveLength(0);
  });

  it('leaves an auction order to its payment deadline', async () => {
    const order = await placeOrder(buyer, product, 0);
    const payBy = new Date(Date.now() + 3 * DAY);
    await db.query('update orders set pay_by = $2 where id = $1', [order.id, payBy.toISOString()]);
    await createServerScheduler(db, { clock: at(new Date(payBy.getTime() - 1000)) }).runDue();
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.awaitingPayment);
    await createServerScheduler(db, { clock: at(payBy) }).runDue();
    expect(await detail(order.id)).toMatchObject({ status: ORDER_STATUS.failed, failReason: ORDER_FAIL_REASON.paymentExpired });
  });
});
