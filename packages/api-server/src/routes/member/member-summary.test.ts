// The member centre's summary (GET /api/member/summary): only for the signed-in member, about that
// member only; each stage's count is the number of orders the order history shows under the
// filter of the same name, the balance is the points page's, the wish list count follows a
// favourite, and the latest order is the list's first with its first product.
import { ORDER_FILTER_GROUPS, ORDER_STAGES, isInOrderFilter } from '@storefront/contracts/orders';
import { ORDER_STATUS, RETURN_STATUS } from '@storefront/contracts';
import { MemberSummaryResponse } from '@storefront/contracts/member';
import * as v from 'valibot';
import type { Database } from '../../db';
import { answerOf, client, openSeededApp, type TestApp } from '../../../test/test-support';

let db: Database;
let app: TestApp;

openSeededApp((opened) => ({ db, app } = opened));

async function signedIn(email: string, password: string) {
  const c = client(app);
  await c.login(email, password);
  return c;
}

const summaryOf = async (c: ReturnType<typeof client>) => {
  const response = await c.get('/api/member/summary');
  expect(response.status).toBe(200);
  return v.parse(MemberSummaryResponse, await response.json());
};

describe('GET /api/member/summary', () => {
  it('refuses a visitor', async () => {
    expect((await client(app).get('/api/member/summary')).status).toBe(401);
  });

  it("counts the buyer's orders by stage as the order history filters them, with the balance and the latest order", async () => {
    const buyer = await signedIn('buyer@example.com', 'buyer1234');
    const summary = await summaryOf(buyer);
    const { orders } = await answerOf(await buyer.get('/api/member/order/list?pageSize=100'), 'memberOrderList');
    for (const stage of ORDER_STAGES) {
      expect(summary.orderCounts[stage]).toBe(orders.filter((order) => isInOrderFilter(order, stage)).length);
      // The order history's page of that stage says as many.
      const page = await answerOf(await buyer.get(`/api/member/order/list?group=${stage}`), 'memberOrderList');
      expect(page.total).toBe(summary.orderCounts[stage]);
    }
    // Counted in the database too, by status: the demo buyer has orders in every status.
    const byStatus = await db.query<{ status: number; n: number }>(
      `select o.status, count(*)::int as n from orders o join members m on m.id = o.buyer_id
        where m.email = 'buyer@example.com' group by o.status`,
    );
    const count = (status: number) => byStatus.find((row) => row.status === status)?.n ?? 0;
    expect(summary.orderCounts.awaitingPayment).toBe(count(2));
    expect(summary.orderCounts.awaitingShipment).toBe(count(1));
    expect(summary.orderCounts.shipping).toBe(count(7));
    expect(summary.orderCounts.awaitingPayment).toBeGreaterThan(0);

    const points = await answerOf(await buyer.get('/api/member/account/points'), 'memberAccountPoints');
    expect(summary.totalPoints).toBe(points.totalPoints);

    const latest = orders[0]!;
    const detail = await answerOf(await buyer.get(`/api/member/order/detail/${latest.orderId}`), 'memberOrderDetail');
    expect(summary.latestOrder).toMatchObject({
      orderId: latest.orderId,
      orderStatementId: latest.orderStatementId,
      status: latest.status,
      price: latest.price,
      productTitle: detail.orderModel.orderItems[0]!.productTitle,
    });
  });

  it('pages the order history, newest first, within a group, and refuses a bad page or group', async () => {
    const buyer = await signedIn('buyer@example.com', 'buyer1234');
    const all = await answerOf(await buyer.get('/api/member/order/list?pageSize=100'), 'memberOrderList');
    expect(all.total).toBe(all.orders.length);
    expect(all.total).toBeGreaterThan(4);
    const first = await answerOf(await buyer.get('/api/member/order/list?pageSize=2'), 'memberOrderList');
    const second = await answerOf(await buyer.get('/api/member/order/list?pageSize=2&page=2'), 'memberOrderList');
    expect(first).toMatchObject({ total: all.total, page: 1, pageSize: 2 });
    expect([...first.orders, ...second.orders].map((order) => order.orderId)).toEqual(all.orders.slice(0, 4).map((order) => order.orderId));
    // The default page is 20 orders.
    const byDefault = await answerOf(await buyer.get('/api/member/order/list'), 'memberOrderList');
    expect(byDefault.pageSize).toBe(20);
    expect(byDefault.orders.length).toBe(Math.min(20, all.total!));
    // A page past the end: no orders, the true total.
    const past = await answerOf(await buyer.get('/api/member/order/list?page=999'), 'memberOrderList');
    expect(past).toMatchObject({ orders: [], total: all.total, page: 999 });
    const cancelled = await answerOf(await buyer.get('/api/member/order/list?group=cancelled&pageSize=100'), 'memberOrderList');
    expect(cancelled.orders.map((order) => order.orderId)).toEqual(
      all.orders.filter((order) => isInOrderFilter(order, 'cancelled')).map((order) => order.orderId),
    );
    for (const bad of ['group=nothing', 'page=0', 'page=abc', 'pageSize=1000']) {
      expect((await buyer.get(`/api/member/order/list?${bad}`)).status).toBe(400);
    }
  });

  it('filters each group in the database as the contracts rule does, an undecided return included', async () => {
    const buyer = await signedIn('buyer@example.com', 'buyer1234');
    // A completed order with a return asked: under returns as well as under completed.
    await db.query(
      `update orders set return_status = $2 where id = (select o.id from orders o join members m on m.id = o.buyer_id
        where m.email = 'buyer@example.com' and o.status = $1 order by o.id limit 1)`,
      [ORDER_STATUS.complete, RETURN_STATUS.requested],
    );
    const all = await answerOf(await buyer.get('/api/member/order/list?pageSize=100'), 'memberOrderList');
    expect(all.orders.some((order) => order.returnRequested)).toBe(true);
    for (const group of ORDER_FILTER_GROUPS) {
      const page = await answerOf(await buyer.get(`/api/member/order/list?group=${group}&pageSize=100`), 'memberOrderList');
      expect(page.orders.map((order) => order.orderId)).toEqual(
        all.orders.filter((order) => isInOrderFilter(order, group)).map((order) => order.orderId),
      );
      expect(page.total).toBe(page.orders.length);
    }
  });

  it("lists each order with its first product, that product's picture and how many more it holds", async () => {
    const buyer = await signedIn('buyer@example.com', 'buyer1234');
    const { orders } = await answerOf(await buyer.get('/api/member/order/list?pageSize=100'), 'memberOrderList');
    expect(orders.length).toBeGreaterThan(3);
    for (const order of orders) {
      const detail = await answerOf(await buyer.get(`/api/member/order/detail/${order.orderId}`), 'memberOrderDetail');
      const main = detail.orderModel.orderItems.filter((item) => item.parentProductModelId == null);
      expect(order.productTitle).toBe(main[0]!.productTitle);
      expect(order.productImageUrl ?? '').toBe(main[0]!.productImageUrl ?? '');
      expect(order.moreProducts).toBe(main.length - 1);
    }
    expect(orders.some((order) => order.productImageUrl?.startsWith('/media/'))).toBe(true);
  });

  it('counts a return asked for under 退貨/退款, and shows it under that filter', async () => {
    const buyer = await signedIn('buyer@example.com', 'buyer1234');
    const before = await summaryOf(buyer);
    const [order] = await db.query<{ id: number }>(
      `select o.id from orders o join members m on m.id = o.buyer_id
        where m.email = 'buyer@example.com' and o.status = 3 and o.return_status is null order by o.id limit 1`,
    );
    // Delivered today, so the 鑑賞期 is open.
    await db.query('update orders set delivered_at = now() where id = $1', [order!.id]);
    const refund = await buyer.post('/api/member/order/refund', {
      orderId: order!.id,
      refundReason: '尺寸不合',
      refundName: '王小明',
      refundPhone: '0912345678',
      refundAddress: '臺北市大安區復興南路一段 100 號 5 樓',
      refundAccountDetail: '(822) 1234-5678-9012',
    });
    expect(refund.status).toBe(200);
    const after = await summaryOf(buyer);
    expect(after.orderCounts.returns).toBe(before.orderCounts.returns + 1);
    const { orders } = await answerOf(await buyer.get('/api/member/order/list'), 'memberOrderList');
    expect(orders.find((o) => o.orderId === order!.id)).toMatchObject({ returnRequested: true });
  });

  it('tells another member only about their own account, and follows the wish list', async () => {
    const other = await signedIn('member@example.com', 'member1234');
    const [mine] = await db.query<{ orders: number; favourites: number }>(
      `select (select count(*)::int from orders o where o.buyer_id = m.id) as orders,
              (select count(*)::int from favourites f where f.member_id = m.id) as favourites
         from members m where m.email = 'member@example.com'`,
    );
    const before = await summaryOf(other);
    const buyerOrderIds = (
      await db.query<{ id: number }>(`select o.id from orders o join members m on m.id = o.buyer_id where m.email = 'buyer@example.com'`)
    ).map((row) => row.id);
    if (before.latestOrder) expect(buyerOrderIds).not.toContain(before.latestOrder.orderId);
    if (mine!.orders === 0) {
      expect(before.latestOrder ?? null).toBeNull();
      expect(Object.values(before.orderCounts)).toEqual([0, 0, 0, 0]);
    }
    expect(before.wishListCount).toBe(mine!.favourites);

    const [product] = await db.query<{ id: number }>(
      'select p.id from products p where not exists (select 1 from favourites f join members m on m.id = f.member_id where f.product_id = p.id and m.email = $1) order by p.id limit 1',
      ['member@example.com'],
    );
    const favourite = await other.get(`/api/product/favorite/${product!.id}`, { 'sec-fetch-site': 'same-origin' });
    expect(favourite.status).toBe(200);
    expect((await summaryOf(other)).wishListCount).toBe(before.wishListCount + 1);
  });
});
