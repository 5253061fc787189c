// The report a reviewer reads: every figure with its budget and verdict, sizes with their change.
import { change, renderMarkdown, type Report } from './report';

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
  api: [{ endpoint: 'product list', url: 'http://x/api/product/list', requests: 5000, non2xx: 0, errors: 0, p50Ms: 2, p99Ms: 9, verdict: 'PASS' }],
  auction: { product: 'a', bidders: 200, accepted: 5, valid: 5, refused: 195, serverErrors: 0, historyAdded: 5, seconds: 1.5, verdict: 'PASS' },
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
  expect(text).toContain('| product | `/products/tea` | 10 | 200.0 KB | 600.0 KB | <= 150.0 KB | **FAIL** |');
  expect(text).toContain('+1.0 KB (+10.0 %)');
  expect(text).toContain('| product list | 5000 | 0 | 0 | 2 ms | 9 ms | p99 <= 25 ms, no errors | **PASS** |');
  expect(text).toContain('| CSV import | not merged yet |');
  expect(text).toContain('Not measured in this run (BENCH_SKIP_LIGHTHOUSE=1).');
});
