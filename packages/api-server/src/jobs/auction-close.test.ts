// Auctions close with a fake clock: the highest bid wins an order awaiting payment at the winning
// price plus the merchant's shipping fee, payable within 3 days; no bids, unsold; a bid after the
// end is refused however close to it; closing runs once; an unpaid order fails and the auction
// ends unsold; a bid racing the close is either counted and wins, or refused.
import { ORDER_STATUS, PRODUCT_STATUS } from '@storefront/contracts';
import type { Database } from '../db';
import { placeBid } from '../routes/product/product-page';
import { client, openSeededApp, type TestApp } from '../../test/test-support';
import { AUCTION_PAYMENT_DAYS, auctionCloseJob, createServerScheduler } from '.';

let db: Database;
let app: TestApp;
openSeededApp((opened) => ({ db, app } = opened));

type Json = Record<string, unknown>;
const json = async (response: Response) => (await response.json()) as Json;
const DAY = 24 * 3600_000;

async function auction(slug: string) {
  const [row] = await db.query<{ id: number; end_auction_date: Date; merchant_id: number }>(
    'select id, end_auction_date, merchant_id from products where slug = $1',
    [slug],
  );
  return { id: row!.id, end: new Date(row!.end_auction_date), merchantId: row!.merchant_id };
}
const memberId = async (email: string) => (await db.query<{ id: number }>('select id from members where email = $1', [email]))[0]!.id;
const ordersOf = (productId: number) =>
  db.query<{
    id: number;
    buyer_id: number;
    status: number;
    total_price: number;
    shipping_price: number;
    pay_by: Date;
    payment_type: number;
  }>('select * from orders where auction_product_id = $1 order by id', [productId]);
const at = (date: Date) => () => date;

beforeAll(async () => {
  // The teapot's merchant charges its shipping fee whatever the price, so the total shows it.
  await db.query(`update merchants set use_free_shipping = false where merchant_name = '山嵐茶行'`);
});

describe('closing', () => {
  it('closes nothing before the end', async () => {
    const teapot = await auction('auction-vintage-yixing-teapot');
    const counts = await createServerScheduler(db, { clock: at(new Date(teapot.end.getTime() - 1)) }).runDue();
    expect(counts['auction-close']).toBe(0);
    expect(await ordersOf(teapot.id)).toEqual([]);
  });

  it('sells to the highest bid: an order awaiting payment at the price plus shipping, 3 days to pay; once', async () => {
    const teapot = await auction('auction-vintage-yixing-teapot');
    const closedAt = new Date(teapot.end.getTime() + 1000);
    const scheduler = createServerScheduler(db, { clock: at(closedAt) });
    expect((await scheduler.runDue())['auction-close']).toBe(1);
    expect((await scheduler.runDue())['auction-close']).toBe(0);

    const buyerId = await memberId('buyer@example.com');
    const orders = await ordersOf(teapot.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      buyer_id: buyerId,
      status: ORDER_STATUS.awaitingPayment,
      total_price: 3500 + 100,
      shipping_price: 100,
    });
    expect(new Date(orders[0]!.pay_by).getTime()).toBe(closedAt.getTime() + AUCTION_PAYMENT_DAYS * DAY);

    const page = await json(await client(app).get('/api/product/detail/auction-vintage-yixing-teapot'));
    expect(page).toMatchObject({ auctionEnded: true, winningPrice: 3500, winner: 'b***@example.com' });
    expect((await db.query<{ status: number }>('select status from products where id = $1', [teapot.id]))[0]!.status).toBe(
      PRODUCT_STATUS.soldOut,
    );

    const buyer = client(app);
    await buyer.login('buyer@example.com', 'buyer1234');
    const notices = await json(await buyer.get('/api/member/notices'));
    expect(notices.auctionWins).toEqual([
      expect.objectContaining({
        orderId: orders[0]!.id,
        slug: 'auction-vintage-yixing-teapot',
        winningPrice: 3500,
        shippingPrice: 100,
        totalPrice: 3600,
      }),
    ]);
    const list = await json(await buyer.get('/api/member/order/list'));
    const payBy = new Date(closedAt.getTime() + AUCTION_PAYMENT_DAYS * DAY).toISOString();
    expect((list.orders as Json[]).find((o) => o.orderId === orders[0]!.id)).toMatchObject({
      status: ORDER_STATUS.awaitingPayment,
      price: 3600,
      payBy,
    });
    expect((await json(await buyer.get(`/api/member/order/detail/${orders[0]!.id}`))).orderModel).toMatchObject({
      payBy,
      totalPrice: 3600,
      shippingPrice: 100,
    });
    // The shop no longer lists it.
    expect(JSON.stringify(await json(await client(app).get('/api/product/list?pageSize=100')))).not.toContain(
      'auction-vintage-yixing-teapot',
    );

    const bidder = client(app);
    await bidder.login('member@example.com', 'member1234');
    const late = await bidder.post('/api/product/addAuction', { productId: teapot.id, price: 9000, userId: 0 });
    expect(late.status).toBe(400);
    expect((await json(late)).title).toBe('競標已結束');
  });

  it('refuses a bid at the end to the millisecond and takes one just before', async () => {
    const puer = await auction('auction-aged-puer-cake-2005');
    const memberIdOf = await memberId('member@example.com');
    await expect(placeBid(db, memberIdOf, { productId: puer.id, price: 6000, userId: 0 }, puer.end)).rejects.toMatchObject({
      status: 400,
      title: '競標已結束',
    });
    await expect(
      placeBid(db, memberIdOf, { productId: puer.id, price: 6000, userId: 0 }, new Date(puer.end.getTime() - 1)),
    ).resolves.toMatchObject({ status: 200 });
  });

  it('fails the unpaid order after 3 days: the auction ends unsold and the piece is back in stock', async () => {
    const puer = await auction('auction-aged-puer-cake-2005');
    const stock = async () =>
      (
        await db.query<{ inventory: number }>(
          'select s.inventory from product_models m join stock_models s on s.id = m.stock_model_id where m.product_id = $1',
          [puer.id],
        )
      )[0]!.inventory;
    const before = await stock();
    const closedAt = new Date(puer.end.getTime() + 1);
    await createServerScheduler(db, { clock: at(closedAt) }).runDue();
    const [order] = await ordersOf(puer.id);
    expect(order).toMatchObject({
      buyer_id: await memberId('member@example.com'),
      status: ORDER_STATUS.awaitingPayment,
      total_price: 6000 + 100,
    });
    expect(await stock()).toBe(before - 1);

    // (The teapot's order, due earlier, expires on the way: counted, but not this one.)
    await createServerScheduler(db, { clock: at(new Date(closedAt.getTime() + AUCTION_PAYMENT_DAYS * DAY - 1)) }).runDue();
    expect((await ordersOf(puer.id))[0]!.status).toBe(ORDER_STATUS.awaitingPayment);
    const expired = await createServerScheduler(db, { clock: at(new Date(closedAt.getTime() + AUCTION_PAYMENT_DAYS * DAY)) }).runDue();
    expect(expired['order-payment-expiry']).toBe(1);
    expect((await ordersOf(puer.id))[0]!.status).toBe(ORDER_STATUS.failed);
    expect(await stock()).toBe(before);
    const page = await json(await client(app).get('/api/product/detail/auction-aged-puer-cake-2005'));
    expect(page).toMatchObject({ auctionEnded: true, winningPrice: null, winner: null });
  });

  it('ends an auction without bids unsold', async () => {
    const tray = await auction('auction-handmade-bamboo-tea-tray');
    await createServerScheduler(db, { clock: at(new Date(tray.end.getTime() + 1)) }).runDue();
    expect(await ordersOf(tray.id)).toEqual([]);
    const page = await json(await client(app).get('/api/product/detail/auction-handmade-bamboo-tea-tray'));
    expect(page).toMatchObject({ auctionEnded: true, winningPrice: null, winner: null });
  });

  it('catches up at start with every auction that ended while no server ran, and stops cleanly', async () => {
    const [product] = await db.query<{ id: number; slug: string }>(
      `select id, slug from products where product_base = 0 and status = 1 order by id limit 1`,
    );
    const end = new Date(Date.now() - 10 * DAY);
    await db.query(
      'update products set product_base = 1, start_auction_amount = 100, min_auction_price = 10, end_auction_date = $2 where id = $1',
      [product!.id, end],
    );
    await db.query('insert into auction_bids (product_id, member_id, price) values ($1, $2, 150)', [
      product!.id,
      await memberId('buyer@example.com'),
    ]);
    const scheduler = createServerScheduler(db, { intervalMs: 60_000 });
    const counts = await scheduler.start();
    await scheduler.stop();
    expect(counts['auction-close']).toBe(1);
    expect(await ordersOf(product!.id)).toHaveLength(1);
  });
});

describe('a bid racing the close', () => {
  it('is either in and wins, or refused: never an order below an accepted bid', async () => {
    const [row] = await db.query<{ id: number }>(`select id from products where product_base = 0 and status = 1 order by id desc limit 1`);
    const productId = row!.id;
    const buyerId = await memberId('buyer@example.com');
    const outcomes = { bidFirst: 0, closeFirst: 0 };
    // Every other auction closed first, so the job's next due item is this one.
    await createServerScheduler(db, { clock: at(new Date(Date.now() + 30 * DAY)) }).runDue();
    for (let round = 0; round < 12; round += 1) {
      const end = new Date(Date.now() + DAY);
      await db.query('delete from orders where auction_product_id = $1', [productId]);
      await db.query('delete from auction_bids where product_id = $1', [productId]);
      await db.query(
        `update products set product_base = 1, status = 1, start_auction_amount = 100, min_auction_price = 10, end_auction_date = $2,
           auction_closed_at = null, auction_outcome = null, auction_winner_id = null, auction_winning_price = null where id = $1`,
        [productId, end],
      );
      await db.query('insert into auction_bids (product_id, member_id, price) values ($1, $2, 200)', [productId, buyerId]);
      // The bid is in time by its own clock; the close runs by a clock at the end: whichever locks
      // the row first goes first (PGlite runs one transaction at a time, so each order is taken in
      // turn here; the PostgreSQL suite races them for real).
      const bidder = await memberId('member@example.com');
      const bid = () =>
        placeBid(db, bidder, { productId, price: 300, userId: 0 }, new Date(end.getTime() - 1)).then(
          () => 'in' as const,
          (error: { status?: number; title?: string }) => {
            expect(error).toMatchObject({ status: 400, title: '競標已結束' });
            return 'refused' as const;
          },
        );
      const close = () => db.transaction((tx) => auctionCloseJob.runOne(tx, end));
      const bidOutcome = round % 2 === 0 ? (await Promise.all([bid(), close()]))[0] : (await Promise.all([close(), bid()]))[1];
      const orders = await db.query<{ total_price: number; shipping_price: number }>(
        'select total_price, shipping_price from orders where auction_product_id = $1',
        [productId],
      );
      expect(orders).toHaveLength(1);
      const price = orders[0]!.total_price - orders[0]!.shipping_price;
      const [highest] = await db.query<{ price: number }>('select max(price)::int as price from auction_bids where product_id = $1', [
        productId,
      ]);
      expect(price).toBe(highest!.price);
      expect(price).toBe(bidOutcome === 'in' ? 300 : 200);
      outcomes[bidOutcome === 'in' ? 'bidFirst' : 'closeFirst'] += 1;
    }
    expect(outcomes).toEqual({ bidFirst: 6, closeFirst: 6 });
  });
});

describe('paying for an auction won', () => {
  it('opens the payment form before the deadline and refuses it after', async () => {
    const [order] = await db.query<{ id: number; buyer_id: number }>(
      `select id, buyer_id from orders where auction_product_id is not null and status = $1 order by id limit 1`,
      [ORDER_STATUS.failed],
    );
    const [email] = await db.query<{ email: string }>('select email from members where id = $1', [order!.buyer_id]);
    const winner = client(app);
    await winner.login(email!.email, email!.email === 'buyer@example.com' ? 'buyer1234' : 'member1234');
    // Past the deadline (failed by the job): no payment form.
    await db.query(`update orders set pay_by = now() - interval '1 minute' where id = $1`, [order!.id]);
    expect((await winner.get(`/api/member/ecpay/repay/${order!.id}`)).status).toBe(409);
    // Within the deadline: the form of the sandbox provider.
    await db.query(`update orders set status = $2, pay_by = now() + interval '1 day' where id = $1`, [
      order!.id,
      ORDER_STATUS.awaitingPayment,
    ]);
    expect((await winner.get(`/api/member/ecpay/repay/${order!.id}`)).status).toBe(200);
  });
});
