// The merchant's orders over HTTP: list filters, complete-shipment (1 → 7, recorded for the
// buyer), refusals, another merchant's order, and the sandbox label print.
import { ORDER_STATUS, PAYMENT_TYPE, REFUND_METHOD, REFUND_STATE } from '@storefront/contracts';
import type { Database } from '../../db';
import { ORIGIN, client, type TestApp, openSeededApp } from '../../../test/test-support';
import { cancelOrderAsMerchant } from './merchant-orders';

let db: Database;
let app: TestApp;

openSeededApp((opened) => ({ db, app } = opened));

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;
const memberId = async (email: string) => (await db.query<{ id: number }>('select id from members where email = $1', [email]))[0]!.id;

async function orderOf(email: string, where: string, params: unknown[] = []) {
  const merchant = await memberId(email);
  const rows = await db.query<{ id: number; status: number; e_orderno: string | null; payment_type: number }>(
    `select id, status, e_orderno, payment_type from orders where merchant_id = $1 and ${where} order by id limit 1`,
    [merchant, ...params],
  );
  return rows[0]!;
}

async function asMerchant(email = 'merchant@example.com') {
  const browser = client(app);
  await browser.login(email, 'merchant1234');
  return browser;
}

const shipment = (orderId: number) => ({
  orderId,
  deliveryDate: '2026-11-20',
  deliveryETA: '黑貓宅急便',
  deliveryTrackingCode: 'TC-0001-2345',
});

describe('merchant order list', () => {
  it('lists only the merchant’s own orders, with the orderer', async () => {
    const browser = await asMerchant();
    const body = await json(await browser.get('/api/merchant/order/list'));
    const orders = body.orders as { orderId: number; orderName: string }[];
    const own = await db.query<{ id: number }>('select id from orders where merchant_id = $1', [await memberId('merchant@example.com')]);
    expect(orders.map((o) => o.orderId).sort()).toEqual(own.map((o) => o.id).sort());
    expect(orders.every((o) => o.orderName.length > 0)).toBe(true);
  });

  it('filters by status and by month', async () => {
    const browser = await asMerchant();
    const shipping = (await json(await browser.get('/api/merchant/order/list?status=1'))).orders as { status: number }[];
    expect(shipping.length).toBeGreaterThan(0);
    expect(shipping.every((o) => o.status === ORDER_STATUS.awaitingShipment)).toBe(true);
    const empty = (await json(await browser.get('/api/merchant/order/list?month=2001-01'))).orders as unknown[];
    expect(empty).toEqual([]);
  });
});

describe('merchant order detail', () => {
  it('shows an order of the merchant’s shop, never one the merchant bought as a buyer', async () => {
    const own = await orderOf('merchant@example.com', 'true');
    const bought = await orderOf('merchant2@example.com', 'status = 1');
    // merchant@example.com buys from merchant2: the order is theirs as a buyer only.
    const [{ buyer_id: buyer } = { buyer_id: 0 }] = await db.query<{ buyer_id: number }>('select buyer_id from orders where id = $1', [
      bought.id,
    ]);
    await db.query('update orders set buyer_id = $2 where id = $1', [bought.id, await memberId('merchant@example.com')]);
    try {
      const browser = await asMerchant();
      const shown = await browser.get(`/api/merchant/order/detail/${own.id}`);
      expect(shown.status).toBe(200);
      expect(((await json(shown)).orderModel as { orderId: number }).orderId).toBe(own.id);
      expect((await browser.get(`/api/merchant/order/detail/${bought.id}`)).status).toBe(404);
      // As a buyer the order stays theirs on the member's screens.
      expect((await browser.get(`/api/member/order/detail/${bought.id}`)).status).toBe(200);
    } finally {
      await db.query('update orders set buyer_id = $2 where id = $1', [bought.id, buyer]);
    }
  });

  it('is for merchants only', async () => {
    const browser = client(app);
    await browser.login('buyer@example.com', 'buyer1234');
    const order = await orderOf('merchant@example.com', 'true');
    expect([401, 403]).toContain((await browser.get(`/api/merchant/order/detail/${order.id}`)).status);
  });
});

describe('complete shipment', () => {
  it('ships an order awaiting shipment: status 7, and the buyer sees date, company and tracking code', async () => {
    const order = await orderOf('merchant@example.com', 'status = 1 and payment_type = 3');
    const browser = await asMerchant();
    const response = await browser.post('/api/merchant/order/complete', shipment(order.id));
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ status: { type: 'success' } });

    const buyer = client(app);
    await buyer.login('buyer@example.com', 'buyer1234');
    const detail = (await json(await buyer.get(`/api/member/order/detail/${order.id}`))).orderModel as Record<string, unknown>;
    expect(detail).toMatchObject({
      status: 7,
      deliveryDate: '2026-11-20',
      deliveryETA: '黑貓宅急便',
      deliveryTrackingCode: 'TC-0001-2345',
    });
  });

  it('refuses an order that is not awaiting shipment, with a clear message and no change', async () => {
    const order = await orderOf('merchant@example.com', 'status = 7');
    const before = await db.query('select * from orders where id = $1', [order.id]);
    const browser = await asMerchant();
    const response = await browser.post('/api/merchant/order/complete', shipment(order.id));
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({ status: 409, msg: '只有待出貨的訂單可以完成出貨' });
    expect(await db.query('select * from orders where id = $1', [order.id])).toEqual(before);
  });

  it('answers 404 for another merchant’s order and leaves it alone', async () => {
    const order = await orderOf('merchant2@example.com', 'status = 1');
    const browser = await asMerchant();
    const response = await browser.post('/api/merchant/order/complete', shipment(order.id));
    expect(response.status).toBe(404);
    expect((await orderOf('merchant2@example.com', 'id = $2', [order.id])).status).toBe(1);
    expect((await browser.get(`/api/member/order/detail/${order.id}`)).status).toBe(404);
  });

  it('answers 400 without a tracking code or with an unknown company, writing nothing', async () => {
    const order = await orderOf('merchant@example.com', 'status = 1');
    const browser = await asMerchant();
    for (const bad of [
      { ...shipment(order.id), deliveryTrackingCode: '  ' },
      { ...shipment(order.id), deliveryETA: '飛鴿傳書' },
      { ...shipment(order.id), deliveryDate: '20/11/2026' },
    ]) {
      const response = await browser.post('/api/merchant/order/complete', bad);
      expect(response.status).toBe(400);
      expect(typeof (await json(response)).title).toBe('string');
    }
    expect((await orderOf('merchant@example.com', 'id = $2', [order.id])).status).toBe(1);
  });

  it('is for merchants only', async () => {
    const order = await orderOf('merchant@example.com', 'status = 1');
    const buyer = client(app);
    await buyer.login('buyer@example.com', 'buyer1234');
    expect((await buyer.post('/api/merchant/order/complete', shipment(order.id))).status).toBe(403);
    expect((await client(app).post('/api/merchant/order/complete', shipment(order.id))).status).toBe(401);
  });
});

describe('complete shipment of a store pick-up (convenience-store shipment)', () => {
  const pickupPayload = (productModelId: number) => ({
    items: [{ productModelId, quantity: 1 }],
    deliveryDetail: {
      firstName: '小明',
      lastName: '王',
      telephone: '0912345678',
      country: 'TW',
      city: '臺北市',
      areaTitle: '中正區',
      areaCode: '100',
      street: '重慶南路一段 1 號',
    },
    paymentType: 14,
    cvsStore: { storeId: '131386', storeName: '7-ELEVEN 建盛門市', address: '臺北市中山區南京東路二段 20 號', subType: 'UNIMARTC2C' },
    receipt: { method: 0, type: 0 },
  });

  /** A fresh 7-ELEVEN pick-up order placed by the buyer with merchant@example.com. */
  async function placePickup(): Promise<number> {
    const [model] = await db.query<{ id: number }>(
      `select m.id from products p join product_models m on m.product_id = p.id join stock_models s on s.id = m.stock_model_id
        join product_prices pr on pr.product_model_id = m.id
        where p.merchant_id = $1 and p.status = 1 and p.product_base = 0 and s.inventory > 5 order by p.id, m.id limit 1`,
      [await memberId('merchant@example.com')],
    );
    const buyer = client(app);
    await buyer.login('buyer@example.com', 'buyer1234');
    const placed = await buyer.post('/api/member/checkout', pickupPayload(model!.id));
    expect(placed.status).toBe(200);
    return ((await json(placed)) as { orderId: number }).orderId;
  }

  it('creates the shipment with the provider, keeps its numbers, e_orderstatus 0 and status 7; the buyer sees them', async () => {
    const orderId = await placePickup();
    const browser = await asMerchant();
    const response = await browser.post('/api/merchant/order/cvsShipment', { orderId, deliveryDate: '2026-11-25' });
    expect(response.status).toBe(200);
    const body = (await json(response)) as {
      status: { type: string };
      AllPayLogisticsID: string;
      CVSPaymentNo: string;
      CVSValidationNo: string;
    };
    expect(body.status.type).toBe('success');
    expect(body.AllPayLogisticsID).toMatch(/^\d{10}$/);
    expect(body.CVSPaymentNo).toMatch(/^F\d{7}$/);
    expect(body.CVSValidationNo).toMatch(/^\d{4}$/);

    const buyer = client(app);
    await buyer.login('buyer@example.com', 'buyer1234');
    const detail = (await json(await buyer.get(`/api/member/order/detail/${orderId}`))).orderModel as Record<string, unknown>;
    expect(detail).toMatchObject({
      status: 7,
      e_orderstatus: '0',
      e_orderno: body.AllPayLogisticsID,
      cvsPaymentNo: body.CVSPaymentNo,
      cvsValidationNo: body.CVSValidationNo,
      cvsStoreId: '131386',
      cvsStoreName: '7-ELEVEN 建盛門市',
      deliveryETA: '7-ELEVEN',
      deliveryDate: '2026-11-25',
      deliveryTrackingCode: `${body.CVSPaymentNo}${body.CVSValidationNo}`,
    });
  });

  it('sent twice, answers the same shipment and changes nothing', async () => {
    const orderId = await placePickup();
    const browser = await asMerchant();
    const [first, second] = await Promise.all([
      browser.post('/api/merchant/order/cvsShipment', { orderId, deliveryDate: '2026-11-25' }),
      browser.post('/api/merchant/order/cvsShipment', { orderId, deliveryDate: '2026-11-25' }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const before = await db.query('select * from orders where id = $1', [orderId]);
    const third = await browser.post('/api/merchant/order/cvsShipment', { orderId, deliveryDate: '2026-11-26' });
    expect(third.status).toBe(200);
    const numbers = (r: Record<string, unknown>) => [r.AllPayLogisticsID, r.CVSPaymentNo, r.CVSValidationNo];
    const firstNumbers = numbers(await json(first));
    expect(numbers(await json(third))).toEqual(firstNumbers);
    expect(numbers(await json(second))).toEqual(firstNumbers);
    expect(await db.query('select * from orders where id = $1', [orderId])).toEqual(before);
  });

  it('answers 404 for another merchant’s pick-up and leaves it alone', async () => {
    const orderId = await placePickup();
    const other = await asMerchant('merchant2@example.com');
    const response = await other.post('/api/merchant/order/cvsShipment', { orderId, deliveryDate: '2026-11-25' });
    expect(response.status).toBe(404);
    const [row] = await db.query<{ status: number; e_orderstatus: string }>('select status, e_orderstatus from orders where id = $1', [
      orderId,
    ]);
    expect(row).toEqual({ status: 1, e_orderstatus: '12' });
  });

  it('refuses a pick-up that is not awaiting shipment, and a courier order, with a clear 409', async () => {
    const done = await orderOf('merchant2@example.com', 'payment_type between 12 and 15 and status = 3');
    const owner2 = await asMerchant('merchant2@example.com');
    const refused = await owner2.post('/api/merchant/order/cvsShipment', { orderId: done.id, deliveryDate: '2026-11-25' });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ msg: '只有待出貨的訂單可以完成出貨' });

    const courier = await orderOf('merchant@example.com', 'status = 1 and payment_type not between 12 and 15');
    const browser = await asMerchant();
    const notPickup = await browser.post('/api/merchant/order/cvsShipment', { orderId: courier.id, deliveryDate: '2026-11-25' });
    expect(notPickup.status).toBe(409);
    expect((await orderOf('merchant@example.com', 'id = $2', [courier.id])).status).toBe(1);
  });

  it('does not ship a pick-up with a home courier', async () => {
    const orderId = await placePickup();
    const browser = await asMerchant();
    const response = await browser.post('/api/merchant/order/complete', shipment(orderId));
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({ msg: '超商取貨訂單請以超商寄件完成出貨' });
    expect((await orderOf('merchant@example.com', 'id = $2', [orderId])).status).toBe(1);
  });

  it('prints the label of the new shipment with mode 2 for 7-ELEVEN and its drop-off code', async () => {
    const orderId = await placePickup();
    const browser = await asMerchant();
    const body = (await json(await browser.post('/api/merchant/order/cvsShipment', { orderId, deliveryDate: '2026-11-25' }))) as {
      AllPayLogisticsID: string;
      CVSPaymentNo: string;
    };
    const print = await app.request(`${ORIGIN}/sandbox/logistics/print`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `sid=${browser.sid}` },
      body: new URLSearchParams({ mode: '2', e_orderno: body.AllPayLogisticsID }).toString(),
    });
    expect(print.status).toBe(200);
    const html = await print.text();
    expect(html).toContain(body.CVSPaymentNo);
    expect(html).toContain('7-ELEVEN 建盛門市');
  });

  it('is for merchants only', async () => {
    const buyer = client(app);
    await buyer.login('buyer@example.com', 'buyer1234');
    expect((await buyer.post('/api/merchant/order/cvsShipment', { orderId: 1, deliveryDate: '2026-11-25' })).status).toBe(403);
    expect((await client(app).post('/api/merchant/order/cvsShipment', { orderId: 1, deliveryDate: '2026-11-25' })).status).toBe(401);
  });
});

describe('cancel by the merchant', () => {
  it('cancels its own order while status <= 2 and refuses afterwards; another merchant’s is a 404', async () => {
    const merchant = await memberId('merchant@example.com');
    const order = await orderOf('merchant@example.com', 'status = 0');
    await expect(cancelOrderAsMerchant(db, merchant, order.id)).resolves.toMatchObject({ status: 200 });
    expect((await orderOf('merchant@example.com', 'id = $2', [order.id])).status).toBe(4);
    await expect(cancelOrderAsMerchant(db, merchant, order.id)).rejects.toMatchObject({ status: 409 });
    const other = await orderOf('merchant2@example.com', 'status = 2');
    await expect(cancelOrderAsMerchant(db, merchant, other.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe('cancel of a card order paid through GoMyPay', () => {
  it('records the refund as a transfer the merchant makes (GoMyPay gives no trade number to refund by), and the merchant marks it done once the buyer gave the account', async () => {
    const [model] = await db.query<{ id: number }>(
      `select m.id from products p join members mb on mb.id = p.merchant_id join product_models m on m.product_id = p.id
         join stock_models s on s.id = m.stock_model_id join product_prices pr on pr.product_model_id = m.id
        where mb.email = 'merchant2@example.com' and p.status = 1 and p.product_base = 0 and s.inventory > 5 order by p.id, m.id limit 1`,
    );
    const buyer = client(app);
    await buyer.login('buyer@example.com', 'buyer1234');
    const checkout = await buyer.post('/api/member/checkout', {
      items: [{ productModelId: model!.id, quantity: 1 }],
      deliveryDetail: {
        firstName: '小明',
        lastName: '王',
        telephone: '0912345678',
        country: 'TW',
        city: '臺北市',
        areaTitle: '中正區',
        areaCode: '100',
        street: '重慶南路一段 1 號',
      },
      paymentType: PAYMENT_TYPE.creditCard,
      receipt: { method: 0, type: 0 },
    });
    expect(checkout.status).toBe(200);
    const order = { id: ((await json(checkout)) as { orderId: number }).orderId };
    const repay = (await json(await buyer.get(`/api/member/gomypay/repay/${order.id}`))) as { data: string };
    const fields = Object.fromEntries(
      [...repay.data.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]),
    );
    const paid = await app.request(`${ORIGIN}/sandbox/gomypay/simulate`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, sandboxOutcome: 'pay' }).toString(),
    });
    expect(paid.status).toBe(303);
    expect((await orderOf('merchant2@example.com', 'id = $2', [order.id])).status).toBe(ORDER_STATUS.awaitingShipment);

    const shop = await asMerchant('merchant2@example.com');
    expect((await shop.post('/api/member/order/cancel', { orderId: order.id })).status).toBe(200);
    expect((await orderOf('merchant2@example.com', 'id = $2', [order.id])).status).toBe(ORDER_STATUS.cancelled);
    const refunds = () =>
      db.query<{ method: string; state: string; amount: number }>('select method, state, amount from order_refunds where order_id = $1', [
        order.id,
      ]);
    expect(await refunds()).toEqual([expect.objectContaining({ method: REFUND_METHOD.transfer, state: REFUND_STATE.pending })]);
    // A paid order's cancel asked the buyer for no account: the transfer waits for one.
    expect((await shop.post('/api/merchant/order/refund/done', { orderId: order.id })).status).toBe(409);
    const account = { orderId: order.id, refundAccountDetail: '(822) 1234-5678-9012' };
    expect((await buyer.post('/api/member/order/refundaccount', account)).status).toBe(200);
    expect((await shop.post('/api/merchant/order/refund/done', { orderId: order.id })).status).toBe(200);
    expect(await refunds()).toEqual([expect.objectContaining({ method: REFUND_METHOD.transfer, state: REFUND_STATE.done })]);
  });
});

describe('POST /api/member/order/cancel by the order’s merchant', () => {
  it('cancels an awaiting-payment order of its shop, refuses a shipped one, 404 for another shop', async () => {
    const browser = await asMerchant('merchant2@example.com');
    const order = await orderOf('merchant2@example.com', 'status = 2');
    const response = await browser.post('/api/member/order/cancel', { orderId: order.id, status: 2 });
    expect(response.status).toBe(200);
    expect((await orderOf('merchant2@example.com', 'id = $2', [order.id])).status).toBe(4);

    const shipped = await orderOf('merchant2@example.com', 'status = 3');
    const refused = await browser.post('/api/member/order/cancel', { orderId: shipped.id });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ msg: '這筆訂單已無法取消' });

    const foreign = await orderOf('merchant@example.com', 'status = 1');
    expect((await browser.post('/api/member/order/cancel', { orderId: foreign.id })).status).toBe(404);
    expect((await orderOf('merchant@example.com', 'id = $2', [foreign.id])).status).toBe(1);
  });
});

describe('what a cancelled order gives back', () => {
  it('returns the stock and the points of an order the merchant cancels', async () => {
    const merchant = await memberId('merchant@example.com');
    const [model] = await db.query<{ id: number; stock_model_id: number }>(
      `select m.id, m.stock_model_id from products p join product_models m on m.product_id = p.id
         join stock_models s on s.id = m.stock_model_id join product_prices pr on pr.product_model_id = m.id
        where p.merchant_id = $1 and p.status = 1 and p.product_base = 0 and s.inventory > 5 order by p.id, m.id limit 1`,
      [merchant],
    );
    const inventory = async () =>
      (await db.query<{ inventory: number }>('select inventory from stock_models where id = $1', [model!.stock_model_id]))[0]!.inventory;
    const buyer = client(app);
    await buyer.login('buyer@example.com', 'buyer1234');
    const points = async () => ((await json(await buyer.get('/api/member/account/points'))) as { totalPoints: number }).totalPoints;
    const [stockBefore, pointsBefore] = [await inventory(), await points()];
    const checkout = await buyer.post('/api/member/checkout', {
      items: [{ productModelId: model!.id, quantity: 2 }],
      deliveryDetail: {
        firstName: '小明',
        lastName: '王',
        telephone: '0912345678',
        country: 'TW',
        city: '臺北市',
        areaTitle: '中正區',
        areaCode: '100',
        street: '重慶南路一段 1 號',
      },
      paymentType: 6,
      receipt: { method: 0, type: 0 },
      usePoints: 1,
    });
    expect(checkout.status).toBe(200);
    const { orderId } = (await json(checkout)) as { orderId: number };
    expect(await inventory()).toBe(stockBefore - 2);

    const shop = await asMerchant();
    expect((await shop.post('/api/member/order/cancel', { orderId })).status).toBe(200);
    expect(await inventory()).toBe(stockBefore);
    expect(await points()).toBe(pointsBefore);
  });
});

describe('sandbox label print', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const post = (browser: ReturnType<typeof client>, fields: Record<string, string>) =>
    app.request(`${ORIGIN}/sandbox/logistics/print`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(browser.sid ? { cookie: `sid=${browser.sid}` } : {}) },
      body: form(fields),
    });

  it('prints the label of the merchant’s own pick-up shipment with the mode of its chain', async () => {
    const order = await orderOf('merchant2@example.com', "e_orderstatus = '0'");
    expect(order.payment_type).toBe(14);
    const browser = await asMerchant('merchant2@example.com');
    const response = await post(browser, { mode: '2', e_orderno: order.e_orderno! });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(order.e_orderno!);
    expect(html).toContain('7-ELEVEN');
  });

  it('refuses a wrong mode, another merchant, and a missing number', async () => {
    const order = await orderOf('merchant2@example.com', "e_orderstatus = '0'");
    const owner = await asMerchant('merchant2@example.com');
    expect((await post(owner, { mode: '1', e_orderno: order.e_orderno! })).status).toBe(400);
    expect((await post(owner, { mode: '2' })).status).toBe(400);
    const other = await asMerchant('merchant@example.com');
    expect((await post(other, { mode: '2', e_orderno: order.e_orderno! })).status).toBe(404);
  });
});
