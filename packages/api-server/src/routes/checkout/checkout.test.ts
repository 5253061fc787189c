import { client, type TestApp, openSeededApp } from '../../../test/test-support';
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

async function anyModel() {
  const [row] = await db.query<{ id: number; stock_model_id: number }>(
    `select m.id, m.stock_model_id from products p join product_models m on m.product_id = p.id
     join stock_models s on s.id = m.stock_model_id join product_prices pr on pr.product_model_id = m.id
     where p.status = 1 and p.product_base = 0 and s.inventory > 5 order by p.id, m.id limit 1`,
  );
  return row!;
}

describe('checkout', () => {
  it('asks visitors to log in and refuses a bad payload with 400', async () => {
    const visitor = client(app);
    expect((await visitor.post('/api/member/checkout', { items: [] })).status).toBe(401);
    const buyer = client(app);
    await buyer.login('buyer@example.com', 'buyer1234');
    const bad = await buyer.post('/api/member/checkout', { items: [], deliveryDetail: delivery, paymentType: 0, receipt });
    expect(bad.status).toBe(400);
    const badTax = await buyer.post('/api/member/checkout', {
      items: [{ productModelId: 1, quantity: 1 }],
      deliveryDetail: delivery,
      paymentType: 0,
      receipt: { method: 0, type: 1, taxId: '12345678', companyTitle: 'X' },
    });
    expect(badTax.status).toBe(400);
    expect(JSON.stringify(await badTax.json())).toContain('taxId');
  });

  it('re-prices from the database, takes stock and points, answers a signed card payment form', async () => {
    const model = await anyModel();
    const buyer = client(app);
    await buyer.login('buyer@example.com', 'buyer1234');
    const before = (await (await buyer.get('/api/member/account/points')).json()) as { totalPoints: number };
    const [stock] = await db.query<{ inventory: number }>('select inventory from stock_models where id = $1', [model.stock_model_id]);
    const quote = (await (
      await client(app).post('/api/checkout/quote', { items: [{ productModelId: model.id, quantity: 2 }] })
    ).json()) as {
      lines: { price: number; available: boolean }[];
    };
    expect(quote.lines[0]).toMatchObject({ available: true });
    const response = await buyer.post('/api/member/checkout', {
      items: [{ productModelId: model.id, quantity: 2, price: 1 }],
      deliveryDetail: delivery,
      paymentType: 0,
      receipt,
      usePoints: 1,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { orderId: number; orderStatementId: string; paymentForm: string };
    expect(body.paymentForm).toContain('/sandbox/ecpay/Cashier/AioCheckOut/V5');
    expect(body.paymentForm).toMatch(/name="CheckMacValue" value="[0-9A-F]{64}"/);
    const [order] = await db.query<{ status: number; total_price: number; use_points: number; shipping_price: number }>(
      'select status, total_price, use_points, shipping_price from orders where id = $1',
      [body.orderId],
    );
    expect(order).toMatchObject({ status: 2, use_points: 1, total_price: quote.lines[0]!.price * 2 + order!.shipping_price - 1 });
    const [after] = await db.query<{ inventory: number }>('select inventory from stock_models where id = $1', [model.stock_model_id]);
    expect(after!.inventory).toBe(stock!.inventory - 2);
    const points = (await (await buyer.get('/api/member/account/points')).json()) as { totalPoints: number };
    // The point used is taken now; the order's purchase points only when it completes.
    expect(points.totalPoints).toBe(before.totalPoints - 1);
    const list = (await (await buyer.get('/api/member/order/list')).json()) as { orders: { orderId: number }[] };
    expect(list.orders.some((o) => o.orderId === body.orderId)).toBe(true);
  });

  it('refuses more points than half the total or the allowance, writing nothing', async () => {
    const model = await anyModel();
    const buyer = client(app);
    await buyer.login('buyer@example.com', 'buyer1234');
    const [{ n }] = (await db.query<{ n: number }>('select count(*)::int as n from orders')) as [{ n: number }];
    const response = await buyer.post('/api/member/checkout', {
      items: [{ productModelId: model.id, quantity: 1 }],
      deliveryDetail: delivery,
      paymentType: 3,
      receipt,
      usePoints: 100000,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { title: string }).title).toBe('紅利點數超過上限');
    const [again] = await db.query<{ n: number }>('select count(*)::int as n from orders');
    expect(again!.n).toBe(n);
  });

  it('two buyers racing for the last item: one order, one clear message', async () => {
    const model = await anyModel();
    await db.query('update stock_models set inventory = 1 where id = $1', [model.stock_model_id]);
    const a = client(app);
    const b = client(app);
    await a.login('buyer@example.com', 'buyer1234');
    await b.login('member@example.com', 'member1234');
    const payload = { items: [{ productModelId: model.id, quantity: 1 }], deliveryDetail: delivery, paymentType: 3, receipt };
    const results = await Promise.all([a.post('/api/member/checkout', payload), b.post('/api/member/checkout', payload)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(((await refused.json()) as { msg: string }).msg).toMatch(/已售完/);
    const [stock] = await db.query<{ inventory: number }>('select inventory from stock_models where id = $1', [model.stock_model_id]);
    expect(stock!.inventory).toBe(0);
  });

  it('stock taken by another checkout after the lines were priced: 409 with the line, nothing written', async () => {
    // What another server process does between this checkout's pricing and its taking of the
    // stock, played by a trigger: the new order's insert sells the last two elsewhere.
    const model = await anyModel();
    await db.query('update stock_models set inventory = 2 where id = $1', [model.stock_model_id]);
    await db.exec(`create function sell_out_meanwhile() returns trigger language plpgsql as $$
      begin update stock_models set inventory = 0 where id = ${Number(model.stock_model_id)}; return new; end $$`);
    await db.exec('create trigger sell_out_meanwhile after insert on orders for each row execute function sell_out_meanwhile()');
    try {
      const buyer = client(app);
      await buyer.login('buyer@example.com', 'buyer1234');
      const [{ n: ordersBefore }] = (await db.query<{ n: number }>('select count(*)::int as n from orders')) as [{ n: number }];
      const response = await buyer.post('/api/member/checkout', {
        items: [{ productModelId: model.id, quantity: 1 }],
        deliveryDetail: delivery,
        paymentType: 3,
        receipt,
      });
      expect(response.status).toBe(409);
      const body = (await response.json()) as { msg: string; issues: { path: string; key: string }[] };
      expect(body.msg).toMatch(/已售完/);
      expect(body.issues).toEqual([{ path: 'items.0', key: 'outOfStock' }]);
      const [{ n: ordersAfter }] = (await db.query<{ n: number }>('select count(*)::int as n from orders')) as [{ n: number }];
      expect(ordersAfter).toBe(ordersBefore);
    } finally {
      await db.exec('drop trigger sell_out_meanwhile on orders; drop function sell_out_meanwhile()');
    }
    // The trigger's own update rolled back with the checkout: the two are still there.
    const [stock] = await db.query<{ inventory: number }>('select inventory from stock_models where id = $1', [model.stock_model_id]);
    expect(stock!.inventory).toBe(2);
  });

  it('needs a picked store for convenience-store pickup', async () => {
    const model = await anyModel();
    const buyer = client(app);
    await buyer.login('buyer@example.com', 'buyer1234');
    const payload = { items: [{ productModelId: model.id, quantity: 1 }], deliveryDetail: delivery, paymentType: 12, receipt };
    expect((await buyer.post('/api/member/checkout', payload)).status).toBe(400);
    const ok = await buyer.post('/api/member/checkout', {
      ...payload,
      cvsStore: { storeId: '006598', storeName: '全家台北重慶店', address: '臺北市', subType: 'FAMIC2C' },
    });
    expect(ok.status).toBe(200);
    const detail = (await (await buyer.get(`/api/member/order/detail/${((await ok.json()) as { orderId: number }).orderId}`)).json()) as {
      orderModel: { status: number; e_orderstatus: string; deliveryAddress: string };
    };
    expect(detail.orderModel).toMatchObject({ status: 1, e_orderstatus: '12' });
    expect(detail.orderModel.deliveryAddress).toContain('006598');
  });

  it('stores a pickup as a store pick-up: the store on the order, the delivery type a temperature class', async () => {
    const model = await anyModel();
    const buyer = client(app);
    await buyer.login('buyer@example.com', 'buyer1234');
    const placed = await buyer.post('/api/member/checkout', {
      items: [{ productModelId: model.id, quantity: 1 }],
      deliveryDetail: delivery,
      paymentType: 12,
      receipt,
      cvsStore: { storeId: '013317', storeName: '全家板橋文化店', address: '新北市板橋區文化路一段 100 號', subType: 'FAMIC2C' },
    });
    expect(placed.status).toBe(200);
    const { orderId } = (await placed.json()) as { orderId: number };
    const detail = (await (await buyer.get(`/api/member/order/detail/${orderId}`)).json()) as { orderModel: Record<string, unknown> };
    expect(detail.orderModel).toMatchObject({
      paymentType: 12,
      deliveryType: 0,
      cvsStoreId: '013317',
      cvsStoreName: '全家板橋文化店',
      e_orderstatus: '12',
      status: 1,
    });
    expect(detail.orderModel.deliveryAddress).toBe('全家 FamilyMart 全家板橋文化店（013317）新北市板橋區文化路一段 100 號');
  });

  it('seeds store pick-ups with their store and a delivery type that is a temperature class', async () => {
    const pickups = await db.query<{ cvs_store_id: string | null; delivery_address: string }>(
      'select cvs_store_id, delivery_address from orders where payment_type between 12 and 15',
    );
    expect(pickups.length).toBeGreaterThan(0);
    for (const p of pickups) {
      expect(p.cvs_store_id).toBeTruthy();
      expect(p.delivery_address).toContain(p.cvs_store_id!);
    }
    const wrong = await db.query(
      `select o.id from orders o where o.delivery_type <> case when exists (select 1 from order_items i join products p on p.id = i.product_id
         where i.order_id = o.id and p.product_delivery_type = 1) then 1 else 0 end`,
    );
    expect(wrong).toEqual([]);
  });

  it('serves saved details and the country fees', async () => {
    const buyer = client(app);
    await buyer.login('buyer@example.com', 'buyer1234');
    const purchase = (await (await buyer.get('/api/member/purchase/detail')).json()) as { purchaseDetail: { email: string } | null };
    expect(purchase.purchaseDetail?.email).toBeTruthy();
    expect((await buyer.get('/api/member/delivery/detail')).status).toBe(200);
    const countries = (await (await client(app).get('/api/member/countries')).json()) as { code: string }[];
    expect(countries[0]!.code).toBe('TW');
    expect((await client(app).get('/api/member/purchase/detail')).status).toBe(401);
  });
});
