// The bank account of a pending transfer refund that has none: an ATM payment that arrives after
// its order expired (and could not take its stock again) cancels and refunds the order as a
// transfer, but no return request ever asked the buyer for an account. The merchant's mark-done
// is refused until the buyer gives one (POST /api/member/order/refundaccount: the buyer's own
// order only, checked as the return request's field, in one transaction with its timeline
// event); then the merchant marks the transfer done and the buyer's order is refunded.
import { ORDER_STATUS, PAYMENT_TYPE, REFUND_METHOD, REFUND_STATE, type OrderListItem, type OrderModel } from '@storefront/contracts';
import { endpoints } from '@storefront/contracts/endpoints';
import * as v from 'valibot';
import type { Database } from '../../db';
import { createServerScheduler } from '../../jobs';
import { flowProduct, pay, placeOrder, type FlowProduct } from '../../../test/order-flow-fixture';
import { client, openSeededApp, type TestApp } from '../../../test/test-support';

let db: Database;
let app: TestApp;
openSeededApp((opened) => ({ db, app } = opened));

type Client = ReturnType<typeof client>;
const DAY = 24 * 3600_000;
const ACCOUNT = '(822) 1234-5678-9012';
let product: FlowProduct;
let buyer: Client;
let merchant: Client;
let stranger: Client;

beforeAll(async () => {
  product = await flowProduct(db);
  buyer = client(app);
  await buyer.login('buyer@example.com', 'buyer1234');
  merchant = client(app);
  await merchant.login('merchant@example.com', 'merchant1234');
  stranger = client(app);
  await stranger.login('member@example.com', 'member1234');
  // Whatever the seed left due is done first, so the expiry below moves only this file's orders.
  await createServerScheduler(db, { clock: () => new Date(Date.now() + 365 * DAY) }).runDue();
});

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;
const detail = async (orderId: number) => (await json(await buyer.get(`/api/member/order/detail/${orderId}`))).orderModel as OrderModel;
const merchantDetail = async (orderId: number) =>
  (await json(await merchant.get(`/api/merchant/order/detail/${orderId}`))).orderModel as OrderModel;
const listed = async (orderId: number) =>
  ((await json(await buyer.get('/api/member/order/list'))).orders as OrderListItem[]).find((o) => o.orderId === orderId);
/** The merchant's paged list with the refund filter, as the contracts read it: the order ids listed. */
const merchantFiltered = async (refund: string) => {
  const page = v.parse(
    endpoints.merchantOrderList.response,
    await json(await merchant.get(`/api/merchant/order/list?refund=${refund}&pageSize=100`)),
  );
  return page.orders.map((o) => o.orderId);
};
/** The order's row on the merchant's paged list (searched by its number), as the contracts read it. */
const merchantListed = async (orderId: number) => {
  const [{ number } = { number: '' }] = await db.query<{ number: string }>(
    'select order_statement_id as number from orders where id = $1',
    [orderId],
  );
  const page = v.parse(endpoints.merchantOrderList.response, await json(await merchant.get(`/api/merchant/order/list?q=${number}`)));
  return page.orders.find((o) => o.orderId === orderId);
};
const giveAccount = (who: Client, orderId: number, refundAccountDetail: string, headers?: Record<string, string>) =>
  who.post('/api/member/order/refundaccount', { orderId, refundAccountDetail }, headers);
const markDone = (orderId: number, headers?: Record<string, string>) =>
  merchant.post('/api/merchant/order/refund/done', { orderId }, headers);
const stockOf = async () =>
  (await db.query<{ inventory: number }>('select inventory from stock_models where id = $1', [product.stockModelId]))[0]!.inventory;
const setStock = (value: number) => db.query('update stock_models set inventory = $2 where id = $1', [product.stockModelId, value]);
const kinds = (model: OrderModel) => (model.events ?? []).map((e) => e.kind);

/**
 * An ATM order whose virtual account was given, left unpaid past its deadline (the expiry job gave
 * back its holds), then paid at the bank while its stock was gone: cancelled, its refund pending.
 */
async function latePaidAtmOrder(): Promise<number> {
  const order = await placeOrder(buyer, product, PAYMENT_TYPE.atmTransfer);
  await pay(app, order.form, 'info');
  await createServerScheduler(db, { clock: () => new Date(Date.now() + 5 * DAY) }).runDue();
  expect(await detail(order.id)).toMatchObject({ status: ORDER_STATUS.failed, failReason: 'paymentExpired' });
  const stock = await stockOf();
  await setStock(1);
  try {
    await pay(app, order.form, 'pay');
  } finally {
    await setStock(stock);
  }
  return order.id;
}

describe('a late ATM payment refunded without an account', () => {
  it('waits for the buyer’s account: the merchant’s mark-done is refused until the buyer gives it, then the order is refunded', async () => {
    const orderId = await latePaidAtmOrder();
    const cancelled = await detail(orderId);
    expect(cancelled.status).toBe(ORDER_STATUS.cancelled);
    expect(kinds(cancelled)).toEqual(expect.arrayContaining(['refundRecorded', 'latePaymentRefunded']));
    expect(cancelled.refund).toMatchObject({ amount: cancelled.totalPrice, method: REFUND_METHOD.transfer, state: REFUND_STATE.pending });
    expect(cancelled.refund?.accountDetail ?? null).toBeNull();
    expect(await listed(orderId)).toMatchObject({ refundAwaitingAccount: true });
    expect(await merchantListed(orderId)).toMatchObject({ status: ORDER_STATUS.cancelled, refundAwaitingAccount: true });
    // The list's refund filter finds it among the refunds waiting for the buyer, not among those due for transfer.
    expect(await merchantFiltered('awaitingAccount')).toContain(orderId);
    expect(await merchantFiltered('awaitingTransfer')).not.toContain(orderId);
    expect((await merchant.get('/api/merchant/order/list?refund=pending')).status).toBe(400);

    // The merchant has nowhere to send the money: refused, in both languages, nothing changed.
    const refused = await markDone(orderId);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ title: '等待買家提供退款帳戶', msg: '買家尚未提供退款帳戶，無法完成退款匯款' });
    // (The headers replace the client's cookie: the session goes with the language.)
    const refusedEn = await markDone(orderId, { cookie: `sid=${merchant.sid ?? ''}; storefront_lang=en` });
    expect(await json(refusedEn)).toMatchObject({ status: 409, title: "Waiting for the buyer's refund account" });
    expect((await merchantDetail(orderId)).refund).toMatchObject({ state: REFUND_STATE.pending });

    // Bad input is refused with the field's issue; another member's order is not found; nothing is written.
    const blank = await giveAccount(buyer, orderId, '   ');
    expect(blank.status).toBe(400);
    expect((await json(blank)).issues).toEqual([{ path: 'refundAccountDetail', key: 'required' }]);
    const long = await giveAccount(buyer, orderId, '1'.repeat(201));
    expect(long.status).toBe(400);
    expect((await json(long)).issues).toEqual([{ path: 'refundAccountDetail', key: 'tooLong' }]);
    expect((await giveAccount(stranger, orderId, ACCOUNT)).status).toBe(404);
    // The merchant is not the buyer: the buyer's call does not serve it.
    expect((await giveAccount(merchant, orderId, ACCOUNT)).status).toBe(404);
    const untouched = await detail(orderId);
    expect(untouched.refund?.accountDetail ?? null).toBeNull();
    expect(kinds(untouched)).not.toContain('refundAccountGiven');

    // The buyer gives it (trimmed, as the return request's field): on the refund, in the timeline.
    const given = await giveAccount(buyer, orderId, `  ${ACCOUNT} `);
    expect(given.status).toBe(200);
    const waiting = await detail(orderId);
    expect(waiting.refund).toMatchObject({ state: REFUND_STATE.pending, accountDetail: ACCOUNT });
    expect(kinds(waiting)).toContain('refundAccountGiven');
    expect((await merchantDetail(orderId)).refund).toMatchObject({ accountDetail: ACCOUNT });
    expect((await listed(orderId))?.refundAwaitingAccount).toBeUndefined();
    const merchantRow = await merchantListed(orderId);
    expect(merchantRow).toMatchObject({ status: ORDER_STATUS.cancelled });
    expect(merchantRow?.refundAwaitingAccount).toBeUndefined();
    expect(await merchantFiltered('awaitingAccount')).not.toContain(orderId);
    expect(await merchantFiltered('awaitingTransfer')).toContain(orderId);

    // The merchant transfers and marks it done, once; the buyer's order is refunded.
    expect((await markDone(orderId)).status).toBe(200);
    expect((await markDone(orderId)).status).toBe(409);
    expect(await merchantFiltered('awaitingTransfer')).not.toContain(orderId);
    const refunded = await detail(orderId);
    expect(refunded.refund).toMatchObject({ state: REFUND_STATE.done, accountDetail: ACCOUNT });
    expect(refunded.refund?.doneAt).toBeTruthy();
    expect(kinds(refunded).slice(-2)).toEqual(['refundAccountGiven', 'refundDone']);

    // Once transferred, the account can no longer change.
    const late = await giveAccount(buyer, orderId, '(700) 0001-2345-6789');
    expect(late.status).toBe(409);
    expect(await json(late)).toMatchObject({ title: '無法提供退款帳戶', msg: '這筆訂單沒有待匯款的退款' });
    expect((await detail(orderId)).refund?.accountDetail).toBe(ACCOUNT);
  });

  it('refuses an order with no pending transfer refund (not paid, or refunded to the card)', async () => {
    const unpaid = await placeOrder(buyer, product, PAYMENT_TYPE.atmTransfer);
    expect((await giveAccount(buyer, unpaid.id, ACCOUNT)).status).toBe(409);
    const card = await placeOrder(buyer, product, PAYMENT_TYPE.creditCard);
    await pay(app, card.form, 'pay');
    expect((await buyer.post('/api/member/order/cancel', { orderId: card.id })).status).toBe(200);
    expect((await detail(card.id)).refund).toMatchObject({ method: REFUND_METHOD.card, state: REFUND_STATE.done });
    expect((await giveAccount(buyer, card.id, ACCOUNT)).status).toBe(409);
    expect(kinds(await detail(card.id))).not.toContain('refundAccountGiven');
    expect((await giveAccount(buyer, 999_999, ACCOUNT)).status).toBe(404);
  });

  it('never marks a transfer done without an account when the buyer and the merchant race', async () => {
    const orderId = await latePaidAtmOrder();
    const [given, done] = await Promise.all([giveAccount(buyer, orderId, ACCOUNT), markDone(orderId)]);
    expect(given.status).toBe(200);
    const refund = (await detail(orderId)).refund;
    expect(refund?.accountDetail).toBe(ACCOUNT);
    // Either the account came first and the transfer was marked done, or the mark-done was refused.
    expect(done.status === 200 ? REFUND_STATE.done : REFUND_STATE.pending).toBe(refund?.state);
    if (done.status !== 200) expect(done.status).toBe(409);
  });
});
