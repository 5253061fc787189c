// The product page's calls against a seeded in-memory database: bids (rule, ended auctions,
// visitors, races), the referral code, share records and sanitized product texts.
import * as v from 'valibot';
import { endpoints } from '@storefront/contracts/endpoints';
import type { Database } from '../../db';
import { client, type TestApp, openSeededApp } from '../../../test/test-support';

let db: Database;
let app: TestApp;

openSeededApp((opened) => ({ db, app } = opened));

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

let chosen: { id: number; slug: string; start: number; step: number } | undefined;

/** The seeded auction that is still open and had no bids when the file started. */
async function openAuction(): Promise<{ id: number; slug: string; start: number; step: number }> {
  if (chosen) return chosen;
  const [row] = await db.query<{ id: number; slug: string; start_auction_amount: number; min_auction_price: number }>(
    `select id, slug, start_auction_amount, min_auction_price from products
     where product_base = 1 and status = 1 and end_auction_date > now()
       and not exists (select 1 from auction_bids b where b.product_id = products.id) order by id limit 1`,
  );
  chosen = { id: row!.id, slug: row!.slug, start: row!.start_auction_amount, step: row!.min_auction_price };
  return chosen;
}

const currentPrice = async (slug: string) => {
  const body = await json(await app.request(`http://localhost/api/product/detail/${slug}`));
  const records = (body.auctionRecords as { price: number }[]) ?? [];
  return { records, price: records.length ? Math.max(...records.map((r) => r.price)) : (body.startAuctionAmount as number) };
};

describe('bids', () => {
  it('refuses a visitor with 401', async () => {
    const auction = await openAuction();
    const response = await client(app).post('/api/product/addAuction', { productId: auction.id, price: auction.start + auction.step });
    expect(response.status).toBe(401);
  });

  it('refuses a bid below current + step with the amount, accepts the minimum, and the price follows', async () => {
    const auction = await openAuction();
    const buyer = client(app);
    await buyer.login('buyer@example.com', 'buyer1234');
    const minimum = auction.start + auction.step;
    const low = await buyer.post('/api/product/addAuction', { productId: auction.id, price: minimum - 1 });
    expect(low.status).toBe(400);
    expect(await json(low)).toMatchObject({
      title: '出價金額不可低於',
      msg: `出價金額不可低於 ${minimum}`,
      issues: [{ path: 'price', key: 'bidTooLow' }],
    });

    const ok = await buyer.post('/api/product/addAuction', { productId: auction.id, price: minimum });
    expect(ok.status).toBe(200);
    const body = await json(ok);
    expect(v.safeParse(endpoints.productAddAuction.response, body).success).toBe(true);
    expect(body).toMatchObject({ status: 200, title: '出價成功' });
    expect((await currentPrice(auction.slug)).price).toBe(minimum);

    const again = await buyer.post('/api/product/addAuction', { productId: auction.id, price: minimum });
    expect(await json(again)).toMatchObject({ msg: `出價金額不可低於 ${minimum + auction.step}` });
  });

  it('rejects an empty or malformed price with 400 and writes nothing', async () => {
    const auction = await openAuction();
    const buyer = client(app);
    await buyer.login('buyer@example.com', 'buyer1234');
    const before = (await currentPrice(auction.slug)).records.length;
    for (const price of [null, '', 'abc', -5, 0]) {
      const response = await buyer.post('/api/product/addAuction', { productId: auction.id, price });
      expect(response.status).toBe(400);
    }
    expect((await currentPrice(auction.slug)).records.length).toBe(before);
  });

  it('of 200 simultaneous bids at the same amount exactly one is accepted', async () => {
    const auction = await openAuction();
    const { price } = await currentPrice(auction.slug);
    const amount = price + auction.step;
    const buyer = client(app);
    await buyer.login('buyer@example.com', 'buyer1234');
    const member = client(app);
    await member.login('member@example.com', 'member1234');
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        (i % 2 ? buyer : member).post('/api/product/addAuction', { productId: auction.id, price: amount }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(199);
    const stored = await db.query('select 1 from auction_bids where product_id = $1 and price = $2', [auction.id, amount]);
    expect(stored).toHaveLength(1);
  });

  it('refuses a bid on an ended auction and on a fixed-price product', async () => {
    const auction = await openAuction();
    const buyer = client(app);
    await buyer.login('buyer@example.com', 'buyer1234');
    await db.query(`update products set end_auction_date = now() - interval '1 minute' where id = $1`, [auction.id]);
    const ended = await buyer.post('/api/product/addAuction', { productId: auction.id, price: 999_999 });
    expect(ended.status).toBe(400);
    expect(await json(ended)).toMatchObject({ title: '競標已結束' });
    await db.query(`update products set end_auction_date = now() + interval '1 day' where id = $1`, [auction.id]);

    const [fixed] = await db.query<{ id: number }>('select id from products where product_base = 0 and status = 1 limit 1');
    expect((await buyer.post('/api/product/addAuction', { productId: fixed!.id, price: 999_999 })).status).toBe(404);
  });
});

describe('where a bidder stands', () => {
  /** An open auction, its bids cleared, so the demo buyers' standing starts from nothing. */
  async function freshAuction() {
    const [row] = await db.query<{ id: number; slug: string; step: number }>(
      `select id, slug, min_auction_price as step from products
       where product_base = 1 and status = 1 and end_auction_date > now() order by id desc limit 1`,
    );
    await db.query('delete from auction_bids where product_id = $1', [row!.id]);
    return row!;
  }
  const detail = async (who: ReturnType<typeof client>, slug: string) => json(await who.get(`/api/product/detail/${slug}`));

  it('tells each member about their own bid only: leading, then outbid; the records name nobody', async () => {
    const auction = await freshAuction();
    const buyer = client(app);
    await buyer.login('buyer@example.com', 'buyer1234');
    const member = client(app);
    await member.login('member@example.com', 'member1234');
    expect(await detail(buyer, auction.slug)).toMatchObject({ bidStanding: null, myTopBid: null });

    const first = (await currentPrice(auction.slug)).price + auction.step;
    expect((await buyer.post('/api/product/addAuction', { productId: auction.id, price: first })).status).toBe(200);
    expect(await detail(buyer, auction.slug)).toMatchObject({ bidStanding: 'leading', myTopBid: first });
    expect(await detail(member, auction.slug)).toMatchObject({ bidStanding: null, myTopBid: null });

    const second = first + auction.step;
    expect((await member.post('/api/product/addAuction', { productId: auction.id, price: second })).status).toBe(200);
    expect(await detail(buyer, auction.slug)).toMatchObject({ bidStanding: 'outbid', myTopBid: first });
    expect(await detail(member, auction.slug)).toMatchObject({ bidStanding: 'leading', myTopBid: second });

    const seen = await detail(buyer, auction.slug);
    expect(v.safeParse(endpoints.productDetail.response, seen).success).toBe(true);
    for (const record of seen.auctionRecords as Record<string, unknown>[]) expect(record).not.toHaveProperty('userId');
    const visitor = await json(await app.request(`http://localhost/api/product/detail/${auction.slug}`));
    expect(visitor).toMatchObject({ bidStanding: null });
    for (const record of visitor.auctionRecords as Record<string, unknown>[]) expect(record).not.toHaveProperty('userId');
  });

  it('lists the member’s running auctions with where they stand, for that member only', async () => {
    expect((await client(app).get('/api/member/auctions')).status).toBe(401);
    const auction = await freshAuction();
    const buyer = client(app);
    await buyer.login('buyer@example.com', 'buyer1234');
    const member = client(app);
    await member.login('member@example.com', 'member1234');
    const first = (await currentPrice(auction.slug)).price + auction.step;
    await buyer.post('/api/product/addAuction', { productId: auction.id, price: first });
    await member.post('/api/product/addAuction', { productId: auction.id, price: first + auction.step });

    const mine = await json(await buyer.get('/api/member/auctions'));
    expect(v.safeParse(endpoints.memberAuctions.response, mine).success).toBe(true);
    expect((mine.auctions as Record<string, unknown>[]).find((a) => a.productId === auction.id)).toMatchObject({
      slug: auction.slug,
      currentPrice: first + auction.step,
      myTopBid: first,
      bidStanding: 'outbid',
    });
    const theirs = await json(await member.get('/api/member/auctions'));
    expect((theirs.auctions as Record<string, unknown>[]).find((a) => a.productId === auction.id)).toMatchObject({
      bidStanding: 'leading',
    });

    // An ended auction is no longer listed.
    await db.query(`update products set end_auction_date = now() - interval '1 minute' where id = $1`, [auction.id]);
    const later = await json(await buyer.get('/api/member/auctions'));
    expect((later.auctions as { productId: number }[]).map((a) => a.productId)).not.toContain(auction.id);
    await db.query(`update products set end_auction_date = now() + interval '1 day' where id = $1`, [auction.id]);
  });

  it('refuses a bid with cents with 400 (whole NT$ only) and writes nothing', async () => {
    const auction = await freshAuction();
    const buyer = client(app);
    await buyer.login('buyer@example.com', 'buyer1234');
    const { records, price } = await currentPrice(auction.slug);
    const response = await buyer.post('/api/product/addAuction', { productId: auction.id, price: price + auction.step + 0.5 });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ issues: [{ path: 'price', key: 'integer' }] });
    expect((await currentPrice(auction.slug)).records).toHaveLength(records.length);
  });
});

describe('a product members see', () => {
  it('shows a merchant its own product under review; other members and visitors are told it is not there', async () => {
    const [row] = await db.query<{ id: number; slug: string }>(
      `select p.id, p.slug from products p join members m on m.id = p.merchant_id
       where m.email = 'merchant@example.com' and p.status = 1 and p.product_base = 0 order by p.id limit 1`,
    );
    const merchant = client(app);
    await merchant.login('merchant@example.com', 'merchant1234');
    const member = client(app);
    await member.login('member@example.com', 'member1234');
    // Read once while online, so everybody's answer is kept; then taken under review.
    expect((await app.request(`http://localhost/api/product/detail/${row!.slug}`)).status).toBe(200);
    await db.query('update products set status = 4 where id = $1', [row!.id]);
    try {
      const own = await merchant.get(`/api/product/detail/${row!.slug}`);
      expect(own.status).toBe(200);
      expect(await json(own)).toMatchObject({ productId: row!.id, slug: row!.slug, isFavorited: false });
      for (const response of [
        await member.get(`/api/product/detail/${row!.slug}`),
        await app.request(`http://localhost/api/product/detail/${row!.slug}`),
      ]) {
        expect(response.status).toBe(404);
        expect(await json(response)).toMatchObject({ msg: '找不到商品' });
      }
    } finally {
      await db.query('update products set status = 1 where id = $1', [row!.id]);
    }
  });

  it('carries the member’s own favourite on everybody’s kept answer, and nobody else’s', async () => {
    const [row] = await db.query<{ id: number; slug: string }>(
      'select id, slug from products where status = 1 and product_base = 0 order by id desc limit 1',
    );
    const member = client(app);
    await member.login('member@example.com', 'member1234');
    const buyer = client(app);
    await buyer.login('buyer@example.com', 'buyer1234');
    expect((await member.get(`/api/product/favorite/${row!.id}`)).status).toBe(200);
    try {
      const visitor = await json(await app.request(`http://localhost/api/product/detail/${row!.slug}`));
      const theirs = await json(await member.get(`/api/product/detail/${row!.slug}`));
      const others = await json(await buyer.get(`/api/product/detail/${row!.slug}`));
      expect(theirs).toEqual({ ...visitor, isFavorited: true });
      expect(others).toEqual({ ...visitor, isFavorited: false });
    } finally {
      await member.get(`/api/product/unfavorite/${row!.id}`);
    }
  });
});

describe('share and referral', () => {
  it('gives a member its referral code and needs a login for it', async () => {
    expect((await client(app).get('/api/member/account/productview')).status).toBe(401);
    const buyer = client(app);
    await buyer.login('buyer@example.com', 'buyer1234');
    const body = await json(await buyer.get('/api/member/account/productview'));
    const [row] = await db.query<{ referral_code: string }>(`select referral_code from members where email = 'buyer@example.com'`);
    expect(body).toEqual({ status: 200, referralUrl: row!.referral_code });
  });

  it('records a share, which earns nothing by itself (promote points come from visitors of the link)', async () => {
    const [product] = await db.query<{ id: number; share_commission: number }>(
      'select id, share_commission from products where status = 1 and share_commission > 0 order by id desc limit 1',
    );
    const visitor = await client(app).get(`/api/member/account/productview/${product!.id}`);
    expect(visitor.status).toBe(200);
    const member = client(app);
    await member.login('member@example.com', 'member1234');
    for (let i = 0; i < 3; i++) expect((await member.get(`/api/member/account/productview/${product!.id}`)).status).toBe(200);
    const points = await db.query<{ points: number }>(
      `select l.points from points_ledger l join members m on m.id = l.member_id
       where m.email = 'member@example.com' and l.product_id = $1`,
      [product!.id],
    );
    expect(points).toEqual([]);
    const views = await db.query('select 1 from product_views where product_id = $1', [product!.id]);
    expect(views.length).toBeGreaterThanOrEqual(4);
    expect((await member.get('/api/member/account/productview/99999999')).status).toBe(404);
  });
});

describe('product texts', () => {
  it('sends the description, specification, information and purchase notes sanitized', async () => {
    const [product] = await db.query<{ id: number; slug: string }>('select id, slug from products where status = 1 order by id limit 1');
    await db.query(`update products set description = $2, specification = $3, information = $4, purchase_description = $5 where id = $1`, [
      product!.id,
      '<p onclick="x()">好茶</p><script>alert(1)</script>',
      '<table><tbody><tr><td>重量</td></tr></tbody></table><iframe src="https://e.com"></iframe>',
      '<a href="javascript:alert(1)">看</a><img src="https://cdn.example.com/a.jpg" onerror="y()">',
      '<ul><li>七天鑑賞期</li></ul><style>body{}</style>',
    ]);
    const body = await json(await app.request(`http://localhost/api/product/detail/${product!.slug}`));
    expect(body).toMatchObject({
      description: '<p>好茶</p>',
      specification: '<table><tbody><tr><td>重量</td></tr></tbody></table>',
      information: '<a>看</a><img src="https://cdn.example.com/a.jpg" />',
      purchaseDescription: '<ul><li>七天鑑賞期</li></ul>',
    });
  });

  it('answers 404 for an unknown slug', async () => {
    expect((await app.request('http://localhost/api/product/detail/no-such-product')).status).toBe(404);
  });
});
