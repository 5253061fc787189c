// Figure 4b: the server render of the product page (issue 23: p99 <= 30 ms at 50 concurrent
// requests). A signed-out visitor's GET of /products/<slug> on the composed server: the API server
// asks the product's answer in process and renders the frame and mf-product's page with the
// shell's server build and mf-product's own server bundle (static/first-screen.ts). Such a page
// is kept once rendered (static/visitor-pages.ts, keyed by path, query string, language and cart),
// so two figures: the same URL every time (the kept page after the first request), and a new
// query string on each request (autocannon's [<id>]), which the page cache never holds, so each
// request is rendered anew (its product answer still comes from the catalogue cache, as a
// visitor's does). Before measuring, each URL's HTML is checked to hold the server's first screen.
// 50 connections in a closed loop (each sends its next request once answered), autocannon in a
// second process on loopback, a warm-up not counted, then runs of 10 s; the figure is the median.
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { promisify } from 'node:util';
import {
  API_DURATION_SECONDS,
  API_WARMUP_SECONDS,
  SERVER_RENDER_CONNECTIONS,
  SERVER_RENDER_P99_BUDGET_MS,
  verdict,
  type Verdict,
} from './budgets';
import { median } from './gzip';

const run = promisify(execFile);
const AUTOCANNON_CLI = require.resolve('autocannon/autocannon.js');

export type ServerRenderFigure = {
  /** Whether the page cache serves it (the same URL each time) or each request renders (a new query string). */
  page: 'kept page (same URL)' | 'rendered anew (new query string each request)';
  /** The URL as autocannon asks it ([<id>]: a new id for each request). */
  url: string;
  connections: number;
  runs: number;
  /** When the figure was measured (it may come from a partial run, after the report's date). */
  date: string;
  /** The machine's 1-minute load average as the runs began: the figures are latencies, other work on the machine moves them. */
  loadAverage: number;
  requests: number;
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  p99sMs: number[];
  budgetMs: number;
  verdict: Verdict;
};

type AutocannonJson = {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};

async function autocannon(url: string, seconds: number, newIdEachRequest: boolean): Promise<AutocannonJson> {
  const { stdout } = await run(
    process.execPath,
    [
      AUTOCANNON_CLI,
      '--json',
      '--connections',
      String(SERVER_RENDER_CONNECTIONS),
      '--duration',
      String(seconds),
      ...(newIdEachRequest ? ['--idReplacement'] : []),
      url,
    ],
    { maxBuffer: 16 * 1024 * 1024, timeout: (seconds + 30) * 1000 },
  );
  return JSON.parse(stdout) as AutocannonJson;
}

/** Throws unless the page's HTML holds the server's first screen of the product (not the shell's empty page). */
export function checkServerRendered(html: string, title: string): void {
  const rendered =
    html.includes('id="first-screen-data"') &&
    /<div id="root" data-adopting>.*data-remote="mf_product"/s.test(html) &&
    html.includes(title);
  if (!rendered) throw new Error("the product page's HTML holds no server-rendered first screen: the figure would not measure the render");
}

async function serverRendered(url: string, title: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  checkServerRendered(await response.text(), title);
}

async function measure(page: ServerRenderFigure['page'], url: string, runs: number): Promise<ServerRenderFigure> {
  const anew = url.includes('[<id>]');
  const loadAverage = Math.round(loadavg()[0]! * 100) / 100;
  await autocannon(url, API_WARMUP_SECONDS, anew);
  const results: AutocannonJson[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await autocannon(url, API_DURATION_SECONDS, anew));
  const total = (count: (result: AutocannonJson) => number) => results.reduce((sum, result) => sum + count(result), 0);
  const non2xx = total((result) => result.non2xx);
  const errors = total((result) => result.errors + result.timeouts);
  const p99Ms = median(results.map((result) => result.latency.p99));
  return {
    page,
    url,
    connections: SERVER_RENDER_CONNECTIONS,
    runs,
    date: new Date().toISOString(),
    loadAverage,
    requests: total((result) => result.requests.total),
    requestsPerSecond: Math.round(median(results.map((result) => result.requests.average))),
    non2xx,
    errors,
    p50Ms: median(results.map((result) => result.latency.p50)),
    p99Ms,
    p99sMs: results.map((result) => result.latency.p99),
    budgetMs: SERVER_RENDER_P99_BUDGET_MS,
    verdict: verdict(p99Ms <= SERVER_RENDER_P99_BUDGET_MS && non2xx === 0 && errors === 0),
  };
}

/** Both figures of the product page of product (slug, title), on the server at baseUrl. */
export async function measureServerRender(
  baseUrl: string,
  product: { slug: string; title: string },
  runs: number,
): Promise<ServerRenderFigure[]> {
  const page = `${baseUrl}/products/${encodeURIComponent(product.slug)}`;
  await serverRendered(page, product.title);
  await serverRendered(`${page}?bench=check-${Date.now()}`, product.title);
  return [
    await measure('kept page (same URL)', page, runs),
    // Not ending in ']': autocannon's argument parser would read that as the end of a sub-argument.
    await measure('rendered anew (new query string each request)', `${page}?bench=[<id>]&anew=1`, runs),
  ];
}
