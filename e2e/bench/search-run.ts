// `pnpm bench:search` (after `pnpm build`): the search under load (issue 25), on the demo data
// and on a catalogue of SEARCH_BENCH_PRODUCTS (100,000) more products, each on a server process
// of its own on the embedded database. Writes bench/search.md and bench/search.json, each figure
// beside the previous run's. SEARCH_BENCH_RUNS sets the runs per figure (3).
import './port';
import { mkdtempSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { REPO, startServer, stopServer, urlOf } from '../src/support/server';
import { buildSearchCatalogue } from './search-catalogue';
import {
  largeCatalogueMixes,
  loadSearch,
  SEARCH_DURATION_SECONDS,
  SEARCH_P99_BUDGET_MS,
  SEARCH_RATE_PER_SECOND,
  SEARCH_WARMUP_SECONDS,
  textQueries,
  type SearchLoadFigure,
} from './search-load';

const JSON_FILE = path.join(REPO, 'bench', 'search.json');
const MD_FILE = path.join(REPO, 'bench', 'search.md');
const step = (text: string) => console.log(`[bench:search ${new Date().toISOString().slice(11, 19)}] ${text}`);

type SearchReport = { date: string; machine: { cpus: number; node: string }; figures: SearchLoadFigure[] };

/** Words shoppers would type for the demo catalogue: pieces of its titles, Latin words of its slugs. */
async function demoWords(baseUrl: string): Promise<{ words: string[]; products: number }> {
  const titles: string[] = [];
  const slugs: string[] = [];
  let total = 0;
  for (let page = 1; page <= 10; page += 1) {
    const answer = (await (await fetch(`${baseUrl}/api/product/search?pageSize=60&page=${page}`)).json()) as {
      total: number;
      productList: { title: string; slug: string }[];
    };
    total = answer.total;
    titles.push(...answer.productList.map((p) => p.title));
    slugs.push(...answer.productList.map((p) => p.slug));
    if (page * 60 >= total) break;
  }
  const han = titles.flatMap((title) => title.match(/\p{Script=Han}+/gu) ?? []);
  const pieces = han.flatMap((run) => {
    const chars = [...run];
    return [2, 3].flatMap((n) => chars.slice(0, Math.max(0, chars.length - n + 1)).map((_, i) => chars.slice(i, i + n).join('')));
  });
  const latin = slugs.flatMap((slug) => slug.split('-')).filter((word) => /^[a-z]{4,}$/.test(word));
  return { words: [...new Set([...pieces, ...latin])].slice(0, 200), products: total };
}

function previous(): SearchReport | null {
  return existsSync(JSON_FILE) ? (JSON.parse(readFileSync(JSON_FILE, 'utf8')) as SearchReport) : null;
}

function render(report: SearchReport, before: SearchReport | null): string {
  const earlier = (f: SearchLoadFigure) => before?.figures.find((b) => b.catalogue === f.catalogue && b.mix === f.mix);
  const failures = report.figures.filter((f) => f.verdict === 'FAIL').length;
  const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [
    '# Search under load',
    '',
    `Written by \`pnpm bench:search\` on ${report.date}: ${report.machine.cpus} CPU cores, Node ${report.machine.node}. ` +
      `GET /api/product/search at ${SEARCH_RATE_PER_SECOND} requests/s (arriving at random, as shoppers' do: an open loop over 20 connections, each latency counted from when the request was due; runs before 2026-11-29 used autocannon's overallRate, bursts of 20 at each second's start), every request the next query of a shuffled mix; ` +
      `median of runs of ${SEARCH_DURATION_SECONDS} s after a warm-up of ${SEARCH_WARMUP_SECONDS} s, on the embedded database, a server process per catalogue. ` +
      `${failures === 0 ? 'Every figure is within its budget.' : `${failures} figure(s) FAIL their budget.`}`,
    '',
    row([
      'catalogue',
      'online products',
      'mix',
      'distinct queries',
      'requests',
      'non-2xx',
      'errors',
      'p50',
      'p99',
      'p99 of each run',
      'previous p99',
      'budget',
      'verdict',
    ]),
    row(Array.from({ length: 13 }, () => '---')),
    ...report.figures.map((f) =>
      row([
        f.catalogue,
        f.products,
        f.mix,
        f.queries,
        f.requests,
        f.non2xx,
        f.errors,
        `${f.p50Ms} ms`,
        `${f.p99Ms} ms`,
        f.p99sMs.map((p) => `${p} ms`).join(', '),
        earlier(f) ? `${earlier(f)!.p99Ms} ms` : 'new',
        `p99 <= ${f.budgetMs} ms, no errors`,
        `**${f.verdict}**`,
      ]),
    ),
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const runs = Number(process.env.SEARCH_BENCH_RUNS || 3);
  const count = Number(process.env.SEARCH_BENCH_PRODUCTS || 100_000);
  const figures: SearchLoadFigure[] = [];

  step('demo catalogue');
  const demo = await startServer(1);
  try {
    const { words, products } = await demoWords(urlOf(1));
    step(`demo: ${products} online products, ${words.length} words`);
    figures.push(
      await loadSearch(
        urlOf(1),
        {
          catalogue: 'demo',
          products,
          mix: 'Chinese pieces of titles and Latin words, with filters, sorts and pages',
          paths: textQueries(words),
          budgetMs: SEARCH_P99_BUDGET_MS.demo,
        },
        runs,
      ),
    );
  } finally {
    await stopServer(demo);
  }

  step(`large catalogue: the demo data and ${count} more products`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-search-bench-'));
  const products = await buildSearchCatalogue(dataDir, count);
  const large = await startServer(2, { dataDir });
  try {
    for (const mix of largeCatalogueMixes()) {
      step(`large: ${mix.mix}`);
      figures.push(
        await loadSearch(
          urlOf(2),
          { catalogue: `${count.toLocaleString('en-US')} more`, products, ...mix, budgetMs: SEARCH_P99_BUDGET_MS.large },
          runs,
        ),
      );
    }
  } finally {
    await stopServer(large);
  }

  const report: SearchReport = { date: new Date().toISOString(), machine: { cpus: cpus().length, node: process.version }, figures };
  const before = previous();
  writeFileSync(JSON_FILE, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(MD_FILE, render(report, before));
  step('wrote bench/search.md and bench/search.json');
  for (const f of figures) console.log(`${f.catalogue} | ${f.mix}: p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, ${f.verdict}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
