// What the kept answers read, as the database plans it: every statement a kept answer's load makes
// (the shoppers' catalogue reads, a visitor's page head, a merchant's counts of a search) reads
// only the tables of its source (ANSWER_SOURCES in catalogue-cache.ts), whose writes end it. A read
// of a table missing there would keep an answer after that table changed, for minutes.
import { SEARCH_SORTS } from '@storefront/contracts/product';
import type { Database } from '../../db';
import { pageHead } from '../../static/head-tags';
import { client, seededDatabase, testApp, type TestApp } from '../../../test/test-support';
import { ANSWER_SOURCES, CatalogueCache, withCatalogueCache, type AnswerSource } from './catalogue-cache';

type Traced = { source: AnswerSource; sql: string; params: readonly unknown[] | undefined };

let db: Database;
let watched: Database;
let cache: CatalogueCache;
let app: TestApp;
const traced: Traced[] = [];

beforeAll(async () => {
  db = await seededDatabase();
  cache = new CatalogueCache(Date.now, (source, sql, params) => traced.push({ source, sql, params }));
  watched = withCatalogueCache(db, cache);
  app = testApp(watched);
});
afterAll(async () => {
  await db.close();
});

type PlanNode = { 'Relation Name'?: string; Plans?: PlanNode[]; [key: string]: unknown };

/** The tables (and their views' tables) the plan of sql reads. */
async function tablesRead(sql: string, params: readonly unknown[] | undefined): Promise<string[]> {
  const [row] = await db.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`explain (format json) ${sql}`, params);
  const names = new Set<string>();
  const walk = (node: PlanNode) => {
    if (node['Relation Name']) names.add(node['Relation Name']);
    for (const child of node.Plans ?? []) walk(child);
  };
  for (const plan of row!['QUERY PLAN']) walk(plan.Plan);
  // The system catalogues (a search's estimate of a table's size) are no answer's content.
  return [...names].filter((name) => !name.startsWith('pg_'));
}

it('reads only tables whose writes end it, for every kept answer shoppers and merchants ask', async () => {
  const [auction] = await db.query<{ id: number; slug: string }>(
    'select id, slug from products where status = 1 and product_base = 1 limit 1',
  );
  const [fixed] = await db.query<{ id: number; slug: string; catelog_id: number; brand_id: number }>(
    `select id, slug, catelog_id, brand_id from products
     where status = 1 and product_base = 0 and catelog_id is not null and brand_id is not null order by id limit 1`,
  );
  const get = (path: string) => app.request(`http://localhost${path}`);
  const paths = [
    '/api/product/list',
    `/api/product/list?category=${fixed!.catelog_id}&page=2&pageSize=5`,
    `/api/product/detail/${fixed!.slug}`,
    `/api/product/detail/${auction!.slug}`,
    `/api/product/addons/${fixed!.id}/list`,
    `/api/product/related/${fixed!.id}/list`,
    '/api/product/suggest?q=%E8%8C%B6',
    ...SEARCH_SORTS.map((sort) => `/api/product/search?q=%E8%8C%B6&sort=${sort}`),
    '/api/product/search?q=oolong%20%E8%8C%B6&inStock=1&onSale=1&minPrice=10&maxPrice=5000&kind=fixed&page=2',
    `/api/product/search?category=${fixed!.catelog_id}`,
    `/api/product/search?brand=${fixed!.brand_id}&sort=priceAsc`,
    '/api/product/search?kind=auction&sort=endingSoon',
    // Nothing found: the words near it, and a name near it.
    '/api/product/search?q=oolonq',
    '/api/product/search?q=%E5%B1%B1%E5%B5%90%E8%8C%B6%E8%A1%8Cx',
    '/api/product/search',
  ];
  for (const path of paths) expect([path, (await get(path)).status]).toEqual([path, 200]);
  // A visitor's page keeps its head with it (the page's own render asks the answers above, in process).
  for (const path of [`/products/${fixed!.slug}`, `/category/${fixed!.catelog_id}`, `/brand/${fixed!.brand_id}`, '/search?q=%E8%8C%B6'])
    await cache.read(`page ${path}`, () => pageHead(watched, new URL(path, 'http://localhost'), 'zh-tw'), 'pages');
  const merchant = client(app);
  await merchant.login('merchant@example.com', 'merchant1234');
  for (const path of [
    '/api/merchant/product/list?q=%E8%8C%B6',
    '/api/merchant/product/list?q=%E7%A6%AE%E7%9B%92&status=1',
    '/api/merchant/order/list?q=%E7%8E%8B',
    '/api/merchant/order/list?q=2026&refund=awaitingAccount',
  ])
    expect([path, (await merchant.get(path)).status]).toEqual([path, 200]);

  const sources = new Set(traced.map((t) => t.source));
  expect([...sources].sort()).toEqual(['catalogue', 'orders']);
  expect(traced.length).toBeGreaterThan(30);
  const outside: string[] = [];
  for (const { source, sql, params } of traced) {
    const readable: readonly string[] = ANSWER_SOURCES[source];
    for (const table of await tablesRead(sql, params))
      if (!readable.includes(table)) outside.push(`${source}: ${table} in ${sql.slice(0, 80)}`);
  }
  expect(outside).toEqual([]);
});
