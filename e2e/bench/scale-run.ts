// `pnpm bench:scale` (after `pnpm build`): the storefront at the size of a real marketplace (issue
// 26). Starts a disposable PostgreSQL (packages/api-server/scripts/scratch-postgres.sh, with
// pg_stat_statements), generates the marketplace of SCALE (default 1: 1,000,000 products, 2,000,000
// orders; scale-marketplace.ts), starts two built API server processes on it and measures each
// call under load (scale-load.ts), then explains the slowest statements. Writes bench/scale.md and
// bench/scale.json, each figure beside the previous run's.
// SCALE=0.02 for a quick run while developing; SCALE_BENCH_RUNS runs per figure (3);
// SCALE_PG_PORT the database's port (18540); SCALE_KEEP_POSTGRES=1 leaves the database running
// (its URL is printed) to try an index on it; SCALE_NOTE adds a sentence to the report's header.
import './port';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '@storefront/api-server';
import { MERCHANT_ORDER_SORTS, MERCHANT_PRODUCT_SORTS } from '@storefront/contracts/merchant';
import { POINTS_LIST_SORTS } from '@storefront/contracts/member';
import { ORDER_FILTER_GROUPS } from '@storefront/contracts/orders';
import { ORDER_STATUS, PRODUCT_STATUS } from '@storefront/contracts';
import { REPO, startServer, stopServer, urlOf, type RunningServer } from '../src/support/server';
import { buildMarketplace, type Marketplace } from './scale-marketplace';
import { CHECKOUT_BUYERS, checkoutFigure, prepareCheckout } from './scale-checkout';
import {
  loadCall,
  MEMBER_PAGE_P99_BUDGET_MS,
  PAGE_CONNECTIONS,
  PAGES_PER_SECOND_BUDGET,
  SCALE_P99_BUDGET_MS,
  type ScaleCall,
  type ScaleFigure,
} from './scale-load';
import { slowestQueries } from './scale-queries';
import { renderScaleReport, type ScaleReport } from './scale-report';
import { largeCatalogueMixes } from './search-load';

const JSON_FILE = path.join(REPO, 'bench', 'scale.json');
const MD_FILE = path.join(REPO, 'bench', 'scale.md');
const SCRATCH = path.join(REPO, 'packages/api-server/scripts/scratch-postgres.sh');
const SERVERS = 2;
/** Statements at least this slow are logged with their parameters, so the slowest can be explained. */
const LOG_MIN_DURATION_MS = 5;
/** The server settings of the run: room for the working set, pg_stat_statements, fewer checkpoints while generating. */
const PG_SETTINGS =
  '-c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track_planning=on -c shared_buffers=2GB -c max_wal_size=8GB';
const PAGE_SIZE = 20;
const QUIET_WAIT_MS = 60_000;
const QUIET_POLL_MS = 250;
const step = (text: string) => console.log(`[bench:scale ${new Date().toISOString().slice(11, 19)}] ${text}`);

function scratch(command: 'start' | 'stop', port: number): string {
  const result = spawnSync('bash', [SCRATCH, command], {
    env: { ...process.env, SCRATCH_PG_PORT: String(port), SCRATCH_PG_OPTIONS: PG_SETTINGS },
    encoding: 'utf8',
  });
  const { status: exitCode } = result;
  if (exitCode !== 0) throw new Error(`scratch-postgres.sh ${command} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout.trim().split('\n').at(-1) ?? '';
}

const serverLog = (port: number) =>
  path.join(process.env.SCRATCH_PG_DIR || path.join(process.env.TMPDIR || tmpdir(), `storefront-pg-${port}`), 'server.log');

async function sessionCookie(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='));
  if (!response.ok || !cookie) throw new Error(`login as ${email} failed: HTTP ${response.status}`);
  return cookie.split(';')[0] ?? cookie;
}

const enc = encodeURIComponent;
/** What Chromium asks a page with: it takes it compressed. */
const BROWSER_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' };
const query = (entries: Record<string, string | number | undefined>) =>
  Object.entries(entries)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${enc(String(value))}`)
    .join('&');
/** Every combination of the given choices (a product of lists). */
function combos(choices: Record<string, readonly (string | number | undefined)[]>): Record<string, string | number | undefined>[] {
  return Object.entries(choices).reduce<Record<string, string | number | undefined>[]>(
    (all, [key, values]) => all.flatMap((entry) => values.map((value) => ({ ...entry, [key]: value }))),
    [{}],
  );
}

/**
 * The calls measured, with mixes read from the generated marketplace; the search and the listings
 * last, so that if they overload the servers the other calls were measured before.
 */
async function calls(db: Database, market: Marketplace, cookies: { merchant: string; buyer: string }): Promise<ScaleCall[]> {
  const slugs = await db.query<{ slug: string }>(
    `select slug from products where status = $1 order by (id::bigint * 2654435761) % 4294967296 limit 400`,
    [PRODUCT_STATUS.online],
  );
  const categories = await db.query<{ id: number }>(
    'select catelog_id as id from products where catelog_id is not null group by 1 order by count(*) desc',
  );
  const brands = await db.query<{ id: number }>(
    `(select brand_id as id from products where brand_id is not null group by 1 order by count(*) desc limit 20)
     union (select id from brands order by (id::bigint * 2654435761) % 4294967296 limit 20)`,
  );
  const bigMerchantPages = Math.max(1, Math.ceil(market.counts.bigMerchantProducts / PAGE_SIZE));
  const pages = [1, 2, 3, 10, 50, 100].filter((p) => p <= bigMerchantPages);
  const months = Array.from({ length: 12 }, (_, i) => {
    const at = new Date();
    at.setUTCDate(1);
    at.setUTCMonth(at.getUTCMonth() - i);
    return at.toISOString().slice(0, 7);
  });
  const [anOrder] = await db.query<{ no: string }>(
    'select o.order_statement_id as no from orders o join members m on m.id = o.merchant_id where m.email = $1 order by o.id desc limit 1',
    [market.bigMerchantEmail],
  );
  const searchMixes = largeCatalogueMixes();
  const pagePaths = slugs.flatMap((s) => [`/products/${enc(s.slug)}`, `/products/${enc(s.slug)}?lang=en`]);
  const pageMix = `${slugs.length} online products of every merchant, in Chinese and in English, asked as Chromium does (compressed)`;
  const visitorPages = { as: 'visitor', mix: pageMix, paths: pagePaths, headers: BROWSER_HEADERS, warmEveryPath: true };
  const listingSorts = ['newest', 'priceAsc', 'priceDesc', 'relevance'];
  return [
    {
      name: 'product detail',
      as: 'visitor',
      mix: `${slugs.length} online products of every merchant`,
      paths: slugs.map((s) => `/api/product/detail/${enc(s.slug)}`),
    },
    {
      name: 'merchant product list',
      as: 'the big merchant',
      mix: 'sorts, pages 1 to 100, status filters, searches of title and slug',
      cookie: cookies.merchant,
      paths: [
        ...combos({ sort: MERCHANT_PRODUCT_SORTS, page: pages, status: [undefined, PRODUCT_STATUS.online, PRODUCT_STATUS.draft] }),
        ...combos({ q: ['烏龍茶', '禮盒', 'oolong', '高山烏龍茶', 'scale-1'], sort: MERCHANT_PRODUCT_SORTS, page: [1, 2] }),
      ].map((entry) => `/api/merchant/product/list?${query(entry)}`),
    },
    {
      name: 'merchant order list',
      as: 'the big merchant',
      mix: 'sorts, pages 1 to 100, status and month filters, searches of order number and name',
      cookie: cookies.merchant,
      paths: [
        ...combos({ sort: MERCHANT_ORDER_SORTS, page: pages, status: [undefined, ORDER_STATUS.awaitingShipment, ORDER_STATUS.complete] }),
        ...combos({ month: months.slice(0, 6), sort: MERCHANT_ORDER_SORTS, page: [1, 2] }),
        ...combos({ q: ['陳怡君', '林志明', anOrder?.no ?? 'ZS2026', (anOrder?.no ?? 'ZS2026').slice(-6), 'ZS2026'], page: [1, 2] }),
      ].map((entry) => `/api/merchant/order/list?${query(entry)}`),
    },
    {
      name: 'buyer order list',
      as: 'the demo buyer (one order in a thousand)',
      mix: 'every filter group, pages 1 to 5',
      cookie: cookies.buyer,
      paths: combos({ group: ORDER_FILTER_GROUPS, page: [1, 2, 3, 4, 5] }).map((entry) => `/api/member/order/list?${query(entry)}`),
    },
    {
      name: 'points ledger',
      as: 'the demo buyer',
      mix: 'earned and used lists, every sort, pages 1 to 5, kinds; the balance',
      cookie: cookies.buyer,
      paths: [
        '/api/member/account/points',
        ...combos({ sort: POINTS_LIST_SORTS, page: [1, 2, 3, 5] }).flatMap((entry) => [
          `/api/member/points/earnedList?${query(entry)}`,
          `/api/member/points/usedList?${query(entry)}`,
        ]),
        ...combos({ kind: ['view', 'purchase'], page: [1, 2] }).map((entry) => `/api/member/points/earnedList?${query(entry)}`),
      ],
    },
    {
      name: 'search',
      as: 'visitor',
      mix: 'Chinese words of 1 to 5 characters, Latin words and typos; sorts, pages, in stock',
      paths: [...searchMixes[0]!.paths, ...searchMixes[1]!.paths].map((p) => `/api/product/search?${p}`),
    },
    {
      name: 'listings (category and brand pages)',
      as: 'visitor',
      mix: `${categories.length} categories and ${brands.length} brands, big and small; sorts, pages, filters`,
      paths: [...categories.map((c) => ({ category: c.id })), ...brands.map((b) => ({ brand: b.id }))].flatMap((filter, i) =>
        [1, 2, 5].flatMap((page) => [
          `/api/product/search?${query({ ...filter, page })}`,
          `/api/product/search?${query({ ...filter, sort: listingSorts[i % listingSorts.length], page })}`,
          `/api/product/search?${query({ ...filter, inStock: 1, minPrice: 500, maxPrice: 3000, page })}`,
        ]),
      ),
    },
    // A visitor's page is kept once rendered: each is asked once on each server before the
    // warm-up. How many the servers answer a second with 200 visitors at once (a closed loop keeps
    // both cores busy by design), then how fast at the rate the issue asks for, 500 a second from
    // 200 connections.
    {
      ...visitorPages,
      name: 'product page (HTML)',
      load: { connections: PAGE_CONNECTIONS, ratePerSecond: null },
      budget: { p99Ms: SCALE_P99_BUDGET_MS, minPerSecond: PAGES_PER_SECOND_BUDGET },
    },
    {
      ...visitorPages,
      name: 'product page (HTML), at 500 a second',
      load: { connections: PAGE_CONNECTIONS, ratePerSecond: PAGES_PER_SECOND_BUDGET },
    },
    // A member's page: their answer asked each time, the page the visitor's kept one when the
    // answer is a visitor's, else rendered for them.
    {
      name: 'product page (HTML), signed in',
      as: "the demo buyer (their answer asked each time; a visitor's page when it is a visitor's)",
      mix: pageMix,
      cookie: cookies.buyer,
      paths: pagePaths,
      headers: BROWSER_HEADERS,
      budget: { p99Ms: MEMBER_PAGE_P99_BUDGET_MS },
    },
  ];
}

/**
 * Waits (up to a minute) until the database runs no statement but this one: a call that overloads
 * the servers leaves statements running after its load ends, which would slow the next call's.
 */
async function untilQuiet(db: Database): Promise<void> {
  const deadline = Date.now() + QUIET_WAIT_MS;
  while (Date.now() < deadline) {
    const [busy] = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where state = 'active' and pid <> pg_backend_pid() and datname = current_database()`,
    );
    if ((busy?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, QUIET_POLL_MS));
  }
}

function previous(): ScaleReport | null {
  return existsSync(JSON_FILE) ? (JSON.parse(readFileSync(JSON_FILE, 'utf8')) as ScaleReport) : null;
}

async function main(): Promise<void> {
  const started = Date.now();
  const scale = Number(process.env.SCALE || 1);
  const runs = Number(process.env.SCALE_BENCH_RUNS || 3);
  const pgPort = Number(process.env.SCALE_PG_PORT || 18540);
  if (!(scale > 0)) throw new Error(`SCALE must be a positive number, not ${process.env.SCALE}`);

  step(`scratch PostgreSQL on port ${pgPort}`);
  const databaseUrl = scratch('start', pgPort);
  const servers: RunningServer[] = [];
  const db = await openDatabase({ DATABASE_URL: databaseUrl });
  try {
    step(`generating the marketplace at SCALE=${scale}`);
    const market = await buildMarketplace(databaseUrl, scale, (text) => step(`  ${text}`));
    step(`generated in ${market.seconds.toFixed(1)} s`);
    const [version] = await db.query<{ v: string }>(`select current_setting('server_version') as v`);

    for (let worker = 1; worker <= SERVERS; worker += 1) servers.push(await startServer(worker, { databaseUrl }));
    const urls = servers.map((_, i) => urlOf(i + 1));
    const cookies = {
      merchant: await sessionCookie(urls[0]!, market.bigMerchantEmail, 'merchant1234'),
      buyer: await sessionCookie(urls[0]!, market.buyerEmail, 'buyer1234'),
    };
    const measured = await calls(db, market, cookies);

    await db.exec('create extension if not exists pg_stat_statements');
    await db.exec(`alter system set log_min_duration_statement = ${LOG_MIN_DURATION_MS}`);
    await db.exec(`alter system set log_line_prefix = '%m [%p] qid=%Q '`);
    await db.exec('select pg_reload_conf()');
    // The checkout's own setup before the statistics start: its long read of the products to sell
    // is the bench's, not a server's, and stays out of the slowest statements.
    const checkoutSetup = await prepareCheckout(db, market.buyerEmail);
    await db.exec('select pg_stat_statements_reset()');
    const logFile = serverLog(pgPort);
    const logFrom = existsSync(logFile) ? statSync(logFile).size : 0;

    const loadBefore = loadavg()[0] ?? 0;
    const figures: ScaleFigure[] = [];
    for (const call of measured) {
      await untilQuiet(db);
      step(`load: ${call.name} (${new Set(call.paths).size} paths)`);
      const figure = await loadCall(urls, call, runs);
      step(`  p50 ${figure.p50Ms} ms, p99 ${figure.p99Ms} ms, non-2xx ${figure.non2xx}, errors ${figure.errors}: ${figure.verdict}`);
      figures.push(figure);
    }

    // Last: it writes orders and sets stock, which the calls above read.
    await untilQuiet(db);
    step(`checkout: ${CHECKOUT_BUYERS} buyers at once`);
    const checkout = await checkoutFigure(db, urls, checkoutSetup);
    step(
      `  ${checkout.ordersPerSecond} orders/s, p99 ${checkout.p99Ms} ms, sold out ${checkout.soldOut}, other non-2xx ${checkout.otherNon2xx}, oversold ${checkout.oversold}: ${checkout.verdict}`,
    );
    if (checkout.firstRefusal) step(`  first refusal: ${checkout.firstRefusal}`);

    const loadAfter = loadavg()[0] ?? 0;
    await db.exec('alter system reset log_min_duration_statement');
    await db.exec('select pg_reload_conf()');
    const log = existsSync(logFile) ? readFileSync(logFile).subarray(logFrom).toString('utf8') : '';
    step('explaining the slowest statements');
    const { slow, all } = await slowestQueries(db, log);

    const report: ScaleReport = {
      date: new Date().toISOString(),
      scale,
      ...(process.env.SCALE_NOTE ? { note: process.env.SCALE_NOTE } : {}),
      machine: {
        cpus: cpus().length,
        node: process.version,
        postgres: version?.v ?? 'unknown',
        settings: 'shared_buffers=2GB, otherwise the defaults',
        loadAverage: { before: loadBefore, after: loadAfter },
      },
      servers: SERVERS,
      rates: 'poisson',
      generation: { counts: market.counts, seconds: market.seconds, steps: market.steps, tables: market.tables },
      figures,
      checkout,
      slowQueries: slow,
      queries: all,
      benchSeconds: (Date.now() - started) / 1000,
    };
    const before = previous();
    writeFileSync(JSON_FILE, `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(MD_FILE, renderScaleReport(report, before));
    step('wrote bench/scale.md and bench/scale.json');
    for (const f of figures) console.log(`${f.name}: p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, ${f.verdict}`);
    for (const q of slow) console.log(`${q.meanMs.toFixed(2)} ms mean: ${q.query.replace(/\s+/g, ' ').slice(0, 120)}`);
  } finally {
    for (const server of servers) await stopServer(server);
    await db.close().catch(() => undefined);
    if (process.env.SCALE_KEEP_POSTGRES === '1') step(`the database keeps running: ${databaseUrl}`);
    else scratch('stop', pgPort);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
