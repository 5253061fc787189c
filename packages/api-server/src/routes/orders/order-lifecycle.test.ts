// An order's life after checkout over HTTP, as the buyer, the merchant and the providers see it:
// paid through the sandbox cashier's notice, shipped by the merchant, delivered by the logistics
// provider's signed notice (a forged, replayed or mismatched one refused with one answer),
// 確認收貨, the return request within the 鑑賞期 that the merchant approves (status 5, stock and
// points back, the refund recorded: to the card through the provider, or a transfer marked done)
// or refuses (the buyer sees why, the order stays 3), the refund of a cancelled paid order, the
// change of a pick-up store, the timeline; each refused for the wrong caller, the wrong state,
// twice and when two requests race.
import { ORDER_STATUS, REFUND_METHOD, REFUND_STATE, RETURN_STATUS, type OrderModel } from '@storefront/contracts';
import type { Database } from '../../db';
import { checkMacValue, ecpayCredentials } from '../../payments/ecpay-check-mac';
import { flowProduct, pay as payAs, placeOrder as placeOrderAs, ship as shipAs, type FlowProduct } from '../../../test/order-flow-fixture';
import { LOGISTICS_NOTIFY_PATH, NOTICE_REFUSED } from '../../payments/logistics-notify';
import { logisticsNotice } from '../../sandbox/logistics-status';
import { ECPAY_LOGISTICS_STAGE, logisticsIdOf } from '../../sandbox/logistics-shipment';
import { client, ORIGIN, openSeededApp, type TestApp } from '../../../test/test-support';

let db: Database;
let app: TestApp;
openSeededApp((opened) => ({ db, app } = opened));

type Client = ReturnType<typeof client>;
const DAY = 24 * 3600_000;

const returnForm = (orderId: number) => ({
  orderId,
  refundReason: '尺寸不合',
  refundName: '王小明',
  refundPhone: '0912345678',
  refundAddress: '臺北市大安區復興南路一段 100 號 5 樓',
  refundAccountDetail: '(822) 1234-5678-9012',
});

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
});

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;
const inventory = async () =>
  (await db.query<{ inventory: number }>('select inventory from stock_models where id = $1', [product.stockModelId]))[0]!.inventory;
const points = async () => ((await json(await buyer.get('/api/member/account/points'))).totalPoints as number) ?? 0;
const detail = async (orderId: number, who: Client = buyer) =>
  (await json(await who.get(`/api/member/order/detail/${orderId}`))).orderModel as OrderModel;

const placeOrder = (paymentType: number, usePoints = 0) => placeOrderAs(buyer, product, paymentType, usePoints);
const pay = (form: Record<string, string>, outcome: 'pay' | 'info' = 'pay') => payAs(app, form, outcome);
const ship = (orderId: number) => shipAs(merchant, orderId);

const postNotice = (params: Record<string, string>) =>
  app.request(`${ORIGIN}${LOGISTICS_NOTIFY_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params).toString(),
  });

const deliveredNotice = (statementId: string, now = new Date()) =>
  logisticsNotice({ merchantTradeNo: statementId, subType: 'TCAT', code: '3003' }, ECPAY_LOGISTICS_STAGE, now);

/** A card order paid, shipped and delivered: at 3, in its 鑑賞期. */
async function deliveredCardOrder(usePoints = 0) {
  const order = await placeOrder(0, usePoints);
  await pay(order.form);
  await ship(order.id);
  expect(await (await postNotice(deliveredNotice(order.statementId))).text()).toBe('1|OK');
  return order;
}

describe('delivery notice', () => {
  it('moves a shipping order to 3 with the provider’s time of delivery', async () => {
    const order = await placeOrder(0);
    await pay(order.form);
    await ship(order.id);
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.shipping);
    const at = new Date(Date.now() - 3600_000);
    at.setMilliseconds(0);
    const response = await postNotice(deliveredNotice(order.statementId, at));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('1|OK');
    const model = await detail(order.id);
    expect(model.status).toBe(ORDER_STATUS.complete);
    expect(model.deliveredAt).toBe(at.toISOString());
    expect(model.events?.map((e) => e.kind)).toEqual(expect.arrayContaining(['placed', 'status', 'delivered']));
    expect(model.events?.filter((e) => e.kind === 'status').map((e) => e.toStatus)).toEqual([
      ORDER_STATUS.awaitingShipment,
      ORDER_STATUS.shipping,
      ORDER_STATUS.complete,
    ]);
  });

  it('refuses a forged, replayed, mismatched or unknown notice with one answer, changing nothing', async () => {
    const order = await placeOrder(0);
    await pay(order.form);
    await ship(order.id);
    const good = deliveredNotice(order.statementId);
    const forged = { ...good, RtnCode: '3003', UpdateStatusDate: '2026/01/01 00:00:00' };
    const wrongKey = { ...good, CheckMacValue: checkMacValue(good, ecpayCredentials(), 'md5') };
    const unknown = logisticsNotice({ merchantTradeNo: 'ZS000000000000', subType: 'TCAT', code: '3003' }, ECPAY_LOGISTICS_STAGE);
    const otherMerchant: Record<string, string> = { ...good, MerchantID: '9999999' };
    otherMerchant.CheckMacValue = checkMacValue(otherMerchant, ECPAY_LOGISTICS_STAGE, 'md5');
    for (const params of [forged, wrongKey, unknown, otherMerchant, { ...good, CheckMacValue: '' }]) {
      const response = await postNotice(params);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe(NOTICE_REFUSED);
    }
    expect((await detail(order.id)).status).toBe(ORDER_STATUS.shipping);
    expect(await (await postNotice(good)).text()).toBe('1|OK');
    const replay = await postNotice(good);
    expect(await replay.text()).toBe(NOTICE_REFUSED);
  });

  it('checks a store pick-up’s shipment number and keeps its logistics state', async () => {
    const [pickup] = await db.query<{ id: number; order_statement_id: string }>(
      `select id, order_statement_id from orders where status = 7 and payment_type between 12 and 15 and e_orderno is not null limit 1`,
    );
    const notice = (id: string, code: string) =>
      logisticsNotice(
        { merchantTradeNo: pickup!.order_statement_id, subType: 'HILIFEC2C', code, allPayLogisticsId: id },
        ECPAY_LOGISTICS_STAGE,
      );
    expect(await (await postNotice(notice(logisticsIdOf(pickup!.order_statement_id), '3022'))).text()).toBe(NOTICE_REFUSED);
    const [row] = await db.query<{ e_orderno: string }>('select e_orderno from orders where id = $1', [pickup!.id]);
    expect(await (await postNotice(notice(row!.e_orderno, '3018'))).text()).toBe('1|OK');
    const [state] = await db.query<{ status: number; e_orderstatus: string }>('select status, e_orderstatus from orders where id = $1', [
      pickup!.id,
    ]);
    expect(state).toEqual({ status: ORDER_STATUS.shipping, e_orderstatus: '3018' });
  });

  it('applies one of two identical notices racing', async () => {
    const order = await placeOrder(0);
    await pay(order.form);
    await ship(order.id);
    const notice = deliveredNotice(order.statementId);
    const answers = await Promise.all([postNotice(notice), postNotice(notice)].map(async (r) => (await r).text()));
    expect(answers.sort()).toEqual([NOTICE_REFUSED, '1|OK'].sort());
    const events = (await detail(order.id)).events!.filter((e) => e.kind === 'delivered');
    expect(events).toHaveLength(1);
  });
});

describe('確認收貨', () => {
  it('completes a shipping order for its buyer only, once', async () => {
    const order = await placeOrder(0);
    await pay(order.form);
    expect((await buyer.post('/api/member/order/received', { orderId: order.id })).status).toBe(409);
    await ship(order.id);
    expect((await stranger.post('/api/member/order/received', { orderId: order.id })).status).toBe(404);
    expect((await client(app).post('/api/member/order/received', { orderId: order.id })).status).toBe(401);
    expect((await buyer.post('/api/member/order/received', {})).status).toBe(400);
    const [first, second] = await Promise.all([
      buyer.post('/api/member/order/received', { orderId: order.id }),
      buyer.post('/api/member/order/received', { orderId: order.id }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const model = await detail(order.id);
    expect(model.status).toBe(ORDER_STATUS.complete);
    expect(model.deliveredAt).toBeTruthy();
    expect(model.events!.filter((e) => e.kind === 'received')).toHaveLength(1);
  });
});

describe('returns', () => {
  it('keeps the order at 3 marked requested, with its details, once', async () => {
    const order = await deliveredCardOrder();
    expect((await stranger.post('/api/member/order/refund', returnForm(order.id))).status).toBe(404);
    const response = await buyer.post('/api/member/order/refund', returnForm(order.id));
    expect(await json(response)).toMatchObject({ status: 200, title: '成功送出退貨申請' });
    expect(await detail(order.id)).toMatchObject({
      status: ORDER_STATUS.complete,
      returnStatus: RETURN_STATUS.requested,
      refundReason: '尺寸不合',
      refundAccountDetail: '(822) 1234-5678-9012',
    });
    expect(await detail(order.id, merchant)).toMatchObject({ returnStatus: RETURN_STATUS.requested, refundName: '王小明' });
    const again = await buyer.post('/api/member/order/refund', returnForm(order.id));
    expect(again.status).toBe(409);
  });

  it('refuses a request after the 7-day 鑑賞期', async () => {
    const order = await deliveredCardOrder();
    await db.query('update orders set delivered_at = $2 where id = $1', [order.id, new Date(Date.now() - 7 * DAY - 60_000).toISOString()]);
    const response = await buyer.post('/api/member/order/refund', returnForm(order.id));
    expect(response.status).toBe(409);
    expect((await detail(order.id)).returnStatus).toBeNull();
  });

  it('approves: status 5, stock and points back, the card refunded through the provider', async () => {
    const pointsBefore = await points();
    const stockBefore = await inventory();
    const order = await deliveredCardOrder(1);
    expect(await inventory()).toBe(stockBefore - 2);
    await buyer.post('/api/member/order/refund', returnForm(order.id));

    expect((await stranger.post('/api/merchant/order/return/approve', { orderId: order.id })).status).toBe(403);
    const other = client(app);
    await other.login('merchant2@example.com', 'merchant1234');
    expect((await other.post('/api/merchant/order/return/approve', { orderId: order.id })).status).toBe(404);

    const [first, second] = await Promise.all([
      merchant.post('/api/merchant/order/return/approve', { orderId: order.id }),
      merchant.post('/api/merchant/order/return/approve', { orderId: order.id }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const model = await detail(order.id);
    expect(model).toMatchObject({ status: ORDER_STATUS.refunded, returnStatus: RETURN_STATUS.approved });
    expect(model.refund).toMatchObject({ amount: model.totalPrice, method: REFUND_METHOD.card, state: REFUND_STATE.done });
    expect(model.refund?.doneAt).toBeTruthy();
    expect(await inventory()).toBe(stockBefore);
    expect(await points()).toBe(pointsBefore);
    expect((await merchant.post('/api/merchant/order/refund/done', { orderId: order.id })).status).toBe(409);
  });

  it('refunds an ATM payment by transfer to the buyer’s account, which the merchant marks done once', async () => {
    const order = await placeOrder(6);
    await pay(order.form, 'info');
    await pay(order.form);
    await ship(order.id);
    await buyer.post('/api/member/order/received', { orderId: order.id });
    await buyer.post('/api/member/order/refund', returnForm(order.id));
    expect((await merchant.post('/api/merchant/order/return/approve', { orderId: order.id })).status).toBe(200);
    expect((await detail(order.id)).refund).toMatchObject({
      method: REFUND_METHOD.transfer,
      state: REFUND_STATE.pending,
      accountDetail: '(822) 1234-5678-9012',
    });
    expect((await buyer.post('/api/merchant/order/refund/done', { orderId: order.id })).status).toBe(403);
    expect((await merchant.post('/api/merchant/order/refund/done', { orderId: order.id })).status).toBe(200);
    expect((await merchant.post('/api/merchant/order/refund/done', { orderId: order.id })).status).toBe(409);
    const model = await detail(order.id);
    expect(model.refund).toMatchObject({ state: REFUND_STATE.done });
    expect(model.events!.map((e) => e.kind)).toEqual(expect.arrayContaining(['returnRequested', 'refundRecorded', 'refundDone']));
  });

  it('refuses with a required reason: the buyer sees it, the order stays 3', async () => {
    const order = await deliveredCardOrder();
    expect((await merchant.post('/api/merchant/order/return/refuse', { orderId: order.id, reason: 'x' })).status).toBe(409);
    await buyer.post('/api/member/order/refund', returnForm(order.id));
    expect((await merchant.post('/api/merchant/order/return/refuse', { orderId: order.id, reason: '  ' })).status).toBe(400);
    expect((await merchant.post('/api/merchant/order/return/refuse', { orderId: order.id, reason: 'x'.repeat(501) })).status).toBe(400);
    expect((await merchant.post('/api/merchant/order/return/refuse', { orderId: order.id, reason: '商品已拆封使用' })).status).toBe(200);
    expect(await detail(order.id)).toMatchObject({
      status: ORDER_STATUS.complete,
      returnStatus: RETURN_STATUS.refused,
      returnRefuseReason: '商品已拆封使用',
    });
    expect((await merchant.post('/api/merchant/order/return/approve', { orderId: order.id })).status).toBe(409);
    expect((await buyer.post('/api/member/order/refund', returnForm(order.id))).status).toBe(409);
  });
});

describe('cancel of a paid order', () => {
  it('records the card refund when the merchant cancels at 1; none for an unpaid order', async () => {
    const order = await placeOrder(0);
    await pay(order.form);
    expect((await merchant.post('/api/member/order/cancel', { orderId: order.id })).status).toBe(200);
    const model = await detail(order.id);
    expect(model.status).toBe(ORDER_STATUS.cancelled);
    expect(model.refund).toMatchObject({ amount: model.totalPrice, method: REFUND_METHOD.card, state: REFUND_STATE.done });

    const unpaid = await placeOrder(0);
    expect((await merchant.post('/api/member/order/cancel', { orderId: unpaid.id })).status).toBe(200);
    expect((await detail(unpaid.id)).refund).toBeNull();
  });
});

describe('change of pick-up store', () => {
  const store = { storeId: '013317', storeName: '全家板橋文化店', address: '新北市板橋區文化路一段 100 號', subType: 'FAMIC2C' };

  it('changes the store while the shipment is not created, for the buyer only', async () => {
    const [pickup] = await db.query<{ id: number }>(
      `select o.id from orders o join members m on m.id = o.buyer_id
        where m.email = 'buyer@example.com' and o.status = 1 and o.payment_type = 12 and o.e_orderstatus = '12' limit 1`,
    );
    const orderId = pickup!.id;
    expect((await stranger.post('/api/member/order/store', { orderId, ...store })).status).toBe(404);
    expect((await buyer.post('/api/member/order/store', { orderId, ...store, subType: 'UNIMARTC2C' })).status).toBe(400);
    expect((await buyer.post('/api/member/order/store', { orderId, ...store, storeId: '' })).status).toBe(400);
    expect((await buyer.post('/api/member/order/store', { orderId, ...store })).status).toBe(200);
    expect(await detail(orderId)).toMatchObject({ cvsStoreId: '013317', cvsStoreName: '全家板橋文化店' });
    expect((await detail(orderId)).deliveryAddress).toContain('新北市板橋區文化路一段 100 號');

    await db.query(`update orders set e_orderstatus = '0' where id = $1`, [orderId]);
    expect((await buyer.post('/api/member/order/store', { orderId, ...store, storeId: '006598' })).status).toBe(409);
    expect((await detail(orderId)).cvsStoreId).toBe('013317');
  });
});
