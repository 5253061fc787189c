// The catalogue reads kept in memory: never a stale price or bid after a write, whichever way the
// write comes (an API call, a transaction, a statement), and revalidation by ETag.
import type { Database, Queryable } from '../../db';
import type { ListenHandlers } from '../../db/database';
import { answerOf, client, seededDatabase, testApp, type TestApp } from '../../../test/test-support';
import { createServerScheduler } from '../../jobs';
import {
  CATALOGUE_CHANNEL,
  CatalogueCache,
  catalogueCacheOf,
  LIFETIME_MS,
  sourcesNoticed,
  sourcesWritten,
  withCatalogueCache,
  WRITING_FUNCTIONS,
} from './catalogue-cache';

let db: Database;
let cached: Database;
let app: TestApp;

beforeAll(async () => {
  db = await seededDatabase();
  cached = withCatalogueCache(db);
  app = testApp(cached);
});
afterAll(async () => {
  await db.close();
});

/** A cache on the test database, the database watched by it, and a load that counts its calls. */
function countingCache() {
  const cache = new CatalogueCache();
  const watched = withCatalogueCache(db, cache);
  let loads = 0;
  const load = async () => (loads += 1);
  return { cache, watched, load };
}

const get = (path: string, headers: Record<string, string> = {}) => app.request(`http://localhost${path}`, { headers });
/** A product page's answer, and the list's. */
const detail = async (response: Response) => answerOf(response, 'productDetail');
const productList = async (response: Response) => answerOf(response, 'productList');

async function merchantProduct(): Promise<{ id: number; slug: string; modelId: number }> {
  const [row] = await db.query<{ id: number; slug: string; model_id: number }>(
    `select p.id, p.slug, (select m.id from product_models m where m.product_id = p.id order by m.sort_order, m.id limit 1) as model_id
     from products p join members mb on mb.id = p.merchant_id
     where mb.email = 'merchant@example.com' and p.status = 1 and p.product_base = 0 order by p.id limit 1`,
  );
  return { id: row!.id, slug: row!.slug, modelId: row!.model_id };
}

const listedPrice = async (productId: number) =>
  (await productList(await get('/api/product/list?pageSize=100'))).productList.find((p) => p.productId === productId)?.price;

describe('catalogue cache', () => {
  it('shows a new price on the very next read, in the detail and in the list', async () => {
    const product = await merchantProduct();
    const before = await detail(await get(`/api/product/detail/${product.slug}`));
    await listedPrice(product.id); // both answers are now kept
    const price = before.productModels[0]!.markPrice + 37;
    await cached.query('update product_prices set price = $1 where product_model_id = $2', [price, product.modelId]);
    expect((await detail(await get(`/api/product/detail/${product.slug}`))).productModels[0]!.markPrice).toBe(price);
    expect(await listedPrice(product.id)).toBe(price);
  });

  it('answers from the committed catalogue while a transaction writes, and with its writes once it commits', async () => {
    const product = await merchantProduct();
    const before = (await detail(await get(`/api/product/detail/${product.slug}`))).productModels[0]!.markPrice;
    const price = before + 11;
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    const transaction = cached.transaction(async (tx) => {
      await tx.query('update product_prices set price = $1 where product_model_id = $2', [price, product.modelId]);
      wrote();
      await committing;
    });
    await written;
    // The embedded database's one connection is the transaction's: a read that went to it would wait for the commit.
    expect((await detail(await get(`/api/product/detail/${product.slug}`))).productModels[0]!.markPrice).toBe(before);
    commit();
    await transaction;
    expect((await detail(await get(`/api/product/detail/${product.slug}`))).productModels[0]!.markPrice).toBe(price);
    expect(await listedPrice(product.id)).toBe(price);
  });

  it('keeps nothing of a transaction that rolls back', async () => {
    const product = await merchantProduct();
    const before = (await detail(await get(`/api/product/detail/${product.slug}`))).productModels[0]!.markPrice;
    await expect(
      cached.transaction(async (tx) => {
        await tx.query('update product_prices set price = $1 where product_model_id = $2', [before + 5, product.modelId]);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await detail(await get(`/api/product/detail/${product.slug}`))).productModels[0]!.markPrice).toBe(before);
  });

  it('shows an auction closed by the job (through the same database) on the next read', async () => {
    const slug = 'auction-vintage-yixing-teapot';
    expect((await detail(await get(`/api/product/detail/${slug}`))).auctionEnded).toBeUndefined();
    const [row] = await db.query<{ end_auction_date: Date }>('select end_auction_date from products where slug = $1', [slug]);
    await createServerScheduler(cached, { clock: () => new Date(new Date(row!.end_auction_date).getTime() + 1) }).runDue();
    expect((await detail(await get(`/api/product/detail/${slug}`))).auctionEnded).toBe(true);
  });

  it('keeps the live version while an edit waits for review, and shows the approved one on the very next read', async () => {
    const product = await merchantProduct();
    const live = await detail(await get(`/api/product/detail/${product.slug}`));
    const merchant = client(app);
    await merchant.login('merchant@example.com', 'merchant1234');
    const { product: model } = await answerOf(await merchant.get(`/api/merchant/product/edit/${product.id}`), 'merchantProductEdit');
    expect((await merchant.post('/api/merchant/product/save/editProduct', { ...model, title: '改價送審' })).status).toBe(200);
    expect((await detail(await get(`/api/product/detail/${product.slug}`))).title).toBe(live.title);
    expect((await productList(await get('/api/product/list?pageSize=100'))).productList.map((p) => p.productId)).toContain(product.id);
    const operator = client(app);
    await operator.login('operator@example.com', 'operator1234');
    expect((await operator.post('/api/operator/review/product/approve', { productId: product.id })).status).toBe(200);
    expect((await detail(await get(`/api/product/detail/${product.slug}`))).title).toBe('改價送審');
  });

  it('shows a bid placed through the API on the next read of the auction', async () => {
    const [auction] = await db.query<{ id: number; slug: string; start_auction_amount: number; min_auction_price: number }>(
      `select id, slug, start_auction_amount, min_auction_price from products
       where product_base = 1 and status = 1 and end_auction_date > now() order by id limit 1`,
    );
    const before = await detail(await get(`/api/product/detail/${auction!.slug}`));
    const top = Math.max(auction!.start_auction_amount, ...(before.auctionRecords ?? []).map((r) => r.price));
    const buyer = client(app);
    await buyer.login('buyer@example.com', 'buyer1234');
    const price = top + auction!.min_auction_price + 5;
    expect((await buyer.post('/api/product/addAuction', { productId: auction!.id, price })).status).toBe(200);
    const after = await detail(await get(`/api/product/detail/${auction!.slug}`));
    expect((after.auctionRecords ?? []).map((r) => r.price)).toContain(price);
  });

  it('answers an unchanged catalogue read with 304 to its ETag, and a changed one in full', async () => {
    const [product] = await db.query<{ slug: string; model_id: number }>(
      `select p.slug, m.id as model_id from products p join product_models m on m.product_id = p.id
       where p.status = 1 and p.product_base = 0 order by p.id desc, m.sort_order, m.id limit 1`,
    );
    const first = await get(`/api/product/detail/${product!.slug}`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await get(`/api/product/detail/${product!.slug}`, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    await cached.query('update product_prices set price = price + 1 where product_model_id = $1', [product!.model_id]);
    const changed = await get(`/api/product/detail/${product!.slug}`, { 'if-none-match': etag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    // Member-only and writing GETs under /api/product are not revalidated.
    expect((await get('/api/product/favorite/1')).headers.get('cache-control')).toBe('no-store');
  });

  it('answers a repeated search from memory, and keeps product pages while visitors search', async () => {
    const product = await merchantProduct();
    let statements = 0;
    const counted: Database = {
      ...db,
      kind: db.kind,
      query: (sql, params) => {
        statements += 1;
        return db.query(sql, params);
      },
    };
    const searching = testApp(withCatalogueCache(counted));
    const ask = (path: string) => searching.request(`http://localhost${path}`);
    expect((await ask(`/api/product/detail/${product.slug}`)).status).toBe(200);
    expect((await ask('/api/product/search?q=%E8%8C%B6')).status).toBe(200);
    const before = statements;
    expect((await ask('/api/product/search?q=%E8%8C%B6')).status).toBe(200);
    expect((await ask(`/api/product/detail/${product.slug}`)).status).toBe(200);
    expect(statements).toBe(before);
  });

  it('reads the products of a search text once for its other sorts and pages, and its cards once, until a write', async () => {
    const statements: string[] = [];
    const counted: Database = {
      ...db,
      kind: db.kind,
      query: (sql, params) => {
        statements.push(sql);
        return db.query(sql, params);
      },
    };
    const served = withCatalogueCache(counted);
    const searching = testApp(served);
    const ask = async (query: string) => {
      const response = await searching.request(`http://localhost/api/product/search?${query}`);
      expect(response.status).toBe(200);
      return (await response.json()) as { productList: { productId: number; price: number }[]; total: number };
    };
    const matchReads = () => statements.filter((sql) => sql.includes('order by p.created_at desc, p.id desc limit')).length;
    const cardReads = () => statements.filter((sql) => sql.includes('p.badge_text')).length;
    const q = encodeURIComponent('茶');
    const relevance = await ask(`q=${q}`);
    expect(relevance.total).toBeGreaterThan(1);
    expect([matchReads(), cardReads()]).toEqual([1, 1]);
    const cheapest = await ask(`q=${q}&sort=priceAsc`);
    const newest = await ask(`q=${q}&sort=newest&pageSize=1&page=2`);
    expect(matchReads()).toBe(1);
    // The same products: no card read again.
    expect(cardReads()).toBe(1);
    expect(cheapest.productList.map((p) => p.productId).sort()).toEqual(relevance.productList.map((p) => p.productId).sort());
    expect(newest.productList).toHaveLength(1);
    // A price change is a write: the next search reads the products again and shows the new price.
    const productId = cheapest.productList[0]!.productId;
    await served.query('update product_prices set price = price + 1 where product_id = $1', [productId]);
    const after = await ask(`q=${q}&sort=priceAsc`);
    expect(matchReads()).toBe(2);
    expect(after.productList.find((p) => p.productId === productId)?.price).toBe(cheapest.productList[0]!.price + 1);
  });

  it('keeps its answers through a transaction that writes nothing a catalogue read shows (a product page opened)', async () => {
    const product = await merchantProduct();
    let reads = 0;
    const counted: Database = {
      ...db,
      kind: db.kind,
      query: (sql, params) => {
        if (sql.includes('from products')) reads += 1;
        return db.query(sql, params);
      },
    };
    const served = withCatalogueCache(counted);
    const visiting = testApp(served);
    const detailOf = () => visiting.request(`http://localhost/api/product/detail/${product.slug}`);
    expect((await detailOf()).status).toBe(200);
    const viewed = await visiting.request('http://localhost/api/product/view', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId: product.id }),
    });
    expect(viewed.status).toBe(200);
    const before = reads;
    expect((await detailOf()).status).toBe(200);
    expect(reads).toBe(before);
    // A transaction that changes the product does empty it.
    await served.transaction((tx) => tx.query('update products set title = title where id = $1', [product.id]));
    expect((await detailOf()).status).toBe(200);
    expect(reads).toBeGreaterThan(before);
  });

  it('keeps a signed-in member’s favourites out of the shared answers', async () => {
    const [row] = await db.query<{ slug: string }>('select slug from products where status = 1 order by id limit 1');
    const slug = row!.slug;
    const buyer = client(app);
    await buyer.login('buyer@example.com', 'buyer1234');
    const { productId } = await detail(await get(`/api/product/detail/${slug}`));
    expect((await buyer.get(`/api/product/favorite/${productId}`)).status).toBe(200);
    expect((await detail(await buyer.get(`/api/product/detail/${slug}`))).isFavorited).toBe(true);
    expect((await detail(await get(`/api/product/detail/${slug}`))).isFavorited).toBe(false);
  });
});

describe('CatalogueCache', () => {
  it('shares one load between concurrent readers and reloads after a write', async () => {
    const cache = new CatalogueCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads;
    };
    expect(await Promise.all([cache.read('k', load), cache.read('k', load)])).toEqual([1, 1]);
    cache.invalidate();
    expect(await cache.read('k', load)).toBe(2);
  });

  it('keeps each kind on its own shelf, pushing out the least recently read when one is full', async () => {
    const cache = new CatalogueCache();
    let loads = 0;
    const load = async () => (loads += 1);
    const answer = await cache.read('an answer', load);
    const hot = await cache.read('/product/hot', load, 'pages');
    // A flood of made-up page addresses, with the hot page read now and then.
    for (let i = 0; i < 5_000; i += 1) {
      await cache.read(`/product/hot?junk=${i}`, load, 'pages');
      if (i % 100 === 0) expect(await cache.read('/product/hot', load, 'pages')).toBe(hot);
    }
    expect(await cache.read('an answer', load)).toBe(answer);
    expect(await cache.read('/product/hot', load, 'pages')).toBe(hot);
    // The first of the flood was pushed out: read again, it loads.
    const before = loads;
    await cache.read('/product/hot?junk=0', load, 'pages');
    expect(loads).toBe(before + 1);
  });

  it('does not keep a failed load, and forgets answers after their lifetime', async () => {
    let now = 1_000_000;
    const cache = new CatalogueCache(() => now);
    await expect(cache.read('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('k', async () => 'up')).toBe('up');
    now += 2 * LIFETIME_MS + 1;
    expect(await cache.read('k', async () => 'fresh')).toBe('fresh');
  });

  it('serves a stale answer at once while one reload runs, then the reloaded one; a reader of a much older one waits', async () => {
    let now = 1_000_000;
    const cache = new CatalogueCache(() => now);
    let loads = 0;
    const pending: (() => void)[] = [];
    const slow = () => {
      const n = (loads += 1);
      return new Promise<number>((resolve) => pending.push(() => resolve(n)));
    };
    const settle = async () => {
      pending.splice(0).forEach((release) => release());
      await new Promise((resolve) => setImmediate(resolve));
    };
    const first = cache.read('k', slow);
    await settle();
    expect(await first).toBe(1);
    now += LIFETIME_MS + 1_000; // past its lifetime (half to all of LIFETIME_MS), within the next one
    expect(await cache.read('k', slow)).toBe(1);
    expect(await cache.read('k', slow)).toBe(1);
    expect(loads).toBe(2); // one reload for both readers
    await settle();
    expect(await cache.read('k', slow)).toBe(2);
    now += 2 * LIFETIME_MS + 1_000; // long past: the reader waits for the load
    const waited = cache.read('k', slow);
    expect(loads).toBe(3);
    await settle();
    expect(await waited).toBe(3);
  });

  it('drops a reload that a write overtook, and keeps the stale answer when a reload fails', async () => {
    let now = 1_000_000;
    const cache = new CatalogueCache(() => now);
    expect(await cache.read('k', async () => 'old')).toBe('old');
    now += LIFETIME_MS + 1_000;
    let release!: () => void;
    const overtaken = () => new Promise<string>((resolve) => (release = () => resolve('read before the write')));
    expect(await cache.read('k', overtaken)).toBe('old');
    cache.invalidate();
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.read('k', async () => 'after the write')).toBe('after the write');

    now += LIFETIME_MS + 1_000;
    expect(await cache.read('k', () => Promise.reject(new Error('down')))).toBe('after the write');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.read('k', async () => 'up again')).toBe('after the write');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.read('k', async () => 'not needed')).toBe('up again');
  });

  it('is not cleared by reads that start with a common table expression, and is by one that writes', async () => {
    const { cache, watched, load } = countingCache();
    await cache.read('k', load);
    await watched.query('with c as (select catelog_id from products where status = $1) select count(*) from c', [1]);
    expect(await cache.read('k', load)).toBe(1);
    await watched.query('with gone as (delete from products where id = 0 returning id) select count(*) from gone');
    expect(await cache.read('k', load)).toBe(2);
  });

  it('is not cleared by writes to sessions or page views', async () => {
    const { cache, watched, load } = countingCache();
    await cache.read('k', load);
    await watched.query('delete from sessions where expires_at < now()');
    expect(await cache.read('k', load)).toBe(1);
    await watched.transaction((tx) => tx.query('update products set title = title where id = 0'));
    expect(await cache.read('k', load)).toBe(2);
  });
});

describe('what ends kept answers', () => {
  it('names the sources of the tables a statement writes, none for reads and for tables no answer reads', () => {
    const cases: [string, string[]][] = [
      ['select * from products for update', []],
      ['with c as (select id from orders for update skip locked) select count(*) from c', []],
      ['insert into favourites (member_id, product_id) values ($1, $2) on conflict do nothing', []],
      ['delete from favourites where member_id = $1 and product_id = $2', []],
      ['update orders set status = $1, updated_at = now() where id = $2', ['orders']],
      ['update order_refunds set state = $1 where id = $2', ['orders']],
      ['insert into payment_attempts (order_id) values ($1)', []],
      [
        `with batch as (select id from merchant_tally_changes order by id limit 1000 for update skip locked),
         moved as (delete from merchant_tally_changes c using batch where c.id = batch.id returning c.list)
         insert into merchant_tallies as t (list) select list from moved on conflict (list) do update set n = t.n + excluded.n`,
        [],
      ],
      ['analyze', []],
      ['checkpoint', []],
      ['update database_maintenance set last_run_at = $1 where task = $2', []],
      ['update stock_models set inventory = inventory - $1 where id = $2', ['catalogue']],
      ['UPDATE "Products" SET title = $1', ['catalogue']],
      ['delete from only auction_bids where id = $1', ['catalogue']],
      ['with gone as (delete from products where id = 0 returning id) insert into orders select * from gone', ['catalogue', 'orders']],
      ['insert into product_images (product_model_id, media_id) values ($1, $2)', ['catalogue']],
      ['truncate products', ['catalogue', 'orders']],
      ['merge into products p using x on true when matched then do nothing', ['catalogue', 'orders']],
      ['create table t (id int)', ['catalogue', 'orders']],
      ['call refresh_everything()', ['catalogue', 'orders']],
      // A select of a function that writes: the CSV import's refresh of the search facts.
      ['select refresh_search_prices($1::int[]), refresh_in_stock($1::int[])', ['catalogue']],
      ['SELECT Refresh_In_Stock (array[1])', ['catalogue']],
      ['select search_words_of($1)', []],
    ];
    for (const [sql, sources] of cases) expect([sql, [...sourcesWritten(sql)].sort()]).toEqual([sql, sources]);
  });

  it('knows every function of the schema that writes a table when a select calls it, and the tables it writes', async () => {
    // Trigger functions run inside the statement that fires them, which names its own table.
    const functions = await db.query<{ name: string; definition: string }>(
      `select p.proname as name, pg_get_functiondef(p.oid) as definition
         from pg_proc p
        where p.pronamespace = current_schema()::regnamespace and p.prokind = 'f'
          and p.prorettype <> 'trigger'::regtype`,
    );
    expect(functions.map((f) => f.name)).toContain('refresh_in_stock');
    const written = (definition: string) =>
      [
        ...new Set(
          [...definition.matchAll(/\b(?:insert\s+into|delete\s+from|update)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi)].map((m) => m[1]),
        ),
      ].sort();
    const writers = Object.fromEntries(
      functions.filter((f) => written(f.definition).length > 0).map((f) => [f.name, written(f.definition)]),
    );
    expect(writers).toEqual(Object.fromEntries(Object.entries(WRITING_FUNCTIONS).map(([name, tables]) => [name, [...tables].sort()])));
  });

  it('ends the answers when the CSV import refreshes the search facts with a select', async () => {
    const { cache, watched, load } = countingCache();
    await cache.read('k', load);
    await watched.query('select refresh_in_stock(array[]::int[])');
    expect(await cache.read('k', load)).toBe(2);
    await watched.transaction((tx) => tx.query('select refresh_search_prices(array[]::int[])'));
    expect(await cache.read('k', load)).toBe(3);
  });

  it('keeps a visitor’s product answer while members favourite it and orders are paid, and ends it with a price', async () => {
    const traced: string[] = [];
    const watched = withCatalogueCache(db, new CatalogueCache(Date.now, (_source, sql) => traced.push(sql)));
    const tracedApp = testApp(watched);
    const product = await merchantProduct();
    const read = async () => detail(await tracedApp.request(`http://localhost/api/product/detail/${product.slug}`));
    const before = await read();
    expect(traced.length).toBeGreaterThan(0);
    traced.length = 0;
    const member = client(tracedApp);
    await member.login('member@example.com', 'member1234');
    expect((await member.get(`/api/product/favorite/${product.id}`)).status).toBe(200);
    await watched.transaction(async (tx) => {
      await tx.query('update orders set updated_at = updated_at where id = (select min(id) from orders)');
      await tx.query(
        'insert into merchant_tally_changes (list, merchant_id, status, month, n) select list, merchant_id, status, month, 0 from merchant_tally_changes where false',
      );
    });
    expect(await read()).toEqual(before);
    expect(traced).toEqual([]);
    await member.get(`/api/product/unfavorite/${product.id}`);
    await watched.query('update product_prices set price = price + 1 where product_model_id = $1', [product.modelId]);
    expect((await read()).productModels[0]!.markPrice).toBe(before.productModels[0]!.markPrice + 1);
    expect(traced.length).toBeGreaterThan(0);
    await watched.query('update product_prices set price = price - 1 where product_model_id = $1', [product.modelId]);
  });

  it('ends a merchant’s counts of orders with a write to an order, and the catalogue’s answers with a write to it, each alone', async () => {
    const { cache, watched, load } = countingCache();
    await cache.read('an order count', load, 'answers', 'orders');
    await cache.read('a product', load);
    await watched.query('update orders set updated_at = updated_at where id = 0');
    expect(await cache.read('a product', load)).toBe(2);
    expect(await cache.read('an order count', load, 'answers', 'orders')).toBe(3);
    await watched.query('update products set title = title where id = 0');
    expect(await cache.read('an order count', load, 'answers', 'orders')).toBe(3);
    expect(await cache.read('a product', load)).toBe(4);
  });

  it('reads a notice as the sources it names: a table, sources, or every one when it names neither', () => {
    expect(sourcesNoticed('stock_models')).toEqual(['catalogue']);
    expect(sourcesNoticed('orders')).toEqual(['orders']);
    expect(sourcesNoticed('catalogue,orders')).toEqual(['catalogue', 'orders']);
    expect(sourcesNoticed('')).toEqual(['catalogue', 'orders']);
    expect(sourcesNoticed('favourites')).toEqual(['catalogue', 'orders']);
  });
});

/**
 * The seeded database as a server on PostgreSQL sees it: it can listen for other processes'
 * notifications (here handed over by the test), and its statements are noted.
 */
function listeningDatabase(base: Database) {
  const listens: { channel: string; handlers: ListenHandlers; closed: boolean }[] = [];
  let answerListen: () => Promise<void> = async () => undefined;
  const statements: string[] = [];
  const noted = (target: Queryable): Queryable => ({
    query(sql, params) {
      statements.push(params?.length ? `${sql} ${JSON.stringify(params)}` : sql);
      return target.query(sql, params);
    },
  });
  const database: Database = {
    kind: 'postgres',
    query: (sql, params) => noted(base).query(sql, params),
    exec: (sql) => base.exec(sql),
    transaction: async (fn) => {
      const result = await base.transaction((tx) => fn(noted(tx)));
      statements.push('commit');
      return result;
    },
    close: async () => undefined,
    async listen(channel, handlers) {
      await answerListen();
      const entry = { channel, handlers, closed: false };
      listens.push(entry);
      return {
        async close() {
          entry.closed = true;
        },
      };
    },
  };
  return {
    database,
    listens,
    statements,
    /** Holds every listen until the answer given resolves (or throws with it). */
    listenAnswers: (answer: () => Promise<void>) => {
      answerListen = answer;
    },
  };
}

describe('catalogue cache shared by server processes on one PostgreSQL', () => {
  const countingLoad = () => {
    let loads = 0;
    return { load: async () => ++loads, loads: () => loads };
  };
  const waitFor = async (done: () => boolean) => {
    for (let i = 0; i < 300 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done()).toBe(true);
  };

  it('keeps nothing until it listens, then keeps answers until another process tells of a write', async () => {
    const shared = listeningDatabase(db);
    let letListen: (() => void) | undefined;
    shared.listenAnswers(() => new Promise<void>((resolve) => (letListen = resolve)));
    const served = withCatalogueCache(shared.database);
    const cache = catalogueCacheOf(served)!;
    const { load, loads } = countingLoad();
    expect(await cache.read('k', load)).toBe(1);
    expect(await cache.read('k', load)).toBe(2);
    // It asks to listen once the tables tell of their writes.
    await waitFor(() => letListen !== undefined);
    expect(await cache.read('k', load)).toBe(3);
    letListen!();
    await waitFor(() => shared.listens.length === 1);
    expect(shared.listens[0]!.channel).toBe(CATALOGUE_CHANNEL);
    const kept = await cache.read('k', load);
    expect(await cache.read('k', load)).toBe(kept);
    shared.listens[0]!.handlers.notified('products');
    expect(await cache.read('k', load)).toBe(kept + 1);
    expect(loads()).toBe(kept + 1);
    await served.close();
    expect(shared.listens[0]!.closed).toBe(true);
  });

  it('keeps nothing from a lost connection until it listens again', async () => {
    const shared = listeningDatabase(db);
    const served = withCatalogueCache(shared.database);
    const cache = catalogueCacheOf(served)!;
    await waitFor(() => shared.listens.length === 1);
    const { load } = countingLoad();
    const kept = await cache.read('k', load);
    expect(await cache.read('k', load)).toBe(kept);
    shared.listens[0]!.handlers.lost(new Error('connection terminated'));
    expect(await cache.read('k', load)).toBe(kept + 1);
    expect(await cache.read('k', load)).toBe(kept + 2);
    await waitFor(() => shared.listens.length === 2);
    const again = await cache.read('k', load);
    expect(await cache.read('k', load)).toBe(again);
    await served.close();
  });

  it('tells the other processes of a write inside its transaction, and of nothing when a transaction only reads', async () => {
    const shared = listeningDatabase(db);
    const served = withCatalogueCache(shared.database);
    await waitFor(() => shared.listens.length === 1);
    const notify = `select pg_notify('${CATALOGUE_CHANNEL}', $1) ["catalogue"]`;
    await served.transaction(async (tx) => {
      await tx.query('select 1');
      await tx.query('update products set title = title where id = 0');
      await tx.query('select 2');
    });
    expect(shared.statements.slice(-3)).toEqual(['select 2', notify, 'commit']);
    shared.statements.length = 0;
    await served.transaction((tx) => tx.query('select 1'));
    await served.transaction((tx) => tx.query("insert into sessions (id, member_id, expires_at) select 'x', 0, now() where false"));
    expect(shared.statements).not.toContain(notify);
    await served.query('update products set title = title where id = 0');
    expect(shared.statements.slice(-2)).toEqual(['update products set title = title where id = 0', notify]);
    await served.close();
  });
});
