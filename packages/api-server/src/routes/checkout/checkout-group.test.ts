// One checkout of a cart with several merchants' goods: one order per merchant with its own
// shipping (a parcel per temperature, free from the threshold) and its share of the points, one
// payment for the group, a line-by-line refusal when anything changed, and what paying, failing,
// cancelling and paying again do to the orders of a group.
import { client, ORIGIN, type TestApp, openSeededApp } from '../../../test/test-support';
import type { Database } from '../../db';

let db: Database;
let app: TestApp;

openSeededApp((opened) => ({ db, app } = opened));

const delivery = {
  firstName: '小明',
  lastName: '王',
  telephone: '0912345678',
  country: 'TW',
  city: '臺北市',
  areaTitle: '中正區',
  areaCode: '100',
  street: '重慶南路一段 1 號',
};
const receipt = { method: 0, type: 0 };

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

const formFields = (html: string) =>
  Object.fromEntries([...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]));

let productCount = 0;

/** A fixed-price product on sale with one model; answers the model id. */
async function product(
  merchantId: number,
  { price, points = 0, frozen = false, inventory = 50 }: { price: number; points?: number; frozen?: boolean; inventory?: number },
): Promise<number> {
  productCount += 1;
  const [p] = await db.query<{ id: number }>(
    `insert into products (merchant_id, slug, title, product_delivery_type, product_base, status, purchase_commission)
     values ($1, $2, $3, $4, 0, 1, 0) returning id`,
    [merchantId, `group-test-${productCount}`, `測試商品 ${productCount}`, frozen ? 1 : 0],
  );
  const [s] = await db.query<{ id: number }>('insert into stock_models (inventory) values ($1) returning id', [inventory]);
  const [m] = await db.query<{ id: number }>('insert into product_models (product_id, stock_model_id) values ($1, $2) returning id', [
    p!.id,
    s!.id,
  ]);
  await db.query('insert into product_prices (product_model_id, product_id, price, use_point_percent) values ($1, $2, $3, $4)', [
    m!.id,
    p!.id,
    price,
    points,
  ]);
  return m!.id;
}

async function memberId(email: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('select id from members where email = $1', [email]);
  return row!.id;
}

async function orderCount(): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from orders');
  return row!.n;
}

async function pointsOf(buyer: ReturnType<typeof client>): Promise<number> {
  return ((await (await buyer.get('/api/member/account/points')).json()) as { totalPoints: number }).totalPoints;
}

interface Placed {
  orderId: number;
  orderStatementId: string;
  orders: { orderId: number; orderStatementId: string; merchantId: number }[];
  paymentForm: string | null;
}

let a = 0;
let b = 0;
let c = 0;
let buyer: ReturnType<typeof client>;

beforeAll(async () => {
  a = await memberId('merchant@example.com');
  b = await memberId('merchant2@example.com');
  const [third] = await db.query<{ id: number }>(
    `insert into members (email, first_name, last_name, member_type, tier, referral_code)
     values ('merchant3@example.com', '三', '商', 2, 2, 'GROUPTEST3') returning id`,
  );
  c = third!.id;
  await db.query(`insert into merchants (member_id, merchant_name) values ($1, '第三商店')`, [c]);
  await db.query(
    'update merchants set fee = 80, frozen_fee = 180, use_free_shipping = true, free_shipping_price = 1000 where member_id = $1',
    [a],
  );
  await db.query(
    'update merchants set fee = 60, frozen_fee = 150, use_free_shipping = true, free_shipping_price = 500 where member_id = $1',
    [b],
  );
  await db.query(
    'update merchants set fee = 100, frozen_fee = 200, use_free_shipping = true, free_shipping_price = 1000 where member_id = $1',
    [c],
  );
  // Enough points for every test here, whatever the seed gave the buyer.
  await db.query(`insert into points_ledger (member_id, kind, points, visitor) values ($1, 'promote', 1000, 'test-gift')`, [
    await memberId('buyer@example.com'),
  ]);
  buyer = client(app);
  await buyer.login('buyer@example.com', 'buyer1234');
});

describe('a checkout of three merchants', () => {
  it('makes one order per merchant with its own shipping and points share, one payment for all', async () => {
    // A: 600 room temperature + 300 frozen = 900, short of 1000 by 1: two parcels, 80 + 180.
    const aNormal = await product(a, { price: 300, points: 50 });
    const aFrozen = await product(a, { price: 300, points: 50, frozen: true });
    // B: exactly its threshold of 500: free, frozen or not.
    const bFrozen = await product(b, { price: 500, points: 33, frozen: true });
    // C: 999, one short of 1000: its room-temperature fee.
    const cNormal = await product(c, { price: 333, points: 17 });
    const before = await pointsOf(buyer);
    const items = [
      { productModelId: aNormal, quantity: 2 },
      { productModelId: bFrozen, quantity: 1 },
      { productModelId: aFrozen, quantity: 1 },
      { productModelId: cNormal, quantity: 3 },
    ];
    // Allowances: A 150, B 33, C 51 = 234; the total is 900 + 260 + 500 + 999 + 100 = 2759.
    const response = await buyer.post('/api/member/checkout', { items, deliveryDetail: delivery, paymentType: 0, receipt, usePoints: 100 });
    expect(response.status).toBe(200);
    const placed = (await response.json()) as Placed;
    expect(placed.orders.map((o) => o.merchantId)).toEqual([a, b, c]);
    expect(placed.orderId).toBe(placed.orders[0]!.orderId);
    expect(placed.orderStatementId).toBe(placed.orders[0]!.orderStatementId);
    expect(new Set(placed.orders.map((o) => o.orderStatementId)).size).toBe(3);

    const rows = await db.query<{
      id: number;
      merchant_id: number;
      shipping_price: number;
      total_price: number;
      use_points: number;
      payment_group_id: number;
      delivery_type: number;
      status: number;
    }>(
      `select id, merchant_id, shipping_price, total_price, use_points, payment_group_id, delivery_type, status
         from orders where id = any($1::int[]) order by id`,
      [placed.orders.map((o) => o.orderId)],
    );
    expect(rows.map((r) => [r.merchant_id, r.shipping_price, r.delivery_type, r.status])).toEqual([
      [a, 260, 1, 2],
      [b, 0, 1, 2],
      [c, 100, 0, 2],
    ]);
    expect(new Set(rows.map((r) => r.payment_group_id))).toEqual(new Set([placed.orderId]));
    // 100 points in proportion to 150 : 33 : 51 = 64.10 : 14.10 : 21.79 → 64, 14, 22 (sum 100).
    expect(rows.map((r) => r.use_points)).toEqual([64, 14, 22]);
    expect(rows.map((r) => r.total_price)).toEqual([1160 - 64, 500 - 14, 1099 - 22]);
    const items0 = await db.query<{ order_id: number; product_model_id: number; use_discount: number }>(
      'select order_id, product_model_id, use_discount from order_items where order_id = any($1::int[]) order by order_id, id',
      [rows.map((r) => r.id)],
    );
    expect(items0.map((i) => [i.order_id, i.product_model_id])).toEqual([
      [rows[0]!.id, aNormal],
      [rows[0]!.id, aFrozen],
      [rows[1]!.id, bFrozen],
      [rows[2]!.id, cNormal],
    ]);
    expect(items0.reduce((sum, i) => sum + i.use_discount, 0)).toBe(100);
    expect(await pointsOf(buyer)).toBe(before - 100);

    // One payment: one form for the sum, one trade number; its notification pays every order.
    const fields = formFields(placed.paymentForm!);
    expect(fields.TotalAmount).toBe(String(rows.reduce((sum, r) => sum + r.total_price, 0)));
    expect(fields.ClientBackURL).toBe(`${ORIGIN}/checkout/finish/${placed.orderId}`);
    const paid = await app.request(`${ORIGIN}/sandbox/ecpay/simulate`, form({ ...fields, sandboxOutcome: 'pay' }));
    expect(paid.status).toBe(303);
    const after = await db.query<{ status: number; payment_trade_no: string }>(
      'select status, payment_trade_no from orders where id = any($1::int[]) order by id',
      [rows.map((r) => r.id)],
    );
    expect(after).toEqual(rows.map(() => ({ status: 1, payment_trade_no: fields.MerchantTradeNo })));

    // The buyer's list shows the three as one payment; each merchant sees its own order only.
    const list = (await (await buyer.get('/api/member/order/list')).json()) as { orders: { orderId: number; paymentGroupId?: number }[] };
    const mine = list.orders.filter((o) => o.paymentGroupId === placed.orderId).map((o) => o.orderId);
    expect(mine.sort()).toEqual(rows.map((r) => r.id).sort());
    const merchant = client(app);
    await merchant.login('merchant2@example.com', 'merchant1234');
    const seen = (await (await merchant.get('/api/merchant/order/list')).json()) as { orders: { orderId: number }[] };
    const ids = seen.orders.map((o) => o.orderId);
    expect(ids).toContain(rows[1]!.id);
    expect(ids).not.toContain(rows[0]!.id);
    expect(ids).not.toContain(rows[2]!.id);
    expect((await merchant.get(`/api/member/order/detail/${rows[0]!.id}`)).status).toBe(404);
  });

  it('refuses the whole checkout when a line is out of stock, saying which, and creates nothing', async () => {
    const fine = await product(a, { price: 200, points: 10 });
    const short = await product(b, { price: 150, inventory: 1 });
    const n = await orderCount();
    const points = await pointsOf(buyer);
    const response = await buyer.post('/api/member/checkout', {
      items: [
        { productModelId: fine, quantity: 1 },
        { productModelId: short, quantity: 2 },
      ],
      deliveryDetail: delivery,
      paymentType: 3,
      receipt,
      usePoints: 10,
    });
    expect(response.status).toBe(409);
    const body = (await response.json()) as { title: string; msg: string; issues: { path: string; key: string }[] };
    expect(body.issues).toEqual([{ path: 'items.1', key: 'outOfStock' }]);
    expect(body.msg).toContain('僅剩 1 件');
    expect(await orderCount()).toBe(n);
    expect(await pointsOf(buyer)).toBe(points);
    const stock = await db.query<{ inventory: number }>(
      'select s.inventory from stock_models s join product_models m on m.stock_model_id = s.id where m.id = any($1::int[]) order by m.id',
      [[fine, short]],
    );
    expect(stock.map((s) => s.inventory)).toEqual([50, 1]);
  });

  it('prices from the database: a tampered price is ignored, a changed price is refused line by line', async () => {
    const tea = await product(a, { price: 450 });
    const cake = await product(c, { price: 120 });
    const tampered = await buyer.post('/api/member/checkout', {
      items: [
        { productModelId: tea, quantity: 1, price: 1, unitPrice: 1, totalPrice: 1 },
        { productModelId: cake, quantity: 1, price: 1 },
      ],
      deliveryDetail: delivery,
      paymentType: 3,
      receipt,
    });
    expect(tampered.status).toBe(200);
    const placed = (await tampered.json()) as Placed;
    const totals = await db.query<{ total_price: number; shipping_price: number }>(
      'select total_price, shipping_price from orders where id = any($1::int[]) order by id',
      [placed.orders.map((o) => o.orderId)],
    );
    expect(totals).toEqual([
      { total_price: 450 + 80, shipping_price: 80 },
      { total_price: 120 + 100, shipping_price: 100 },
    ]);

    await db.query('update product_prices set price = 480 where product_model_id = $1', [tea]);
    const n = await orderCount();
    const changed = await buyer.post('/api/member/checkout', {
      items: [
        { productModelId: tea, quantity: 1, shownPrice: 450 },
        { productModelId: cake, quantity: 1, shownPrice: 120 },
      ],
      deliveryDetail: delivery,
      paymentType: 3,
      receipt,
    });
    expect(changed.status).toBe(409);
    const body = (await changed.json()) as { msg: string; issues: { path: string; key: string }[] };
    expect(body.issues).toEqual([{ path: 'items.0', key: 'priceChanged' }]);
    expect(body.msg).toContain('NT$450 變為 NT$480');
    expect(await orderCount()).toBe(n);
  });

  it('does not offer store pickup for a frozen line', async () => {
    const fish = await product(b, { price: 300, frozen: true });
    const n = await orderCount();
    const response = await buyer.post('/api/member/checkout', {
      items: [{ productModelId: fish, quantity: 1 }],
      deliveryDetail: delivery,
      paymentType: 12,
      receipt,
      cvsStore: { storeId: '006598', storeName: '全家台北重慶店', address: '臺北市', subType: 'FAMIC2C' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { title: string }).title).toBe('冷凍商品無法超商取貨');
    expect(await orderCount()).toBe(n);
  });

  it('cancelling one order of a group returns its points only; a failed payment fails the rest; a repay pays them together', async () => {
    const one = await product(a, { price: 400, points: 40 });
    const two = await product(b, { price: 200, points: 20 });
    const three = await product(c, { price: 300, points: 30 });
    const start = await pointsOf(buyer);
    const response = await buyer.post('/api/member/checkout', {
      items: [
        { productModelId: one, quantity: 1 },
        { productModelId: two, quantity: 1 },
        { productModelId: three, quantity: 1 },
      ],
      deliveryDetail: delivery,
      paymentType: 0,
      receipt,
      usePoints: 90,
    });
    expect(response.status).toBe(200);
    const placed = (await response.json()) as Placed;
    const ids = placed.orders.map((o) => o.orderId);
    const fields = formFields(placed.paymentForm!);
    const statuses = async () =>
      (await db.query<{ status: number }>('select status from orders where id = any($1::int[]) order by id', [ids])).map((r) => r.status);
    expect(await pointsOf(buyer)).toBe(start - 90);

    const [second] = await db.query<{ use_points: number; total_price: number }>(
      'select use_points, total_price from orders where id = $1',
      [ids[1]],
    );
    expect(second!.use_points).toBe(20);
    expect((await buyer.post('/api/member/order/cancel', { orderId: ids[1] })).status).toBe(200);
    expect(await statuses()).toEqual([2, 4, 2]);
    expect(await pointsOf(buyer)).toBe(start - 90 + 20);
    // The group's payment fails: its unpaid orders fail, the cancelled one stays cancelled.
    await app.request(`${ORIGIN}/sandbox/ecpay/simulate`, form({ ...fields, sandboxOutcome: 'fail' }));
    expect(await statuses()).toEqual([6, 4, 6]);

    const repay = (await (await buyer.get(`/api/member/ecpay/repay/${ids[2]}`)).json()) as { data: string };
    const again = formFields(repay.data);
    const [rest] = await db.query<{ sum: number }>('select sum(total_price)::int as sum from orders where id = any($1::int[])', [
      [ids[0], ids[2]],
    ]);
    expect(again.TotalAmount).toBe(String(rest!.sum));
    expect(again.MerchantTradeNo).not.toBe(fields.MerchantTradeNo);
    expect(await statuses()).toEqual([2, 4, 2]);
    // The repay replaced the first attempt: its late result is refused with the generic answer
    // and changes nothing.
    const late = await app.request(`${ORIGIN}/sandbox/ecpay/simulate`, form({ ...fields, sandboxOutcome: 'pay' }));
    expect(late.status).toBe(400);
    expect(await late.text()).toContain('0|Error');
    expect(await statuses()).toEqual([2, 4, 2]);
    const paid = await app.request(`${ORIGIN}/sandbox/ecpay/simulate`, form({ ...again, sandboxOutcome: 'pay' }));
    expect(paid.status).toBe(303);
    expect(await statuses()).toEqual([1, 4, 1]);
    // A late notification of the first attempt changes nothing any more.
    await app.request(`${ORIGIN}/sandbox/ecpay/simulate`, form({ ...fields, sandboxOutcome: 'fail' }));
    expect(await statuses()).toEqual([1, 4, 1]);
  });

  it('pays a group again through GoMyPay: one attempt for its unpaid orders, an older attempt refused', async () => {
    const one = await product(a, { price: 410 });
    const two = await product(b, { price: 220 });
    const response = await buyer.post('/api/member/checkout', {
      items: [
        { productModelId: one, quantity: 1 },
        { productModelId: two, quantity: 1 },
      ],
      deliveryDetail: delivery,
      paymentType: 0,
      receipt,
    });
    const placed = (await response.json()) as Placed;
    const ids = placed.orders.map((o) => o.orderId);
    const statuses = async () =>
      (await db.query<{ status: number }>('select status from orders where id = any($1::int[]) order by id', [ids])).map((r) => r.status);
    await app.request(`${ORIGIN}/sandbox/ecpay/simulate`, form({ ...formFields(placed.paymentForm!), sandboxOutcome: 'fail' }));
    expect(await statuses()).toEqual([6, 6]);

    const first = formFields(((await (await buyer.get(`/api/member/gomypay/repay/${ids[1]}`)).json()) as { data: string }).data);
    const [sum] = await db.query<{ sum: number }>('select sum(total_price)::int as sum from orders where id = any($1::int[])', [ids]);
    expect(first.Amount).toBe(String(sum!.sum));
    expect(await statuses()).toEqual([2, 2]);
    // The buyer opens the cashier twice: the second attempt replaces the first.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = formFields(((await (await buyer.get(`/api/member/gomypay/repay/${ids[0]}`)).json()) as { data: string }).data);
    expect(second.Order_No).not.toBe(first.Order_No);
    const late = await app.request(`${ORIGIN}/sandbox/gomypay/simulate`, form({ ...first, sandboxOutcome: 'pay' }));
    expect(late.status).toBe(400);
    expect(await statuses()).toEqual([2, 2]);

    const paid = await app.request(`${ORIGIN}/sandbox/gomypay/simulate`, form({ ...second, sandboxOutcome: 'pay' }));
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/member/order/${ids[0]}`);
    expect(await statuses()).toEqual([1, 1]);
    // Paid: the group cannot be paid again.
    expect((await buyer.get(`/api/member/gomypay/repay/${ids[1]}`)).status).toBe(409);
  });
});
