// `pnpm bench` (after `pnpm build`): starts the built storefront with fresh demo data on its own
// port, measures every figure of issue 10 and writes bench/report.md and bench/report.json.
// BENCH_RUNS sets the Lighthouse runs per page and profile (3); BENCH_BUILD_ALL=1 adds the timed
// build of all six apps; BENCH_SKIP_LIGHTHOUSE=1 and BENCH_SKIP_BUILD_TIMES=1 leave those figures
// out of a quick run. BENCH_ONLY=route-js,lighthouse (names: builds, bundles, route-js,
// lighthouse, api, auction) measures only those sections and writes no report.
import './port';
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { launchBrowser, CHROMIUM_PATH } from '../src/support/browser';
import { fixedPriceProductInStock, listedProducts } from '../src/support/catalogue';
import { BASE_URL, startServer, stopServer } from '../src/support/server';
import { loadEndpoint } from './api-load';
import { measureAuctionRace } from './auction-race';
import { measureBuilds } from './build-times';
import { measureBundles } from './bundle-size';
import { measureLighthouse } from './lighthouse-runs';
import { previousReport, writeReport, type Report } from './report';
import { measureRouteJs } from './route-js';

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim()).filter(Boolean);
/** Whether a section runs: all of them unless BENCH_ONLY names some. */
const runs = (section: string) => !only || only.includes(section);

const step = (text: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${text}`);

async function sessionCookie(email: string, password: string): Promise<string> {
  const response = await fetch(`${BASE_URL}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE_URL },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='));
  if (!response.ok || !cookie) throw new Error(`login as ${email} failed: HTTP ${response.status}`);
  return cookie.split(';')[0] ?? cookie;
}

async function main(): Promise<void> {
  const previous = previousReport();
  const builds = process.env.BENCH_SKIP_BUILD_TIMES === '1' || !runs('builds') ? null : (step('cold builds'), await measureBuilds());
  const bundles = runs('bundles') ? (step('bundle sizes'), measureBundles()) : [];
  step(`starting the storefront on ${BASE_URL}`);
  const server = await startServer();
  try {
    let routeJs: Report['routeJs'] = [];
    if (runs('route-js')) {
      step('JavaScript per route');
      const browser = await launchBrowser();
      routeJs = await measureRouteJs(browser).finally(() => browser.close());
      if (only) console.log(JSON.stringify(routeJs, null, 1));
    }

    const product = await fixedPriceProductInStock();
    let lighthouse: Report['lighthouse'] = null;
    if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1' && runs('lighthouse')) {
      const lighthouseRuns = Number(process.env.BENCH_RUNS || 3);
      step(`Lighthouse, ${lighthouseRuns} runs per page and profile`);
      const cookie = await sessionCookie('buyer@example.com', 'buyer1234');
      lighthouse = await measureLighthouse(
        [
          { name: 'product', url: `${BASE_URL}/products/${product.slug}` },
          { name: 'cart', url: `${BASE_URL}/cart` },
          { name: 'member orders', url: `${BASE_URL}/member/orders`, cookie },
        ],
        lighthouseRuns,
      );
      if (only) console.log(JSON.stringify(lighthouse, null, 1));
    }

    let api: Report['api'] = [];
    if (runs('api')) {
      step('API load');
      await listedProducts(); // warm the server's first query plans before measuring
      api = [
        await loadEndpoint('product detail', `${BASE_URL}/api/product/detail/${encodeURIComponent(product.slug)}`),
        await loadEndpoint('product list', `${BASE_URL}/api/product/list`),
      ];
      if (only) console.log(JSON.stringify(api, null, 1));
    }
    if (only && !runs('auction')) return; // a partial run writes no report
    step('auction race');
    const auction = await measureAuctionRace();
    if (only) return console.log(JSON.stringify(auction, null, 1));

    const report: Report = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version, chromium: execFileSync(CHROMIUM_PATH, ['--version']).toString().trim() },
      routeJs,
      bundles,
      lighthouse,
      api,
      auction,
      builds,
      notMeasured: [
        {
          figure: 'CSV import of 5,000 rows (Big5), end to end',
          reason: 'left out of this first harness to keep pnpm bench near 10 minutes on 2 cores; it needs a generated 5,000-row Big5 file driven through the merchant upload screen',
        },
        {
          figure: 'product editor, 3 selections × 10 options (1,000 variants): option change to next paint',
          reason: 'left out of this first harness for the same reason; it needs a 1,000-variant product and a paint timing in the merchant editor',
        },
      ],
    };
    writeReport(report, previous);
    step('wrote bench/report.md and bench/report.json');
  } finally {
    await stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
