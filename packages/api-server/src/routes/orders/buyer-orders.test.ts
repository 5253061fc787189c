// The buyer's order actions over HTTP: cancel and refund with their status rules, stock and
// points given back on cancel, nothing written when refused, another member's order as not
// found, the logistics status text, and pay again through both sandbox providers.
import type { Database } from '../../db';
import { client, type TestApp, openSeededApp } from '../../../test/test-support';

let db: Database;
let app: TestApp;

openSeededApp((opened) => ({ db, app } = opened));

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

async function buyerOrder(where: string) {
  const rows = await db.query<{ id: number; status: number; total_price: number }>(
    `select o.id, o.status, o.total_price from orders o join members m on m.id = o.buyer_id
      where m.email = 'buyer@example.com' and ${where} order by o.id limit 1`,
  );
  return rows[0]!;
}

const status = async (orderId: number) =>
  (await db.query<{ status: number }>('select status from orders where id = $1', [orderId]))[0]!.status;

async function asBuyer() {
  const browser = client(app);
  await browser.login('buyer@example.com', 'buyer1234');
  return browser;
}

const refund = (orderId: number) => ({
  orderId,
  refundReason: '尺寸不合',
  refundName: '王小明',
  refundPhone: '0912345678',
  refundAddress: '臺北市大安區復興南路一段 100 號 5 樓',
  refundAccountDetail: '(822) 1234-5678-9012',
});

describe('cancel', () => {
  it('cancels an order awaiting payment, giving back the stock', async () => {
    const order = await buyerOrder('o.status = 2 and o.payment_type = 5');
    const stockBefore = await db.query<{ inventory: number }>(
      `select s.inventory from order_items i join product_models m on m.id = i.product_model_id join stock_models s on s.id = m.stock_model_id where i.order_id = $1`,
      [order.id],
    );
    const browser = await asBuyer();
    const response = await browser.post('/api/member/order/cancel', { orderId: order.id, status: 2, orderItems: [] });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ status: 200, title: '訂單已取消' });
    expect(await status(order.id)).toBe(4);
    const stockAfter = await db.query<{ inventory: number }>(
      `select s.inventory from order_items i join product_models m on m.id = i.product_model_id join stock_models s on s.id = m.stock_model_id where i.order_id = $1`,
      [order.id],
    );
    if (stockBefore.length) expect(stockAfter[0]!.inventory).toBeGreaterThan(stockBefore[0]!.inventory);
  });

  it('refuses a completed order with a clear message and changes nothing', async () => {
    const order = await buyerOrder('o.status = 3');
    const browser = await asBuyer();
    const response = await browser.post('/api/member/order/cancel', { orderId: order.id });
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({ title: '無法取消' });
    expect(await status(order.id)).toBe(3);
  });

  it("answers another member's order as not found", async () => {
    const other = (
      await db.query<{ id: number }>(
        `select o.id from orders o join members m on m.id = o.buyer_id where m.email = 'member@example.com' limit 1`,
      )
    )[0]!;
    const browser = await asBuyer();
    expect((await browser.post('/api/member/order/cancel', { orderId: other.id })).status).toBe(404);
    expect((await browser.get(`/api/member/order/detail/${other.id}`)).status).toBe(404);
    expect((await browser.get(`/api/member/ecpay/repay/${other.id}`)).status).toBe(404);
  });

  it('needs a login and an order id', async () => {
    expect((await client(app).post('/api/member/order/cancel', { orderId: 1 })).status).toBe(401);
    expect((await (await asBuyer()).post('/api/member/order/cancel', {})).status).toBe(400);
  });
});

describe('refund request', () => {
  it('refuses an incomplete form with 400 and writes nothing', async () => {
    const order = await buyerOrder('o.status = 3 and o.payment_type = 0');
    const browser = await asBuyer();
    const response = await browser.post('/api/member/order/refund', { ...refund(order.id), refundReason: ' ' });
    expect(response.status).toBe(400);
    expect(await status(order.id)).toBe(3);
  });

  it('records the request of a completed order, once, keeping it at 3 for the merchant to decide', async () => {
    const order = await buyerOrder('o.status = 3 and o.payment_type = 0');
    const browser = await asBuyer();
    const response = await browser.post('/api/member/order/refund', refund(order.id));
    expect(await json(response)).toMatchObject({ status: 200, title: '成功送出退貨申請' });
    const detail = (await json(await browser.get(`/api/member/order/detail/${order.id}`))).orderModel as Record<string, unknown>;
    expect(detail).toMatchObject({
      status: 3,
      returnStatus: 'requested',
      refundReason: '尺寸不合',
      refundName: '王小明',
      refundAccountDetail: '(822) 1234-5678-9012',
    });
    const again = await browser.post('/api/member/order/refund', refund(order.id));
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ title: '無法申請退貨' });
  });
});

describe('logistics status', () => {
  it('answers plain text per e_orderstatus, in both languages', async () => {
    const browser = await asBuyer();
    const zh = await browser.get('/api/member/logisticstatus/2030');
    expect(zh.headers.get('content-type')).toContain('text/plain');
    expect(await zh.text()).toBe('商品已送至物流中心');
    expect(await (await browser.get('/api/member/logisticstatus/12?lang=en')).text()).toBe('Waiting for the pick-up store to be confirmed');
  });
});

describe('pay again', () => {
  it('refuses an order that is not a failed card payment', async () => {
    const order = await buyerOrder('o.status = 2 and o.payment_type = 6');
    const response = await (await asBuyer()).get(`/api/member/gomypay/repay/${order.id}`);
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({ title: '無法重新付款' });
  });

  it('answers a signed ECPay form for a failed card order', async () => {
    const order = await buyerOrder('o.status = 6 and o.payment_type = 1');
    const body = await json(await (await asBuyer()).get(`/api/member/ecpay/repay/${order.id}`));
    expect(body.status).toBe(200);
    expect(body.data).toContain('action="http://localhost/sandbox/ecpay/Cashier/AioCheckOut/V5"');
    expect(body.data).toMatch(/name="CheckMacValue" value="[0-9A-F]{64}"/);
    expect(body.data).toContain(`/member/order/${order.id}`);
    expect(await status(order.id)).toBe(2);
  });

  it('answers the form for every card type and the wallet: a failed 12-instalment order and a failed wallet order', async () => {
    for (const paymentType of [9, 8]) {
      // Another order of the buyer, turned into a failed payment of that type.
      const order = await buyerOrder('o.status not in (2, 6)');
      await db.query('update orders set status = 6, payment_type = $2 where id = $1', [order.id, paymentType]);
      const body = await json(await (await asBuyer()).get(`/api/member/ecpay/repay/${order.id}`));
      expect(body.status).toBe(200);
      expect(body.data).toMatch(/name="CheckMacValue" value="[0-9A-F]{64}"/);
      expect(await status(order.id)).toBe(2);
    }
  });

  it("answers the ECPay form to the order's merchant too, and not to another merchant", async () => {
    const order = await buyerOrder('o.status in (2, 6) and o.payment_type in (0, 1, 2)');
    const [owner] = await db.query<{ email: string }>(
      'select m.email from orders o join members m on m.id = o.merchant_id where o.id = $1',
      [order.id],
    );
    const other = owner!.email === 'merchant@example.com' ? 'merchant2@example.com' : 'merchant@example.com';
    const stranger = client(app);
    await stranger.login(other, 'merchant1234');
    expect((await stranger.get(`/api/member/ecpay/repay/${order.id}`)).status).toBe(404);
    const merchant = client(app);
    await merchant.login(owner!.email, 'merchant1234');
    const body = await json(await merchant.get(`/api/member/ecpay/repay/${order.id}`));
    expect(body.status).toBe(200);
    expect(body.data).toMatch(/name="CheckMacValue" value="[0-9A-F]{64}"/);
  });

  it('pays a failed card order through the GoMyPay sandbox', async () => {
    const order = await buyerOrder('o.payment_type = 2 and o.status = 2');
    const browser = await asBuyer();
    const body = await json(await browser.get(`/api/member/gomypay/repay/${order.id}`));
    const form = String(body.data);
    const fields = Object.fromEntries([...form.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    expect(fields.Amount).toBe(String(order.total_price));
    expect(fields.Str_Check).toMatch(/^[0-9a-f]{32}$/);

    const tampered = await app.request('http://localhost/sandbox/gomypay/ShuntClass.aspx', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, Amount: '1' }).toString(),
    });
    expect(tampered.status).toBe(400);

    const cashier = await app.request('http://localhost/sandbox/gomypay/ShuntClass.aspx', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    expect(await cashier.text()).toContain('data-outcome="pay"');
    const paid = await app.request('http://localhost/sandbox/gomypay/simulate', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, sandboxOutcome: 'pay' }).toString(),
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/member/order/${order.id}`);
    expect(await status(order.id)).toBe(1);
  });
});
