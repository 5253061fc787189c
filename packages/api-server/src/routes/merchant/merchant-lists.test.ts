// The merchant's product and order lists are paged on the server (issue 26): a page at a time with
// the count of all that match, sorted, filtered and searched, a bad query refused with a 400 that
// names the field, and never a row of another merchant.
import { LIST_SEARCH_TOTAL_CAP, ORDER_STATUS, PAYMENT_TYPE, PRODUCT_BASE, PRODUCT_STATUS } from '@storefront/contracts';
import type { Database } from '../../db';
import { answerOf, client, openSeededApp, testApp, type TestApp } from '../../../test/test-support';
import { withCatalogueCache } from '../product/catalogue-cache';

let db: Database;
let app: TestApp;

openSeededApp((opened) => ({ db, app } = opened));

const memberId = async (email: string) => (await db.query<{ id: number }>('select id from members where email = $1', [email]))[0]!.id;

async function asMerchant(email = 'merchant@example.com') {
  const browser = client(app);
  await browser.login(email, 'merchant1234');
  return browser;
}

const PRODUCTS = 45;
const ORDERS = 33;
let merchant: number;
let other: number;

beforeAll(async () => {
  merchant = await memberId('merchant@example.com');
  other = await memberId('merchant2@example.com');
  // 45 products of one merchant, a day apart, every third taken down; one of the other merchant's
  // shares the search word.
  await db.query(
    `insert into products (merchant_id, slug, title, product_delivery_type, product_base, status, purchase_commission, created_at)
     select $1, 'paging-' || n, '分頁茶 ' || lpad(n::text, 2, '0'), 0, 0, case when n % 3 = 0 then $2::int else $3::int end, 0,
            timestamptz '2020-01-01' + n * interval '1 day'
       from generate_series(1, ${PRODUCTS}) as n`,
    [merchant, PRODUCT_STATUS.cancelled, PRODUCT_STATUS.online],
  );
  await db.query(
    `insert into products (merchant_id, slug, title, product_delivery_type, product_base, status, purchase_commission)
     values ($1, 'paging-other', '分頁茶 他店', 0, 0, $2, 0)`,
    [other, PRODUCT_STATUS.online],
  );
  // 33 orders to the merchant from 王小明 (odd) and 林美華 (even), rising prices; one to the other merchant.
  const buyer = await memberId('member@example.com');
  await db.query(
    `insert into orders (order_statement_id, buyer_id, merchant_id, status, payment_type, payment_full_name, total_price, created_at)
     select 'PG' || lpad(n::text, 6, '0'), $1, $2, case when n % 2 = 0 then $4::int else $5::int end, $3,
            case when n % 2 = 0 then '林美華' else '王小明' end, 100 * n, timestamptz '2001-03-01 00:00+08' + n * interval '1 hour'
       from generate_series(1, ${ORDERS}) as n`,
    [buyer, merchant, PAYMENT_TYPE.creditCard, ORDER_STATUS.awaitingShipment, ORDER_STATUS.complete],
  );
  await db.query(
    `insert into orders (order_statement_id, buyer_id, merchant_id, payment_type, payment_full_name, total_price, created_at)
     values ('PG999999', $1, $2, $3, '王小明', 1, timestamptz '2001-03-02')`,
    [buyer, other, PAYMENT_TYPE.creditCard],
  );
});

const productPage = async (query: string, email?: string) =>
  answerOf(await (await asMerchant(email)).get(`/api/merchant/product/list?${query}`), 'merchantProductList');
const orderPage = async (query: string, email?: string) =>
  answerOf(await (await asMerchant(email)).get(`/api/merchant/order/list?${query}`), 'merchantOrderList');

describe('merchant product list, paged', () => {
  it('sends one page with the total, 20 by default, and the rest on the next pages', async () => {
    const all = await db.query<{ n: number }>('select count(*)::int as n from products where merchant_id = $1', [merchant]);
    const first = await productPage('');
    expect(first).toMatchObject({ status: 200, page: 1, pageSize: 20, total: all[0]!.n });
    expect(first.productList).toHaveLength(20);
    const seen = new Set<number>();
    for (let page = 1; page <= Math.ceil(first.total / 20); page++) {
      for (const p of (await productPage(`page=${page}`)).productList) seen.add(p.productId);
    }
    expect(seen.size).toBe(first.total);
    const past = await productPage('page=999');
    expect(past).toMatchObject({ total: first.total, page: 999, productList: [] });
  });

  it('searches the title, filters by status and sorts', async () => {
    const found = await productPage('q=分頁茶&pageSize=100');
    expect(found.total).toBe(PRODUCTS);
    expect(found.productList.map((p) => p.title)[0]).toBe('分頁茶 45');
    const oldest = await productPage('q=%E5%88%86%E9%A0%81%E8%8C%B6&sort=oldest&pageSize=5');
    expect(oldest.productList.map((p) => p.title)).toEqual(['分頁茶 01', '分頁茶 02', '分頁茶 03', '分頁茶 04', '分頁茶 05']);
    const byTitle = await productPage('q=分頁茶&sort=titleDesc&pageSize=2&page=2');
    expect(byTitle.productList.map((p) => p.title)).toEqual(['分頁茶 43', '分頁茶 42']);
    const down = await productPage(`q=分頁茶&status=${PRODUCT_STATUS.cancelled}&pageSize=100`);
    expect(down.total).toBe(PRODUCTS / 3);
    expect(down.productList.every((p) => p.status === PRODUCT_STATUS.cancelled)).toBe(true);
    // LIKE's wildcards are taken literally.
    expect((await productPage('q=%25')).total).toBe(0);
    expect((await productPage('q=茶_4')).total).toBe(0);
  });

  it('finds a product by its slug as written, hyphens and all, and by a title’s own hyphen', async () => {
    expect((await productPage('q=paging-45')).productList.map((p) => p.title)).toEqual(['分頁茶 45']);
    expect((await productPage('q=PAGING-4&sort=oldest')).productList.map((p) => p.title)).toEqual([
      '分頁茶 04',
      '分頁茶 40',
      '分頁茶 41',
      '分頁茶 42',
      '分頁茶 43',
      '分頁茶 44',
      '分頁茶 45',
    ]);
    // The other merchant's slug is not found here.
    expect((await productPage('q=paging-other')).total).toBe(0);
    await db.query(`update products set title = '分頁茶 t-shirt 01' where merchant_id = $1 and slug = 'paging-1'`, [merchant]);
    try {
      expect((await productPage('q=t-shirt')).productList.map((p) => p.title)).toEqual(['分頁茶 t-shirt 01']);
    } finally {
      await db.query(`update products set title = '分頁茶 01' where merchant_id = $1 and slug = 'paging-1'`, [merchant]);
    }
  });

  it('gives each row its thumbnail, price and stock, as the editor has them', async () => {
    const merchantClient = await asMerchant();
    const rows = (await productPage('pageSize=100')).productList.filter((p) => !p.title.startsWith('分頁茶'));
    expect(rows.length).toBeGreaterThan(0);
    const auctions = new Map(
      (
        await db.query<{ id: number; price: number }>(
          `select p.id, coalesce((select max(b.price) from auction_bids b where b.product_id = p.id), p.start_auction_amount, 0)::int as price
             from products p where p.merchant_id = $1 and p.product_base = $2`,
          [merchant, PRODUCT_BASE.auction],
        )
      ).map((a) => [a.id, a.price]),
    );
    for (const row of rows) {
      const edit = await answerOf(await merchantClient.get(`/api/merchant/product/edit/${row.productId}`), 'merchantProductEdit');
      const models = [...edit.product.productModels].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
      const first = models[0]!;
      // The shop's price: the first variant's, an auction's highest bid (or its start).
      expect(row.price).toBe(auctions.get(row.productId) ?? first.productPrices[0]!.price);
      expect(row.stock).toBe(models.reduce((sum, m) => sum + (m.stockModel?.inventory ?? 0), 0));
      const picture = first.productImages[0];
      expect(row.img ?? null).toBe(picture ? picture.publicUrl : null);
    }
    expect(rows.some((row) => row.img)).toBe(true);
    // A product without variants or pictures: no thumbnail, no stock.
    const bare = (await productPage('q=分頁茶 01')).productList[0]!;
    expect(bare).toMatchObject({ title: '分頁茶 01', price: 0 });
    expect(bare.img ?? null).toBeNull();
    expect(bare.stock ?? null).toBeNull();
  });

  it('never shows another merchant’s products', async () => {
    const mine = await productPage('q=他店');
    expect(mine.total).toBe(0);
    const theirs = await productPage('q=分頁茶', 'merchant2@example.com');
    expect(theirs.productList.map((p) => p.title)).toEqual(['分頁茶 他店']);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['pageSize=101', 'pageSize'],
    ['pageSize=-1', 'pageSize'],
    ['sort=price', 'sort'],
    ['status=9', 'status'],
    [`q=${'茶'.repeat(101)}`, 'q'],
    ['q=%07', 'q'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const response = await (await asMerchant()).get(`/api/merchant/product/list?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { status: number; title: string; issues: { path: string }[] };
    expect(body.status).toBe(400);
    expect(body.title).toBeTruthy();
    expect(body.issues.map((i) => i.path)).toContain(field);
  });
});

describe('merchant product list, a search of many', () => {
  it('counts up to the cap and says more; a status filter alone is counted whole', async () => {
    const many = LIST_SEARCH_TOTAL_CAP + 5;
    await db.query(
      `insert into products (merchant_id, slug, title, product_delivery_type, product_base, status, purchase_commission, created_at)
       select $1, 'many-' || n, '禮盒茶 ' || n, 0, 0, $2, 0, timestamptz '2019-01-01' + n * interval '1 minute'
         from generate_series(1, ${many}) as n`,
      [merchant, PRODUCT_STATUS.draft],
    );
    try {
      const found = await productPage('q=禮盒&pageSize=100');
      expect(found).toMatchObject({ total: LIST_SEARCH_TOTAL_CAP, totalCapped: true });
      expect(found.productList.every((p) => p.title.includes('禮盒'))).toBe(true);
      // Walked in the page's order.
      const oldest = await productPage('q=禮盒&sort=oldest&pageSize=3&page=2');
      expect(oldest.productList.map((p) => p.title)).toEqual(['禮盒茶 4', '禮盒茶 5', '禮盒茶 6']);
      const drafts = await productPage(`status=${PRODUCT_STATUS.draft}`);
      expect(drafts.total).toBeGreaterThanOrEqual(many);
      expect(drafts.totalCapped).toBeUndefined();
    } finally {
      await db.query(`delete from products where slug like 'many-%'`);
    }
  });
});

describe('merchant order list, paged', () => {
  it('pages the orders with the total', async () => {
    const first = await orderPage('month=2001-03&pageSize=10');
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: ORDERS });
    expect(first.orders.map((o) => o.orderStatementId)[0]).toBe('PG000033');
    const last = await orderPage('month=2001-03&pageSize=10&page=4');
    expect(last.orders.map((o) => o.orderStatementId)).toEqual(['PG000003', 'PG000002', 'PG000001']);
  });

  it('searches the order number and the orderer, filters by status and sorts by amount', async () => {
    expect((await orderPage('q=pg00001')).orders.map((o) => o.orderStatementId).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `PG0000${10 + i}`),
    );
    const named = await orderPage('q=林美華&pageSize=100');
    expect(named.total).toBe(Math.floor(ORDERS / 2));
    expect(named.orders.every((o) => o.orderName === '林美華')).toBe(true);
    const shipping = await orderPage(`month=2001-03&status=${ORDER_STATUS.awaitingShipment}&pageSize=100`);
    expect(shipping.total).toBe(Math.floor(ORDERS / 2));
    expect(shipping.orders.every((o) => o.status === ORDER_STATUS.awaitingShipment)).toBe(true);
    const cheapest = await orderPage('month=2001-03&sort=priceAsc&pageSize=3');
    expect(cheapest.orders.map((o) => o.price)).toEqual([100, 200, 300]);
    const dearest = await orderPage('month=2001-03&sort=priceDesc&pageSize=3&page=2');
    expect(dearest.orders.map((o) => o.price)).toEqual([3000, 2900, 2800]);
  });

  it('never shows another merchant’s orders', async () => {
    expect((await orderPage('q=PG999999')).total).toBe(0);
    expect((await orderPage('q=PG999999', 'merchant2@example.com')).orders.map((o) => o.orderStatementId)).toEqual(['PG999999']);
    expect((await orderPage('q=PG0000', 'merchant2@example.com')).total).toBe(0);
  });

  it('counts a search up to the cap: past it the total is the cap and says more, the pages go on to the cap', async () => {
    // More matching orders than the cap, and more than the newest rows the count tests first both
    // ways: dense among the newest (BIG, every one), and spread (every third of the 李大同 ones
    // is among older orders, so the newest rows hold fewer than the cap).
    const buyer = await memberId('member@example.com');
    const many = LIST_SEARCH_TOTAL_CAP + 5;
    await db.query(
      `insert into orders (order_statement_id, buyer_id, merchant_id, payment_type, payment_full_name, total_price, created_at)
       select 'BIG' || lpad(n::text, 6, '0'), $1, $2, $3, case when n % 3 = 0 then '李大同' else '張三' end, n,
              timestamptz '2002-01-01' + n * interval '1 minute'
         from generate_series(1, ${3 * many}) as n`,
      [buyer, merchant, PAYMENT_TYPE.creditCard],
    );
    const dense = await orderPage('q=big0&pageSize=100');
    expect(dense).toMatchObject({ total: LIST_SEARCH_TOTAL_CAP, totalCapped: true });
    expect(dense.orders).toHaveLength(100);
    expect(dense.orders.every((o) => o.orderStatementId.startsWith('BIG'))).toBe(true);
    const spread = await orderPage('q=李大同&pageSize=100&page=10');
    expect(spread).toMatchObject({ total: LIST_SEARCH_TOTAL_CAP, totalCapped: true });
    expect(spread.orders).toHaveLength(100);
    expect(spread.orders.every((o) => o.orderName === '李大同')).toBe(true);
    // Walked in the page's order: the 901st to the 1,000th newest (every third order is 李大同's).
    expect(spread.orders.map((o) => o.orderStatementId)).toEqual(
      Array.from({ length: 100 }, (_, i) => `BIG${String(3 * many - 3 * (900 + i)).padStart(6, '0')}`),
    );
    const cheapest = await orderPage('q=李大同&pageSize=3&sort=priceAsc');
    expect(cheapest.orders.map((o) => o.orderStatementId)).toEqual(['BIG000003', 'BIG000006', 'BIG000009']);
    // Under the cap the count is exact, and says nothing more.
    const few = await orderPage('q=林美華');
    expect(few.total).toBe(Math.floor(ORDERS / 2));
    expect(few.totalCapped).toBeUndefined();
    await db.query(`delete from orders where order_statement_id like 'BIG%'`);
  });

  it.each([
    ['month=2001-13', 'month'],
    ['status=8', 'status'],
    ['sort=newest,id', 'sort'],
    ['page=1.5', 'page'],
    ['pageSize=1000', 'pageSize'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const response = await (await asMerchant()).get(`/api/merchant/order/list?${query}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toContain(field);
  });
});

describe('a search count kept in the catalogue cache', () => {
  it('answers a page of the same search with the kept count, and counts again after a write to what it counts', async () => {
    const cached = withCatalogueCache(db);
    const cachedApp = testApp(cached);
    const browser = client(cachedApp);
    await browser.login('merchant@example.com', 'merchant1234');
    const products = async () => answerOf(await browser.get('/api/merchant/product/list?q=分頁茶&pageSize=5'), 'merchantProductList');
    const orders = async () => answerOf(await browser.get('/api/merchant/order/list?q=王小明&pageSize=5'), 'merchantOrderList');
    const before = { products: (await products()).total, orders: (await orders()).total };
    expect(before.products).toBe(PRODUCTS);
    expect(before.orders).toBeGreaterThanOrEqual(Math.ceil(ORDERS / 2));
    // Written past the cache (as another program would): the kept counts stay.
    await db.query(
      `insert into products (merchant_id, slug, title, product_delivery_type, product_base, status, purchase_commission)
       values ($1, 'paging-kept', '分頁茶 新品', 0, 0, $2, 0)`,
      [merchant, PRODUCT_STATUS.online],
    );
    try {
      expect((await products()).total).toBe(before.products);
      // A write through the server to an order ends the kept counts of orders, not of products.
      const buyer = await memberId('member@example.com');
      await cached.query(
        `insert into orders (order_statement_id, buyer_id, merchant_id, payment_type, payment_full_name, total_price)
         values ('PG777777', $1, $2, $3, '王小明', 1)`,
        [buyer, merchant, PAYMENT_TYPE.creditCard],
      );
      expect({ products: (await products()).total, orders: (await orders()).total }).toEqual({
        products: before.products,
        orders: before.orders + 1,
      });
      // One to a product ends the counts of products.
      await cached.query(`update products set title = title where slug = 'paging-kept'`);
      expect((await products()).total).toBe(before.products + 1);
    } finally {
      await db.query(`delete from orders where order_statement_id = 'PG777777'`);
      await db.query(`delete from products where slug = 'paging-kept'`);
    }
  });
});
