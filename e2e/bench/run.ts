// `pnpm bench` (after `pnpm build`): starts the built storefront with fresh demo data on its own
// port, measures every figure of issue 10 and writes bench/report.md and bench/report.json.
// BENCH_RUNS sets the Lighthouse runs per page and profile (3); BENCH_SKIP_LIGHTHOUSE=1 and BENCH_SKIP_BUILD_TIMES=1 leave those figures
// out of a quick run. BENCH_CSV_RUNS sets the runs of the 5,000-row CSV import (3; each adds
// ~2,000 products to the run's fresh database), CSV_BENCH_ROWS its rows (5000; 50000 for issue 26), BENCH_EDITOR_CHANGES the option changes timed in
// the 1,000-variant editor (15), BENCH_API_RUNS the 10 s load runs per API endpoint (3).
// BENCH_RENDER_RUNS the 10 s runs of each server-render figure (3).
// BENCH_ONLY=csv,editor (any of routes, bundles, lighthouse, api, render, auction, csv, editor, builds)
// measures only those sections while working on them: it prints the figures as JSON and leaves
// bench/report.md and report.json alone, since a report needs every figure. With BENCH_MERGE=1 it
// puts them in the last report instead, in place of that report's figures of the same sections,
// and the report says which sections a partial run measured, and when.
import './port';
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { launchBrowser, CHROMIUM_PATH } from '../src/support/browser';
import { fixedPriceProductInStock, listedProducts } from '../src/support/catalogue';
import { BASE_URL, startServer, stopServer } from '../src/support/server';
import { loadEndpoint } from './api-load';
import { CSV_ROWS, PAGE_P99_BUDGET_MS } from './budgets';
import { measureAuctionRace } from './auction-race';
import { measureBuilds } from './build-times';
import { measureBundles } from './bundle-size';
import { measureCsvImport } from './csv-import';
import { measureEditorOptionChange } from './editor-option-change';
import { measureLighthouse } from './lighthouse-runs';
import { COMPARED, previousReport, withPrevious, writeReport, type Report } from './report';
import { measureServerRender } from './server-render-load';
import { measureRouteJs } from './route-js';
import { chosenSections, type Section } from './sections';

const step = (text: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${text}`);

/** Figure 4a: the product detail and the product list under load, one after the other. */
async function loadCatalogueReads(slug: string) {
  const runs = Number(process.env.BENCH_API_RUNS || 3);
  return [
    await loadEndpoint('product detail', `${BASE_URL}/api/product/detail/${encodeURIComponent(slug)}`, runs),
    await loadEndpoint('product list', `${BASE_URL}/api/product/list`, runs),
    await loadEndpoint('product page (HTML, signed out)', `${BASE_URL}/products/${encodeURIComponent(slug)}`, runs, PAGE_P99_BUDGET_MS),
  ];
}
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

const lighthousePages = (productSlug: string, buyerCookie: string) => [
  { name: 'product', url: `${BASE_URL}/products/${productSlug}` },
  { name: 'cart', url: `${BASE_URL}/cart` },
  { name: 'member orders', url: `${BASE_URL}/member/orders`, cookie: buyerCookie },
];

/** The server render of the product page, kept and rendered anew (figure 4b). */
const measureRender = (product: { slug: string; title: string }) => measureServerRender(BASE_URL, product, Number(process.env.BENCH_RENDER_RUNS || 3));

/** The last report with the figures of a partial run in place of its own, the run named in it. */
function merged(previous: Report, sections: Set<Section>, figures: Partial<Report>): Report {
  const report: Report = { ...previous, ...figures };
  report.partialRuns = [
    ...(previous.partialRuns ?? []).filter((run) => !run.sections.every((section) => sections.has(section as Section))),
    { date: new Date().toISOString(), sections: [...sections] },
  ];
  return report;
}

async function partialRun(sections: Set<Section>): Promise<void> {
  const figures: Partial<Report> = {};
  const previous = process.env.BENCH_MERGE === '1' ? previousReport() : null;
  if (process.env.BENCH_MERGE === '1' && !previous) throw new Error('BENCH_MERGE=1: there is no report to put the figures in (bench/report.json)');
  if (sections.has('builds')) figures.builds = (step('cold builds'), await measureBuilds());
  if (sections.has('bundles')) figures.bundles = (step('bundle sizes'), measureBundles());
  step(`starting the storefront on ${BASE_URL}`);
  const server = await startServer();
  try {
    const browser = await launchBrowser();
    try {
      const product = await fixedPriceProductInStock();
      if (sections.has('routes')) figures.routeJs = (step('JavaScript per route'), await measureRouteJs(browser));
      if (sections.has('lighthouse')) {
        step('Lighthouse');
        const cookie = await sessionCookie('buyer@example.com', 'buyer1234');
        figures.lighthouse = await measureLighthouse(lighthousePages(product.slug, cookie), Number(process.env.BENCH_RUNS || 3));
      }
      if (sections.has('api')) figures.api = (step('API load'), await loadCatalogueReads(product.slug));
      if (sections.has('render')) figures.serverRender = (step('server render of the product page, 50 at once'), await measureRender(product));
      if (sections.has('auction')) figures.auction = (step('auction race'), await measureAuctionRace());
      const merchant = await sessionCookie('merchant@example.com', 'merchant1234');
      if (sections.has('editor')) figures.editor = (step('product editor, 1,000 variants'), await measureEditorOptionChange(browser, merchant, Number(process.env.BENCH_EDITOR_CHANGES || 15)));
      if (sections.has('csv')) figures.csvImport = (step(`CSV import, ${CSV_ROWS} rows Big5`), await measureCsvImport(browser, merchant, Number(process.env.BENCH_CSV_RUNS || 3)));
    } finally {
      await browser.close();
    }
    console.log(JSON.stringify(figures, null, 2));
    if (previous) {
      // Sizes stay compared with what the last report compared them with, unless measured again now.
      const measured = COMPARED.filter((key) => figures[key] !== undefined);
      writeReport(withPrevious(merged(previous, sections, figures), previous, measured), sections.has('bundles') ? previous : null);
      step(`partial run (BENCH_ONLY, BENCH_MERGE=1): the figures of ${[...sections].join(', ')} put in bench/report.md and report.json`);
    } else step('partial run (BENCH_ONLY): bench/report.md and report.json left as they were');
  } finally {
    await stopServer(server);
  }
}

async function main(): Promise<void> {
  const only = chosenSections(process.env.BENCH_ONLY);
  if (only) return partialRun(only);
  const previous = previousReport();
  const builds = process.env.BENCH_SKIP_BUILD_TIMES === '1' ? null : (step('cold builds'), await measureBuilds());
  step('bundle sizes');
  const bundles = measureBundles();
  step(`starting the storefront on ${BASE_URL}`);
  const server = await startServer();
  try {
    step('JavaScript per route');
    const browser = await launchBrowser();
    const routeJs = await measureRouteJs(browser).finally(() => browser.close());

    const product = await fixedPriceProductInStock();
    let lighthouse: Report['lighthouse'] = null;
    if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
      const runs = Number(process.env.BENCH_RUNS || 3);
      step(`Lighthouse, ${runs} runs per page and profile`);
      const cookie = await sessionCookie('buyer@example.com', 'buyer1234');
      lighthouse = await measureLighthouse(lighthousePages(product.slug, cookie), runs);
    }

    step('API load');
    await listedProducts(); // warm the server's first query plans before measuring
    const api = await loadCatalogueReads(product.slug);
    step('server render of the product page, 50 at once');
    const serverRender = await measureRender(product);
    step('auction race');
    const auction = await measureAuctionRace();

    // Last: both add products to the merchant (the editor's 1,000-variant one, ~2,000 per import).
    const merchant = await sessionCookie('merchant@example.com', 'merchant1234');
    const work = await launchBrowser();
    const [editor, csvImport] = await (async () => {
      step('product editor, 3 option rows × 10 options (1,000 variants)');
      const editorFigure = await measureEditorOptionChange(work, merchant, Number(process.env.BENCH_EDITOR_CHANGES || 15));
      const runs = Number(process.env.BENCH_CSV_RUNS || 3);
      step(`CSV import of ${CSV_ROWS} rows (Big5), ${runs} runs`);
      return [editorFigure, await measureCsvImport(work, merchant, runs)] as const;
    })().finally(() => work.close());

    const report: Report = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version, chromium: execFileSync(CHROMIUM_PATH, ['--version']).toString().trim() },
      routeJs,
      bundles,
      lighthouse,
      api,
      serverRender,
      auction,
      builds,
      csvImport,
      editor,
      notMeasured: [],
    };
    writeReport(withPrevious(report, previous), previous);
    step('wrote bench/report.md and bench/report.json');
  } finally {
    await stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
