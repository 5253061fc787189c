// Search and the category / brand listings on the seeded catalogue: Chinese without spaces,
// Latin with a typo, every filter and sort, pages, the suggestions, and bad or hostile input.
import * as v from 'valibot';
import { PRODUCT_BASE, PRODUCT_STATUS } from '@storefront/contracts';
import { endpoints } from '@storefront/contracts/endpoints';
import { SEARCH_TOTAL_CAP } from '@storefront/contracts/product';
import type { Database } from '../../db';
import { type TestApp, openSeededApp } from '../../../test/test-support';
import { MATCHES_KEPT } from './search-matches';

let db: Database;
let app: TestApp;

openSeededApp((opened) => ({ db, app } = opened));

type Card = {
  productId: number;
  title: string;
  price: number;
  discount?: number | null;
  productBase?: number;
  inventory?: number;
  brand?: string;
  category?: string;
  endAuctionDate?: string;
  auctionRecords?: { price: number }[] | null;
  startAuctionAmount?: number | null;
};
type Answer = {
  productList: Card[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
  categories: { id: number; title: string; count: number }[];
  brands: { id: number; title: string; count: number }[];
  category?: { id: number; title: string } | null;
  brand?: { id: number; title: string } | null;
  suggestion?: string | null;
};

async function search(query: Record<string, string>): Promise<Answer> {
  const response = await app.request(`http://localhost/api/product/search?${new URLSearchParams(query).toString()}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as unknown;
  expect(v.safeParse(endpoints.productSearch.response, body).success).toBe(true);
  return body as Answer;
}

const titles = (a: Answer) => a.productList.map((p) => p.title);
const priceNow = (p: Card) =>
  p.productBase === PRODUCT_BASE.auction
    ? Math.max(p.startAuctionAmount ?? 0, ...(p.auctionRecords ?? []).map((r) => r.price))
    : (p.discount ?? p.price);
const online = async () =>
  (await db.query<{ n: number }>('select count(*)::int as n from products where status = $1', [PRODUCT_STATUS.online]))[0]!.n;

describe('search text', () => {
  it('finds Chinese without spaces: 烏龍 finds 鹿谷凍頂烏龍茶', async () => {
    const answer = await search({ q: '烏龍' });
    expect(titles(answer)).toEqual(expect.arrayContaining(['鹿谷凍頂烏龍茶 300g', '台灣高山烏龍茶 150g']));
    expect(answer.productList.every((p) => p.title.includes('烏龍'))).toBe(true);
    expect(answer.total).toBe(answer.productList.length);
  });

  it('finds a product by a brand or category name and ranks the title match first', async () => {
    const byBrand = await search({ q: '鹿谷茶莊' });
    expect(byBrand.productList.length).toBeGreaterThan(0);
    expect(byBrand.productList.every((p) => p.brand === '鹿谷茶莊')).toBe(true);
    const tea = await search({ q: '茶' });
    expect(tea.productList[0]!.title).toContain('茶');
  });

  it('needs every word: 烏龍 鹿谷 finds only the one from 鹿谷', async () => {
    expect(titles(await search({ q: '烏龍 鹿谷' }))).toEqual(['鹿谷凍頂烏龍茶 300g']);
  });

  it('finds English words and forgives a typo', async () => {
    expect(titles(await search({ q: 'oolong' }))).toEqual(expect.arrayContaining(['鹿谷凍頂烏龍茶 300g']));
    expect(titles(await search({ q: 'olong' }))).toEqual(expect.arrayContaining(['鹿谷凍頂烏龍茶 300g']));
    expect(titles(await search({ q: 'ALISHN' }))).toEqual(['台灣高山烏龍茶 150g']);
  });

  it('finds nothing for an unknown word and suggests a near name', async () => {
    const none = await search({ q: 'zzqqxx' });
    expect(none).toMatchObject({ total: 0, productList: [] });
    const near = await search({ q: '鹿谷茶行' });
    expect(near.total).toBe(0);
    expect(near.suggestion).toBe('鹿谷茶莊');
  });

  it('treats LIKE wildcards and SQL as text', async () => {
    expect((await search({ q: '%' })).total).toBe(0);
    expect((await search({ q: '_' })).total).toBe(0);
    expect((await search({ q: "'; drop table products; --" })).total).toBe(0);
    expect((await search({ q: "烏龍' or '1'='1" })).total).toBe(0);
    expect(await online()).toBeGreaterThan(20);
  });
});

describe('bad input', () => {
  const status = async (query: string) => (await app.request(`http://localhost/api/product/search?${query}`)).status;
  it('refuses a 2,000-character text, control characters and malformed filters with 400', async () => {
    expect(await status(`q=${'茶'.repeat(2000)}`)).toBe(400);
    expect(await status('q=%E7%83%8F%00')).toBe(400);
    expect(await status('q=a%1Bb')).toBe(400);
    expect(await status('q=a%C2%85b')).toBe(400);
    expect(await status('category=1%20or%201=1')).toBe(400);
    expect(await status('minPrice=-1')).toBe(400);
    expect(await status('sort=random')).toBe(400);
    expect(await status('page=0')).toBe(400);
    expect(await status('pageSize=1000')).toBe(400);
    expect((await app.request(`http://localhost/api/product/suggest?q=${'a'.repeat(2000)}`)).status).toBe(400);
    expect((await app.request('http://localhost/api/product/suggest?q=%07')).status).toBe(400);
  });
});

describe('filters', () => {
  it('lists a category and a brand, named in the answer', async () => {
    const all = await search({});
    expect(all.total).toBe(await online());
    const tea = all.categories.find((c) => c.title === '茶葉沖泡')!;
    const inTea = await search({ category: String(tea.id) });
    expect(inTea.category).toEqual({ id: tea.id, title: '茶葉沖泡' });
    expect(inTea.total).toBe(tea.count);
    expect(inTea.productList.every((p) => p.category === '茶葉沖泡')).toBe(true);
    const brand = all.brands.find((b) => b.title === '科技生活')!;
    const byBrand = await search({ brand: String(brand.id) });
    expect(byBrand.brand).toEqual({ id: brand.id, title: '科技生活' });
    expect(byBrand.total).toBe(brand.count);
    expect(byBrand.productList.every((p) => p.brand === '科技生活')).toBe(true);
  });

  it('filters by price range on the price paid now', async () => {
    const answer = await search({ minPrice: '300', maxPrice: '800', pageSize: '60' });
    expect(answer.total).toBeGreaterThan(0);
    for (const p of answer.productList) {
      expect(priceNow(p)).toBeGreaterThanOrEqual(300);
      expect(priceNow(p)).toBeLessThanOrEqual(800);
    }
  });

  it('filters fixed price or auction, in stock and on sale', async () => {
    const auctions = await search({ kind: 'auction' });
    expect(auctions.total).toBeGreaterThan(0);
    expect(auctions.productList.every((p) => p.productBase === PRODUCT_BASE.auction)).toBe(true);
    const fixed = await search({ kind: 'fixed', pageSize: '60' });
    expect(fixed.productList.every((p) => p.productBase !== PRODUCT_BASE.auction)).toBe(true);
    expect(fixed.total + auctions.total).toBe(await online());
    const inStock = await search({ inStock: '1', kind: 'fixed', pageSize: '60' });
    expect(inStock.total).toBeLessThan(fixed.total);
    expect(inStock.productList.every((p) => (p.inventory ?? 0) > 0)).toBe(true);
    const onSale = await search({ onSale: '1', pageSize: '60' });
    expect(onSale.total).toBeGreaterThan(0);
    expect(onSale.productList.every((p) => p.discount != null && p.discount < p.price)).toBe(true);
  });
});

describe('sort and pages', () => {
  it('sorts by price up and down, newest and auctions ending soonest', async () => {
    const up = (await search({ sort: 'priceAsc', kind: 'fixed', pageSize: '60' })).productList.map(priceNow);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await search({ sort: 'priceDesc', pageSize: '60' })).productList.map(priceNow);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const newest = (await search({ sort: 'newest', pageSize: '60' })).productList.map((p) => (p as { date?: string }).date ?? '');
    expect(newest).toEqual([...newest].sort().reverse());
    const ending = (await search({ sort: 'endingSoon' })).productList;
    expect(ending.length).toBeGreaterThan(0);
    const ends = ending.map((p) => Date.parse(p.endAuctionDate!));
    expect(ends.every((t) => t > Date.now())).toBe(true);
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
  });

  it('pages through the results without overlap, with the total on every page', async () => {
    const first = await search({ pageSize: '10', sort: 'newest' });
    const second = await search({ pageSize: '10', sort: 'newest', page: '2' });
    expect(second.page).toBe(2);
    expect(second.total).toBe(first.total);
    expect(first.productList).toHaveLength(10);
    const ids = new Set(first.productList.map((p) => p.productId));
    expect(second.productList.some((p) => ids.has(p.productId))).toBe(false);
    const past = await search({ pageSize: '10', page: '99' });
    expect(past).toMatchObject({ productList: [], total: first.total });
  });
});

describe('suggestions', () => {
  it('suggests products, brands and categories for the text typed so far', async () => {
    const response = await app.request(`http://localhost/api/product/suggest?q=${encodeURIComponent('茶')}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      products: { title: string; slug: string }[];
      brands: { title: string }[];
      categories: { title: string }[];
    };
    expect(v.safeParse(endpoints.productSuggest.response, body).success).toBe(true);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((p) => p.slug.length > 0)).toBe(true);
    expect(body.brands.map((b) => b.title)).toEqual(expect.arrayContaining(['鹿谷茶莊']));
    expect(body.categories.map((c) => c.title)).toEqual(['茶葉沖泡']);
    const empty = (await (await app.request('http://localhost/api/product/suggest?q=')).json()) as { products: unknown[] };
    expect(empty.products).toEqual([]);
  });
});

describe('the price sorted and filtered on follows every write', () => {
  const taipeiDay = async (days: number) =>
    (await db.query<{ d: string }>(`select to_char((now() at time zone 'Asia/Taipei')::date + $1::int, 'YYYY-MM-DD') as d`, [days]))[0]!.d;
  // A page size of its own for each look, so no earlier answer is reused.
  let size = 30;
  const top = async (query: Record<string, string>) => (await search({ ...query, pageSize: String((size += 1)) })).productList;

  it('a new list price, a sale that starts today or has ended, and a bid', async () => {
    const [fixed] = await db.query<{ id: number; model: number }>(
      `select p.id, (select m.id from product_models m where m.product_id = p.id order by m.sort_order, m.id limit 1) as model
       from products p where p.status = $1 and p.product_base = $2 order by p.id limit 1`,
      [PRODUCT_STATUS.online, PRODUCT_BASE.fixedPrice],
    );
    await db.query('update product_prices set price = 987654, on_sale = false where product_model_id = $1', [fixed!.model]);
    expect((await top({ sort: 'priceDesc' }))[0]!.productId).toBe(fixed!.id);
    expect((await top({ minPrice: '987654' })).map((p) => p.productId)).toEqual([fixed!.id]);

    // A sale from tomorrow does not count yet; one that runs today does; one that ended does not.
    await db.query(
      'update product_prices set on_sale = true, on_sale_price = 1, start_date = $2, end_date = null where product_model_id = $1',
      [fixed!.model, await taipeiDay(1)],
    );
    expect((await top({ sort: 'priceDesc' }))[0]!.productId).toBe(fixed!.id);
    expect((await top({ onSale: '1' })).map((p) => p.productId)).not.toContain(fixed!.id);
    await db.query('update product_prices set start_date = $2 where product_model_id = $1', [fixed!.model, await taipeiDay(0)]);
    expect((await top({ sort: 'priceAsc', kind: 'fixed' }))[0]!.productId).toBe(fixed!.id);
    expect((await top({ onSale: '1', maxPrice: '1' })).map((p) => p.productId)).toEqual([fixed!.id]);
    await db.query('update product_prices set start_date = $2, end_date = $3 where product_model_id = $1', [
      fixed!.model,
      await taipeiDay(-5),
      await taipeiDay(-1),
    ]);
    expect((await top({ sort: 'priceDesc' }))[0]!.productId).toBe(fixed!.id);

    // An auction is at its highest bid.
    const [auction] = await db.query<{ id: number }>(
      'select id from products where status = $1 and product_base = $2 and end_auction_date > now() order by id limit 1',
      [PRODUCT_STATUS.online, PRODUCT_BASE.auction],
    );
    const [bidder] = await db.query<{ id: number }>('select id from members order by id limit 1');
    await db.query('insert into auction_bids (product_id, member_id, price) values ($1, $2, 9999999)', [auction!.id, bidder!.id]);
    const dearest = await top({ sort: 'priceDesc' });
    expect(dearest.slice(0, 2).map((p) => p.productId)).toEqual([auction!.id, fixed!.id]);
    expect(dearest.map(priceNow)).toEqual([...dearest.map(priceNow)].sort((a, b) => b - a));
  });
});

describe('"in stock" follows every write of stock and models', () => {
  it('the last one sold, stock again, allowed below zero, a model moved to another product', async () => {
    const [product] = await db.query<{ id: number; title: string; model: number; stock: number }>(
      `select p.id, p.title, m.id as model, m.stock_model_id as stock from products p join product_models m on m.product_id = p.id
        where p.status = $1 and p.product_base = $2 and (select count(*) from product_models x where x.product_id = p.id) = 1
        order by p.id limit 1`,
      [PRODUCT_STATUS.online, PRODUCT_BASE.fixedPrice],
    );
    const { id, stock } = product!;
    const inStock = async () => {
      // The listing (from the database) and the text search (from the kept matches) agree.
      const listed = (await search({ inStock: '1', pageSize: '60' })).productList.map((p) => p.productId).includes(id);
      const found = (await search({ q: product!.title, inStock: '1' })).productList.map((p) => p.productId).includes(id);
      expect(found).toBe(listed);
      return listed;
    };
    await db.query('update stock_models set inventory = 1, allow_negative_inventory = false where id = $1', [stock]);
    expect(await inStock()).toBe(true);
    await db.query('update stock_models set inventory = inventory - 1 where id = $1', [stock]);
    expect(await inStock()).toBe(false);
    await db.query('update stock_models set allow_negative_inventory = true where id = $1', [stock]);
    expect(await inStock()).toBe(true);
    await db.query('update stock_models set allow_negative_inventory = false, inventory = 5 where id = $1', [stock]);
    expect(await inStock()).toBe(true);
    // Its only model given to another product: nothing of it can be bought.
    const [other] = await db.query<{ id: number }>('select id from products where id <> $1 order by id limit 1', [id]);
    await db.query('update product_models set product_id = $2 where id = $1', [product!.model, other!.id]);
    expect(await inStock()).toBe(false);
    await db.query('update product_models set product_id = $2 where id = $1', [product!.model, id]);
    expect(await inStock()).toBe(true);
  });
});

describe('near spellings', () => {
  it('finds a product written after the start by a typo of its words', async () => {
    const [merchant] = await db.query<{ id: number }>('select member_id as id from merchants order by member_id limit 1');
    await db.query(
      `insert into products (merchant_id, slug, title, product_base, status) values
         ($1, 'zanzibar-kettle', '桑吉巴水壺', $2, $3), ($1, 'zanzibarian-kettle', '桑吉巴風水壺', $2, $3)`,
      [merchant!.id, PRODUCT_BASE.fixedPrice, PRODUCT_STATUS.online],
    );
    expect(titles(await search({ q: 'zanzibat' })).sort()).toEqual(['桑吉巴水壺', '桑吉巴風水壺'].sort());
    expect(titles(await search({ q: 'zanzibar' }))).toEqual(expect.arrayContaining(['桑吉巴水壺', '桑吉巴風水壺']));
    // Written as in the catalogue, only what holds it: no near spelling is added.
    expect(titles(await search({ q: 'zanzibarian' }))).toEqual(['桑吉巴風水壺']);
    expect((await search({ q: 'zqnzxbqt' })).total).toBe(0);
  });
});

describe('short words and large results', () => {
  // What a word must match: the product's title or slug words, its brand or its category.
  const holding = async (word: string) =>
    (
      await db.query<{ id: number }>(
        `select p.id from products p left join brands b on b.id = p.brand_id left join catelogs c on c.id = p.catelog_id
         where p.status = $1 and (p.search_doc like $2 or lower(b.title) like $2 or lower(c.title) like $2) order by p.id`,
        [PRODUCT_STATUS.online, `%${word}%`],
      )
    ).map((r) => r.id);

  it('finds every product holding a one- or two-character word, and counts them', async () => {
    for (const word of ['烏', '龍茶', '山', '茶']) {
      const expected = await holding(word);
      expect(expected.length).toBeGreaterThan(0);
      const answer = await search({ q: word, pageSize: '60' });
      expect(answer.total).toBe(expected.length);
      expect(answer.totalCapped).toBe(false);
      expect(answer.productList.map((p) => p.productId).sort((a, b) => a - b)).toEqual(expected);
      expect(answer.categories.reduce((n, c) => n + c.count, 0)).toBe(expected.length);
    }
    // A pair of characters that are in a title but not next to each other is not a match.
    expect((await search({ q: '烏茶' })).total).toBe(0);
  });

  it('finds the newest matches of a large catalogue, whether a word is in few, half or most of its products', async () => {
    const [merchant] = await db.query<{ id: number }>('select member_id as id from merchants order by member_id limit 1');
    await db.query(
      `insert into products (merchant_id, slug, title, product_base, status, created_at, updated_at)
       select $1::int, 'many-' || g,
              '大量商品 ' || g || case when g % 2 = 0 then ' 中頻' else '' end || case when g % 10 <> 0 then ' 常見' else '' end
                || case when g > 2990 then ' 稀有' else '' end,
              $2::int, $3::int, now() - make_interval(secs => 100000 + g), now()
       from generate_series(1, 3000) g`,
      [merchant!.id, PRODUCT_BASE.fixedPrice, PRODUCT_STATUS.online],
    );
    // 稀有 only in the ten oldest (read through the index), 中頻 in half (a second, longer walk),
    // 常見 in nine products of ten (the first walk finds enough).
    for (const q of ['稀有', '中頻', '常見']) {
      const expected = await db.query<{ id: number }>(
        `select id from products where status = $1 and search_doc like $2 order by created_at desc, id desc limit 60`,
        [PRODUCT_STATUS.online, `%${q}%`],
      );
      const [count] = await db.query<{ n: number }>('select count(*)::int as n from products where status = $1 and search_doc like $2', [
        PRODUCT_STATUS.online,
        `%${q}%`,
      ]);
      const answer = await search({ q, sort: 'newest', pageSize: '60' });
      expect(answer.productList.map((p) => p.productId)).toEqual(expected.map((r) => r.id));
      expect(answer.total).toBe(Math.min(count!.n, SEARCH_TOTAL_CAP));
      expect(answer.totalCapped).toBe(count!.n > SEARCH_TOTAL_CAP);
      const last = await search({ q, sort: 'newest', pageSize: '60', page: String(Math.ceil(answer.total / 60)) });
      expect(last.productList.length).toBe(answer.total % 60 || 60);
    }
    // 常見 matched more than the set keeps: a filter nearly all pass is answered from it, the
    // cheapest first by the database (with the count the set already knows), both as a plain read.
    const fixed = await search({ q: '常見', kind: 'fixed', sort: 'newest', pageSize: '60' });
    const fixedExpected = await db.query<{ id: number }>(
      `select id from products where status = $1 and search_doc like '%常見%' and product_base <> $2 order by created_at desc, id desc limit 60`,
      [PRODUCT_STATUS.online, PRODUCT_BASE.auction],
    );
    expect(fixed.productList.map((p) => p.productId)).toEqual(fixedExpected.map((r) => r.id));
    expect(fixed).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
    const cheapest = await search({ q: '常見', sort: 'priceAsc', pageSize: '60' });
    const cheapestExpected = await db.query<{ id: number }>(
      `select id from products where status = $1 and search_doc like '%常見%' order by list_price asc, id desc limit 60`,
      [PRODUCT_STATUS.online],
    );
    expect(cheapest.productList.map((p) => p.productId)).toEqual(cheapestExpected.map((r) => r.id));
    expect(cheapest).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
    // On sale only, dearest first, past the cap: the sale prices in order (the products not on
    // sale, whose list prices are higher, are not among them). Read through the sale price index.
    await db.query(
      `update products set list_price = 5000, sale_price = 100 + (substr(slug, 6)::int * 7) % 997
       where slug like 'many-%' and substr(slug, 6)::int % 3 <> 0`,
    );
    await db.query(`update products set list_price = 9000, sale_price = null where slug like 'many-%' and substr(slug, 6)::int % 3 = 0`);
    const onSale = await search({ q: '常見', onSale: '1', sort: 'priceDesc', pageSize: '60', page: '2' });
    const onSaleExpected = await db.query<{ id: number }>(
      `select id from products where status = $1 and search_doc like '%常見%' and sale_price is not null
       order by sale_price desc, id desc limit 60 offset 60`,
      [PRODUCT_STATUS.online],
    );
    expect(onSale.productList.map((p) => p.productId)).toEqual(onSaleExpected.map((r) => r.id));
    await db.query(`delete from products where slug like 'many-%'`);
  });

  it('says "more than" past the cap, and still pages, ranks and counts the facets', async () => {
    const [merchant] = await db.query<{ id: number }>('select member_id as id from merchants order by member_id limit 1');
    const [category] = await db.query<{ id: number }>('select id from catelogs order by id limit 1');
    await db.query(
      `insert into products (merchant_id, slug, title, product_base, status, catelog_id, created_at, updated_at)
       select $1::int, 'bulk-' || g, '大批測試商品 ' || g, $2::int, $3::int, $4::int, now() - make_interval(secs => g), now()
       from generate_series(1, $5::int) g`,
      [merchant!.id, PRODUCT_BASE.fixedPrice, PRODUCT_STATUS.online, category!.id, SEARCH_TOTAL_CAP + 50],
    );
    for (const q of ['大批測試', '批測', '批']) {
      const first = await search({ q, pageSize: '60' });
      expect(first).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
      expect(first.productList).toHaveLength(60);
      expect(first.productList.every((p) => p.title.includes(q))).toBe(true);
      expect(first.categories).toEqual([expect.objectContaining({ id: category!.id, count: SEARCH_TOTAL_CAP })]);
      const last = await search({ q, pageSize: '60', page: String(Math.ceil(SEARCH_TOTAL_CAP / 60)) });
      expect(last.productList).toHaveLength(SEARCH_TOTAL_CAP % 60 || 60);
    }
    // A filter on a text matched past the cap sees every match, not only the newest kept ones:
    // the oldest of them, alone in its brand, is found by the brand.
    const [brand] = await db.query<{ id: number }>('select id from brands order by id limit 1');
    await db.query(`update products set brand_id = null where slug like 'bulk-%'`);
    await db.query(`update products set brand_id = $1 where slug = $2`, [brand!.id, `bulk-${SEARCH_TOTAL_CAP + 50}`]);
    const oldest = await search({ q: '大批測試', brand: String(brand!.id) });
    expect(oldest).toMatchObject({ total: 1, totalCapped: false });
    expect(titles(oldest)).toEqual([`大批測試商品 ${SEARCH_TOTAL_CAP + 50}`]);
    // Newest first past the cap: the newest kept ones, in order.
    const newest = await search({ q: '大批測試', sort: 'newest', pageSize: '3' });
    expect(titles(newest)).toEqual(['大批測試商品 1', '大批測試商品 2', '大批測試商品 3']);
    const all = await search({});
    expect(all).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
    // Below the cap the count is exact.
    const few = await search({ q: '大批測試商品 1049', pageSize: '60' });
    expect(few.totalCapped).toBe(false);
    expect(few.total).toBeGreaterThan(0);
    expect(few.total).toBe(few.productList.length);
    expect(few.productList[0]!.title).toBe('大批測試商品 1049');
  });

  it('orders many matches by the price paid now, whether few, many or none of them are on sale', async () => {
    const [merchant] = await db.query<{ id: number }>('select member_id as id from merchants order by member_id limit 1');
    // More than the newest matches the server keeps: the database orders them (search.ts byPrice).
    const count = MATCHES_KEPT + 20;
    // Product g costs g0 NT$, none on sale: the sale half of the price order has no match at all.
    await db.query(
      `insert into products (merchant_id, slug, title, product_base, status, created_at, updated_at)
       select $1::int, 'priced-' || g, '價序測試品 ' || g, $2::int, $3::int, now() - make_interval(secs => g), now()
       from generate_series(1, $4::int) g`,
      [merchant!.id, PRODUCT_BASE.fixedPrice, PRODUCT_STATUS.online, count],
    );
    // (The insert's trigger takes the prices from the models, of which these have none.)
    await db.query(`update products set list_price = substr(slug, 8)::int * 10 where slug like 'priced-%'`);
    const page = async (sort: string) => titles(await search({ q: '價序測試', sort, pageSize: '3' }));
    expect(await page('priceDesc')).toEqual([`價序測試品 ${count}`, `價序測試品 ${count - 1}`, `價序測試品 ${count - 2}`]);
    expect(await page('priceAsc')).toEqual(['價序測試品 1', '價序測試品 2', '價序測試品 3']);
    // A few on sale today at 1 NT$ (and one whose sale ended yesterday, at its list price): they come
    // first from the cheapest end, and last from the dearest.
    await db.query(
      `update products set sale_price = 1, sale_start = (now() at time zone 'Asia/Taipei')::date where slug in ('priced-500', 'priced-600')`,
    );
    await db.query(`update products set sale_price = 1, sale_end = (now() at time zone 'Asia/Taipei')::date - 1 where slug = 'priced-700'`);
    expect(await page('priceAsc')).toEqual(['價序測試品 600', '價序測試品 500', '價序測試品 1']);
    expect(await page('priceDesc')).toEqual([`價序測試品 ${count}`, `價序測試品 ${count - 1}`, `價序測試品 ${count - 2}`]);
    // A word of two characters (found through its grams when read, by its text when walked) with a
    // price filter: from NT$5,000 up, the two on sale at 1 NT$ are out, the one whose sale ended in.
    const fromFiveThousand = await search({ q: '價序', sort: 'priceAsc', pageSize: '3', minPrice: '5000' });
    expect(titles(fromFiveThousand)).toEqual(['價序測試品 501', '價序測試品 502', '價序測試品 503']);
    expect(fromFiveThousand.totalCapped).toBe(true);
    const upToSix = await search({ q: '價序', sort: 'priceDesc', pageSize: '2', page: '2', maxPrice: '20000' });
    expect(titles(upToSix)).toEqual(['價序測試品 1998', '價序測試品 1997']);
    // All of them on sale, at a tenth of the list price, but the two dearest: the regular half is
    // the few now.
    await db.query(`update products set sale_price = list_price / 10, sale_start = null, sale_end = null where slug like 'priced-%'`);
    await db.query(`update products set sale_price = null where slug in ($1, $2)`, [`priced-${count}`, `priced-${count - 1}`]);
    expect(await page('priceDesc')).toEqual([`價序測試品 ${count}`, `價序測試品 ${count - 1}`, `價序測試品 ${count - 2}`]);
    const cheapest = await search({ q: '價序測試', sort: 'priceAsc', pageSize: '3' });
    expect(titles(cheapest)).toEqual(['價序測試品 1', '價序測試品 2', '價序測試品 3']);
    expect(cheapest.totalCapped).toBe(true);
    // Every other one on sale, at a tenth: both halves hold many of the newest matches, and both
    // are walked through their price indexes.
    await db.query(
      `update products set sale_price = case when substr(slug, 8)::int % 2 = 1 then list_price / 10 end where slug like 'priced-%'`,
    );
    expect(await page('priceDesc')).toEqual([`價序測試品 ${count}`, `價序測試品 ${count - 2}`, `價序測試品 ${count - 4}`]);
    expect(await page('priceAsc')).toEqual(['價序測試品 1', '價序測試品 3', '價序測試品 5']);
  });
});
