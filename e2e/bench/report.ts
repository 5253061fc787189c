// Writes bench/report.json (the figures, read back by the next run for the size changes) and
// bench/report.md (the same figures with budgets and PASS/FAIL, for people).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO } from '../src/support/server';
import { API_DURATION_SECONDS, API_P99_BUDGET_MS, API_RATE_PER_SECOND, API_WARMUP_SECONDS, KB, LIGHTHOUSE_BUDGETS, verdict, type Verdict } from './budgets';
import type { CsvImportFigure } from './csv-import';
import type { EditorFigure } from './editor-option-change';
import type { AppBundle } from './bundle-size';
import type { AuctionFigure } from './auction-race';
import type { BuildFigure } from './build-times';
import type { LighthouseFigure } from './lighthouse-runs';
import type { LoadFigure } from './api-load';
import type { RouteJs } from './route-js';
import type { ServerRenderFigure } from './server-render-load';

export const REPORT_DIR = path.join(REPO, 'bench');
const JSON_FILE = path.join(REPORT_DIR, 'report.json');

export type Report = {
  date: string;
  machine: { cpus: number; node: string; chromium: string };
  routeJs: RouteJs[];
  bundles: AppBundle[];
  lighthouse: LighthouseFigure[] | null;
  api: LoadFigure[];
  /** Figure 4b; absent in reports written before it was measured. */
  serverRender?: ServerRenderFigure[] | null;
  auction: AuctionFigure;
  builds: BuildFigure[] | null;
  /** Figure 6a; absent in reports written before it was measured. */
  csvImport?: CsvImportFigure | null;
  /** Figure 6b; absent in reports written before it was measured. */
  editor?: EditorFigure | null;
  notMeasured: { figure: string; reason: string }[];
  /** The bundles of the report the sizes were compared with (kept when a partial run rewrites the report). */
  bundlesBefore?: AppBundle[];
  /** Sections measured later by partial runs (BENCH_ONLY with BENCH_MERGE=1), their figures in place of the full run's. */
  partialRuns?: { date: string; sections: string[] }[];
  /** Each section's figures as the measurement before this one gave them, shown beside the new ones. */
  before?: PreviousFigures;
};

/** The figures a report shows beside the previous run's (the sizes of section 2 have bundlesBefore). */
export const COMPARED = ['routeJs', 'lighthouse', 'api', 'serverRender', 'auction', 'builds', 'csvImport', 'editor'] as const;
export type PreviousFigures = Partial<Pick<Report, (typeof COMPARED)[number]>>;

/**
 * The report with the figures it replaces as its `before`: those of `measured` (the sections this
 * run measured) from the previous report; a section not measured again keeps the previous
 * report's own `before`, so a partial run does not compare a figure with itself.
 */
export function withPrevious(report: Report, previous: Report | null, measured: readonly (keyof PreviousFigures)[] = COMPARED): Report {
  if (!previous) return report;
  const before: PreviousFigures = { ...previous.before };
  for (const key of measured) {
    const figures = previous[key];
    if (figures !== undefined && figures !== null) Object.assign(before, { [key]: figures });
  }
  return { ...report, before };
}

export function previousReport(): Report | null {
  return existsSync(JSON_FILE) ? (JSON.parse(readFileSync(JSON_FILE, 'utf8')) as Report) : null;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
/** The change of a size against the previous report, as a reviewer reads it. */
export const change = (now: number, before: number | undefined): string => {
  if (before === undefined) return 'new';
  const delta = now - before;
  if (delta === 0) return '±0';
  return `${delta > 0 ? '+' : '−'}${(Math.abs(delta) / KB).toFixed(1)} KB (${delta > 0 ? '+' : '−'}${((Math.abs(delta) / Math.max(before, 1)) * 100).toFixed(1)} %)`;
};
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const table = (head: string[], rows: (string | number)[][]) => [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number) => `${Math.round(ms)} ms`;
/** A cell for the previous run's figure: a dash when there is none on record. */
const previousCell = <T>(figure: T | undefined, show: (figure: T) => string) => (figure === undefined ? '–' : show(figure));

/** Section 6: the merchant's heavy work, the CSV import and the 1,000-variant editor. */
function merchantWork(report: Report): string[] {
  const csv = report.csvImport;
  const editor = report.editor;
  return [
    '## 6. Merchant work in Chromium through the composed shell (median of runs)',
    '',
    csv
      ? [
          `CSV import: a generated catalogue of ${csv.rows} rows (${csv.products} products, ${csv.variants} variants, ${csv.brands} brands, ` +
            `${csv.categories} categories), ${csv.encoding}, ${kb(csv.bytes)}, chosen in the upload dialog of the product list; ${csv.runs.length} runs, ` +
            'each adding its products to the same database. The upload sends the products in batches of 50 to newProductsForCsv, two in flight, ' +
            'each batch one transaction (figures on a machine shared with other jobs are noisy).',
          '',
          table(
            ['rows', 'file read (decode, parse, check in the worker)', 'to the confirm step', 'upload to the done step', 'whole import', 'rows/s', 'previous run: whole import, rows/s', 'products / variants created (counted through the API)', 'failed rows', 'budget', 'verdict'],
            [
              [
                csv.rows,
                seconds(csv.readMs),
                seconds(csv.confirmMs),
                seconds(csv.uploadMs),
                seconds(csv.totalMs),
                Math.round(csv.rowsPerSecond),
                previousCell(report.before?.csvImport ?? undefined, (b) => `${seconds(b.totalMs)}, ${Math.round(b.rowsPerSecond)} (${b.rows} rows)`),
                csv.runs.map((r) => `${r.createdProducts} / ${r.createdVariants}`).join(', ') + ` (of ${csv.products} / ${csv.variants})`,
                csv.runs.map((r) => r.failedRows).join(', '),
                `confirm <= ${seconds(csv.budget.confirmMs)}, whole <= ${seconds(csv.budget.totalMs)} (>= ${Math.round(csv.rows / (csv.budget.totalMs / 1000))} rows/s), all created`,
                `**${csv.verdict}**`,
              ],
            ],
          ),
        ].join('\n')
      : 'CSV import: not measured in this run.',
    '',
    editor
      ? [
          `Product editor: a product of ${editor.selections} option rows × ${editor.optionsPerSelection} options (${editor.variants} variants; the editor shows ${editor.shownVariants}), ` +
            `key presses timed from the input to the next paint, ${editor.interactions[0]?.changes.length ?? 0} of each interaction.`,
          '',
          table(
            ['interaction', 'to next paint (judged)', 'previous run', 'Event Timing (INP)', 'input event → next paint', 'slowest', 'budget', 'verdict'],
            editor.interactions.map((i) => [
              i.interaction,
              `${millis(i.judgedMs)} (${i.judgedBy})`,
              previousCell(report.before?.editor?.interactions.find((b) => b.interaction === i.interaction), (b) => millis(b.judgedMs)),
              i.eventTimingMs === null ? 'no entry (< 16 ms)' : millis(i.eventTimingMs),
              `${i.paintMs.toFixed(1)} ms`,
              `${Math.max(...i.changes.map((c) => Math.max(c.eventTimingMs ?? 0, c.paintMs))).toFixed(1)} ms`,
              `<= ${editor.budgetMs} ms`,
              `**${verdict(i.judgedMs <= editor.budgetMs)}**`,
            ]),
          ),
        ].join('\n')
      : 'Product editor, 1,000 variants: not measured in this run.',
    '',
  ];
}

/** Section 4b: the server render of the product page at 50 requests at once. */
function serverRenderSection(report: Report): string[] {
  const figures = report.serverRender;
  return [
    `## 4b. Server render of the product page, ${figures?.[0]?.connections ?? 50} requests at once (autocannon in a second process, a closed loop of that many connections; median of runs of ${API_DURATION_SECONDS} s after a warm-up of ${API_WARMUP_SECONDS} s)`,
    '',
    figures?.length
      ? [
          "A signed-out visitor's GET of the product page on the composed server, checked before measuring to hold the server's first screen " +
            "(the frame by the shell's server build, the page by mf-product's own server bundle, the product's answer asked in process). " +
            'The server keeps such a page once rendered (per path, query string, language and cart): "kept page" asks the same URL each time; ' +
            '"rendered anew" asks it with a new query string each time (`?bench=[<id>]&anew=1`, a new id each request), which no kept page matches, so every request is rendered ' +
            "(the product's answer still comes from the catalogue cache, as a visitor's does; the page cache's 2,000 entries fill and empty meanwhile).",
          '',
          table(
            ['page', 'measured', 'load average (1 min) at start', 'runs', 'requests', 'requests/s', 'non-2xx', 'errors', 'p50', 'p99', 'p99 of each run', 'previous run: requests/s, p99', 'budget', 'verdict'],
            figures.map((f) => [
              f.page,
              f.date,
              f.loadAverage ?? '–',
              f.runs,
              f.requests,
              f.requestsPerSecond,
              f.non2xx,
              f.errors,
              `${f.p50Ms} ms`,
              `${f.p99Ms} ms`,
              f.p99sMs.map((p99) => `${p99} ms`).join(', '),
              previousCell(report.before?.serverRender?.find((b) => b.page === f.page), (b) => `${b.requestsPerSecond}, ${b.p99Ms} ms`),
              `p99 <= ${f.budgetMs} ms, no errors`,
              `**${f.verdict}**`,
            ]),
          ),
        ].join('\n')
      : 'Not measured in this run.',
    '',
  ];
}

export function renderMarkdown(report: Report, previous: Report | null): string {
  const verdicts: Verdict[] = [
    ...report.routeJs.flatMap((r) => [r.verdict, r.rulesVerdict]),
    ...(report.lighthouse ?? []).map((l) => l.verdict),
    ...report.api.map((a) => a.verdict),
    ...(report.serverRender ?? []).map((f) => f.verdict),
    report.auction.verdict,
    ...(report.csvImport ? [report.csvImport.verdict] : []),
    ...(report.editor ? [report.editor.verdict] : []),
  ];
  const failures = verdicts.filter((v) => v === 'FAIL').length;
  const bundlesBefore = report.bundlesBefore ?? previous?.bundles;
  const previousBundle = (app: string) => bundlesBefore?.find((b) => b.app === app);
  const sharedNames = [...new Set(report.bundles.flatMap((b) => Object.keys(b.shared)))].sort();
  const groupNames = [...new Set(report.routeJs.flatMap((r) => Object.keys(r.groups)))].sort();
  const parts = [
    '# Performance report',
    '',
    `Written by \`pnpm bench\` on ${report.date}: ${report.machine.cpus} CPU cores, Node ${report.machine.node}, ${report.machine.chromium}. ` +
      `The storefront is built in production mode and served by the API server on the embedded database with the demo data. ` +
      `${failures === 0 ? 'Every figure is within its budget.' : `${failures} figure(s) FAIL their budget.`}`,
    ...(report.partialRuns ?? []).map(
      (run) => `\nThe figures of ${run.sections.map((section) => `\`${section}\``).join(', ')} were measured on ${run.date} by a later partial run (\`BENCH_ONLY\`, \`BENCH_MERGE=1\`) on the same machine, not by this run.`,
    ),
    '',
    '## 1. JavaScript per route on first load (gzip, from the network responses in Chromium)',
    '',
    table(
      ['route', 'path', 'files', 'total gzip', 'previous run', 'bytes actually sent', 'budget', 'verdict', 'React, react-dom, contracts fetched', 'chunks of remotes not shown', 'rules'],
      report.routeJs.map((r) => [
        r.route,
        `\`${r.path}\``,
        r.files,
        kb(r.totalGzip),
        previousCell(report.before?.routeJs?.find((b) => b.route === r.route), (b) => `${kb(b.totalGzip)} (${change(r.totalGzip, b.totalGzip)})`),
        kb(r.totalWire),
        `<= ${kb(r.budget)}`,
        `**${r.verdict}**`,
        Object.values(r.fetchedOnce).join(' / ') + ' (each must be 1)',
        r.strayRemoteFiles.length ? r.strayRemoteFiles.map((f) => `\`${f}\``).join(' ') : 'none',
        `**${r.rulesVerdict}**`,
      ]),
    ),
    '',
    'The budget counts the gzip size of each body; "bytes actually sent" is what the server sent, the raw size when it does not compress.',
    '',
    "Per file group (a shared module counts under its own name, whichever app served it; an app's entry counts as its entry with the shared modules it carries: the shell's main.js holds the federation runtime and the modules it provides eagerly, React, react-dom, the router, lingui, zustand and the cores of contracts and ui):",
    '',
    table(['group', ...report.routeJs.map((r) => r.route)], groupNames.map((g) => [g, ...report.routeJs.map((r) => (r.groups[g] ? kb(r.groups[g]) : '–'))])),
    '',
    '## 2. Bundle size per app and per shared module (gzip of the dist folders, change against the previous report)',
    '',
    table(
      ['app', 'JS files', 'raw', 'gzip (whole dist)', 'change', 'loadable by a host, gzip', 'change', 'entry gzip (shell main.js, remote remoteEntry.js)', 'change'],
      report.bundles.map((b) => {
        const before = previousBundle(b.app);
        return [
          b.app,
          b.jsFiles,
          kb(b.raw),
          kb(b.gzip),
          change(b.gzip, before?.gzip),
          kb(b.hostLoadable),
          change(b.hostLoadable, before?.hostLoadable),
          kb(b.entryGzip),
          change(b.entryGzip, before?.entryGzip),
        ];
      }),
    ),
    '',
    table(
      ['shared module', ...report.bundles.map((b) => b.app)],
      sharedNames.map((name) => [
        name,
        ...report.bundles.map((b) =>
          b.inEntry?.includes(name)
            ? 'in the entry'
            : b.shared[name] === undefined
              ? '–'
              : `${kb(b.shared[name])} (${change(b.shared[name], previousBundle(b.app)?.shared[name])})`,
        ),
      ]),
    ),
    '',
    '## 3. Lighthouse (median of runs, Debian Chromium headless, offline)',
    '',
    report.lighthouse
      ? table(
          ['page', 'profile', 'runs', 'performance', 'LCP', 'TBT', 'CLS', 'previous run: performance, LCP, TBT, CLS', 'budget', 'verdict'],
          report.lighthouse.map((l) => {
            const b = LIGHTHOUSE_BUDGETS[l.profile];
            const was = previousCell(
              report.before?.lighthouse?.find((p) => p.page === l.page && p.profile === l.profile),
              (p) => `${p.performance}, ${millis(p.lcpMs)}, ${millis(p.tbtMs)}, ${p.cls.toFixed(3)}`,
            );
            return [l.page, l.profile, l.runs, l.performance, millis(l.lcpMs), millis(l.tbtMs), l.cls.toFixed(3), was, `>= ${b.performance}, LCP <= ${b.lcpMs} ms, TBT <= ${b.tbtMs} ms, CLS <= ${b.cls}`, `**${l.verdict}**`];
          }),
        )
      : 'Not measured in this run (BENCH_SKIP_LIGHTHOUSE=1).',
    '',
    `## 4. API and the product page on the embedded database (${API_RATE_PER_SECOND} requests/s arriving at random, as visitors' do: an open loop over 20 connections, each latency counted from when the request was due; runs before 2026-11-29 used autocannon's overallRate, bursts of 20 at each second's start; median of runs of ${API_DURATION_SECONDS} s after a warm-up of ${API_WARMUP_SECONDS} s)`,
    '',
    table(
      ['endpoint', 'runs', 'requests', 'non-2xx', 'errors', 'p50', 'p99', 'p99 of each run', 'previous run: p50, p99', 'budget', 'verdict'],
      report.api.map((a) => [
        a.endpoint,
        a.runs,
        a.requests,
        a.non2xx,
        a.errors,
        `${a.p50Ms} ms`,
        `${a.p99Ms} ms`,
        a.p99sMs.map((p99) => `${p99} ms`).join(', '),
        previousCell(report.before?.api?.find((b) => b.endpoint === a.endpoint), (b) => `${b.p50Ms} ms, ${b.p99Ms} ms`),
        `p99 <= ${a.budgetMs ?? API_P99_BUDGET_MS} ms, no errors`,
        `**${a.verdict}**`,
      ]),
    ),
    '',
    table(
      ['concurrent bidders', 'accepted', 'valid', 'refused (400)', 'server errors', 'bids added to the history', 'time', 'previous run: accepted, time', 'budget', 'verdict'],
      [
        [
          report.auction.bidders,
          report.auction.accepted,
          report.auction.valid,
          report.auction.refused,
          report.auction.serverErrors,
          report.auction.historyAdded,
          `${report.auction.seconds.toFixed(2)} s`,
          previousCell(report.before?.auction, (b) => `${b.accepted}, ${b.seconds.toFixed(2)} s`),
          'accepted = valid = added, no 5xx',
          `**${report.auction.verdict}**`,
        ],
      ],
    ),
    '',
    ...serverRenderSection(report),
    '## 5. Cold production builds',
    '',
    report.builds
      ? table(
          ['what', 'command', 'wall time', 'previous run'],
          report.builds.map((b) => [
            b.what,
            `\`${b.command}\``,
            `${b.seconds.toFixed(1)} s`,
            previousCell(report.before?.builds?.find((p) => p.what === b.what), (p) => `${p.seconds.toFixed(1)} s`),
          ]),
        )
      : 'Not measured in this run (BENCH_SKIP_BUILD_TIMES=1).',
    report.builds && !report.builds.some((b) => b.what === 'all six apps') ? '\nAll six apps: not measured in this run.' : '',
    '',
    ...merchantWork(report),
    ...(report.notMeasured.length ? ['## Not measured yet', '', table(['figure', 'why'], report.notMeasured.map((n) => [n.figure, n.reason])), ''] : []),
  ];
  return parts.join('\n');
}

/**
 * Writes the report; previous (the report before a full run) is what its sizes are compared with.
 * The figures beside the previous run's are set by withPrevious.
 */
export function writeReport(report: Report, previous: Report | null): void {
  if (previous) report.bundlesBefore = previous.bundles;
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(JSON_FILE, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(REPORT_DIR, 'report.md'), renderMarkdown(report, previous));
}
