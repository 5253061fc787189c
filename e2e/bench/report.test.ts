// The report a reviewer reads: every figure with its budget and verdict, sizes with their change.
import { change, renderMarkdown, withPrevious, type Report } from './report';

const report = (gzip: number): Report => ({
  date: '2026-11-23T10:00:00.000Z',
  machine: { cpus: 2, node: 'v20.20.2', chromium: 'Chromium 156' },
  routeJs: [
    {
      route: 'product',
      path: '/products/tea',
      files: 10,
      totalGzip: 200 * 1024,
      totalWire: 600 * 1024,
      budget: 150 * 1024,
      verdict: 'FAIL',
      groups: { 'shell entry (main.js)': 20 * 1024, 'shared react': 3 * 1024 },
      fetchedOnce: { react: 1, 'react-dom': 1, '@storefront/contracts': 1 },
      strayRemoteFiles: [],
      rulesVerdict: 'PASS',
    },
  ],
  bundles: [{ app: 'mf-product', jsFiles: 3, raw: 3000, gzip, hostLoadable: gzip, entryGzip: 1024, shared: { react: 2048 } }],
  lighthouse: null,
  api: [{ endpoint: 'product list', url: 'http://x/api/product/list', runs: 3, requests: 15000, non2xx: 0, errors: 0, p50Ms: 2, p99Ms: 9, p99sMs: [9, 31, 8], verdict: 'PASS' }],
  auction: { bidders: 200, accepted: 5, valid: 5, refused: 195, serverErrors: 0, historyAdded: 5, seconds: 1.5, verdict: 'PASS' },
  builds: null,
  notMeasured: [{ figure: 'CSV import', reason: 'not merged yet' }],
});

test('a size change shows its sign, its size and its share', () => {
  expect(change(2048, 1024)).toBe('+1.0 KB (+100.0 %)');
  expect(change(1024, 2048)).toBe('−1.0 KB (−50.0 %)');
  expect(change(1024, 1024)).toBe('±0');
  expect(change(1024, undefined)).toBe('new');
});

test('the markdown judges every figure and shows the change against the previous report', () => {
  const text = renderMarkdown(report(11 * 1024), report(10 * 1024));
  expect(text).toContain('1 figure(s) FAIL their budget.');
  expect(text).toContain('| product | `/products/tea` | 10 | 200.0 KB | – | 600.0 KB | <= 150.0 KB | **FAIL** |');
  expect(text).toContain('+1.0 KB (+10.0 %)');
  expect(text).toContain('| product list | 3 | 15000 | 0 | 0 | 2 ms | 9 ms | 9 ms, 31 ms, 8 ms | – | p99 <= 25 ms, no errors | **PASS** |');
  expect(text).toContain('| CSV import | not merged yet |');
  expect(text).toContain('Not measured in this run (BENCH_SKIP_LIGHTHOUSE=1).');
});

const csvRun = { readMs: 300, confirmMs: 400, uploadMs: 40_000, shownProducts: 2092, shownVariants: 5000, reportedCreated: 2092, failedRows: 0, createdProducts: 2092, createdVariants: 5000 };

test('section 6 gives the CSV import and the editor figures with budgets; nothing left under "Not measured yet"', () => {
  const measured: Report = {
    ...report(10 * 1024),
    notMeasured: [],
    csvImport: {
      rows: 5000,
      bytes: 430 * 1024,
      encoding: 'Big5 (cp950), comma-separated',
      products: 2092,
      variants: 5000,
      brands: 60,
      categories: 16,
      runs: [csvRun, { ...csvRun, uploadMs: 70_000 }, { ...csvRun, createdVariants: 4990 }],
      readMs: 300,
      confirmMs: 400,
      uploadMs: 40_000,
      totalMs: 40_400,
      rowsPerSecond: 123.8,
      budget: { confirmMs: 3000, totalMs: 60_000 },
      verdict: 'FAIL',
    },
    editor: {
      selections: 3,
      optionsPerSelection: 10,
      variants: 1000,
      shownVariants: 1000,
      interactions: [
        {
          interaction: 'option change',
          changes: [
            { eventTimingMs: 16, paintMs: 12.3, shown: '顏色 → variant 2' },
            { eventTimingMs: null, paintMs: 9.1, shown: '尺寸 → variant 12' },
            { eventTimingMs: 24, paintMs: 17.5, shown: '材質 → variant 112' },
          ],
          eventTimingMs: 16,
          paintMs: 12.3,
          judgedMs: 16,
          judgedBy: 'Event Timing',
        },
        {
          interaction: 'typing a price',
          changes: [{ eventTimingMs: 136, paintMs: 130.25, shown: '5905' }],
          eventTimingMs: 136,
          paintMs: 130.25,
          judgedMs: 136,
          judgedBy: 'Event Timing',
        },
      ],
      budgetMs: 100,
      verdict: 'FAIL',
    },
  };
  const text = renderMarkdown(measured, null);
  expect(text).toContain('a generated catalogue of 5000 rows (2092 products, 5000 variants, 60 brands, 16 categories), Big5 (cp950), comma-separated, 430.0 KB');
  expect(text).toContain(
    '| 5000 | 0.30 s | 0.40 s | 40.00 s | 40.40 s | 124 | – | 2092 / 5000, 2092 / 5000, 2092 / 4990 (of 2092 / 5000) | 0, 0, 0 | confirm <= 3.00 s, whole <= 60.00 s (>= 83 rows/s), all created | **FAIL** |',
  );
  expect(text).toContain('| option change | 16 ms (Event Timing) | – | 16 ms | 12.3 ms | 24.0 ms | <= 100 ms | **PASS** |');
  expect(text).toContain('| typing a price | 136 ms (Event Timing) | – | 136 ms | 130.3 ms | 136.0 ms | <= 100 ms | **FAIL** |');
  // The route's FAIL of the base report, the import's and the editor's.
  expect(text).toContain('3 figure(s) FAIL their budget.');
  expect(text).not.toContain('Not measured yet');
});

test('a report written before section 6 existed still renders', () => {
  const text = renderMarkdown(report(10 * 1024), null);
  expect(text).toContain('CSV import: not measured in this run.');
  expect(text).toContain('Product editor, 1,000 variants: not measured in this run.');
});

const renderFigure = (page: 'kept page (same URL)' | 'rendered anew (new query string each request)', p99Ms: number) => ({
  page,
  url: 'http://x/products/tea',
  connections: 50,
  runs: 3,
  date: '2026-11-27T15:30:00.000Z',
  loadAverage: 1.5,
  requests: 30000,
  requestsPerSecond: 1000,
  non2xx: 0,
  errors: 0,
  p50Ms: 12,
  p99Ms,
  p99sMs: [p99Ms, p99Ms + 1, p99Ms - 1],
  budgetMs: 30,
  verdict: p99Ms <= 30 ? ('PASS' as const) : ('FAIL' as const),
});

test('section 4b gives the server render of the product page, kept and rendered anew, each judged', () => {
  const text = renderMarkdown(
    {
      ...report(10 * 1024),
      serverRender: [renderFigure('kept page (same URL)', 20), renderFigure('rendered anew (new query string each request)', 90)],
    },
    null,
  );
  expect(text).toContain('## 4b. Server render of the product page, 50 requests at once');
  expect(text).toContain(
    '| kept page (same URL) | 2026-11-27T15:30:00.000Z | 1.5 | 3 | 30000 | 1000 | 0 | 0 | 12 ms | 20 ms | 20 ms, 21 ms, 19 ms | – | p99 <= 30 ms, no errors | **PASS** |',
  );
  expect(text).toContain(
    '| rendered anew (new query string each request) | 2026-11-27T15:30:00.000Z | 1.5 | 3 | 30000 | 1000 | 0 | 0 | 12 ms | 90 ms | 90 ms, 91 ms, 89 ms | – | p99 <= 30 ms, no errors | **FAIL** |',
  );
  // The route's FAIL of the base report and the render anew's.
  expect(text).toContain('2 figure(s) FAIL their budget.');
});

test('a report without section 4b says so; a partial run that put figures in a report is named in it', () => {
  expect(renderMarkdown(report(10 * 1024), null)).toContain('## 4b. Server render of the product page, 50 requests at once');
  expect(renderMarkdown(report(10 * 1024), null)).toContain('Not measured in this run.');
  const text = renderMarkdown({ ...report(10 * 1024), partialRuns: [{ date: '2026-11-27T15:30:00.000Z', sections: ['render'] }] }, null);
  expect(text).toContain(
    'The figures of `render` were measured on 2026-11-27T15:30:00.000Z by a later partial run (`BENCH_ONLY`, `BENCH_MERGE=1`) on the same machine, not by this run.',
  );
});

test('sizes are compared with the bundles the report keeps from its own comparison, when it keeps them', () => {
  const text = renderMarkdown({ ...report(11 * 1024), bundlesBefore: report(10 * 1024).bundles }, null);
  expect(text).toContain('+1.0 KB (+10.0 %)');
});

const lighthouse = (lcpMs: number) => [
  { page: 'product', profile: 'mobile' as const, runs: 3, performance: 94, lcpMs, tbtMs: 120.4, cls: 0, verdict: 'FAIL' as const },
];

test("each figure stands beside the previous run's, a dash where there is none on record", () => {
  const before: Report = {
    ...report(10 * 1024),
    lighthouse: lighthouse(1128),
    api: [{ ...report(10 * 1024).api[0]!, p50Ms: 3, p99Ms: 14 }],
    routeJs: [{ ...report(10 * 1024).routeJs[0]!, totalGzip: 210 * 1024 }],
    builds: [{ what: 'all six apps', command: 'pnpm build', seconds: 41.25 }],
  };
  const now = withPrevious({ ...report(10 * 1024), lighthouse: lighthouse(1030), builds: [{ what: 'all six apps', command: 'pnpm build', seconds: 38.8 }] }, before);
  const text = renderMarkdown(now, before);
  expect(text).toContain('| product | `/products/tea` | 10 | 200.0 KB | 210.0 KB (−10.0 KB (−4.8 %)) | 600.0 KB |');
  expect(text).toContain('| product | mobile | 3 | 94 | 1030 ms | 120 ms | 0.000 | 94, 1128 ms, 120 ms, 0.000 |');
  expect(text).toContain('| 9 ms, 31 ms, 8 ms | 3 ms, 14 ms | p99 <= 25 ms');
  expect(text).toContain('| 1.50 s | 5, 1.50 s | accepted = valid = added');
  expect(text).toContain('| all six apps | `pnpm build` | 38.8 s | 41.3 s |');
  // No previous figure of the render: a dash, not a comparison with nothing.
  expect(renderMarkdown(withPrevious({ ...now, serverRender: [renderFigure('kept page (same URL)', 20)] }, before), before)).toContain(
    '| 20 ms, 21 ms, 19 ms | – | p99 <= 30 ms',
  );
});

test('a partial run compares only the sections it measured; the others keep the comparison they had', () => {
  const first = { ...report(10 * 1024), lighthouse: lighthouse(1200) };
  const second = withPrevious({ ...first, lighthouse: lighthouse(1100) }, first);
  // A partial run of the API section only: its figures are compared with the second report's,
  // the Lighthouse figures (not measured again) still with the first's.
  const third = withPrevious({ ...second, api: [{ ...second.api[0]!, p99Ms: 7 }] }, second, ['api']);
  expect(third.before?.lighthouse?.[0]?.lcpMs).toBe(1200);
  expect(third.before?.api?.[0]?.p99Ms).toBe(9);
  const text = renderMarkdown(third, null);
  expect(text).toContain('| product | mobile | 3 | 94 | 1100 ms | 120 ms | 0.000 | 94, 1200 ms, 120 ms, 0.000 |');
  expect(text).toContain('| 7 ms | 9 ms, 31 ms, 8 ms | 2 ms, 9 ms |');
});
