// The budgets every figure of the report is judged against (issue 10). Routes other than the
// product page have no budget in the issue; they get the product page's, except the merchant
// tools, which are a work screen behind a login and get more room.
export const KB = 1024;

export const ROUTE_JS_BUDGET_BYTES: Record<string, number> = {
  product: 150 * KB,
  home: 150 * KB,
  // Issue 25: "listing and search routes within the product route's JS budget".
  search: 150 * KB,
  'category listing': 150 * KB,
  cart: 150 * KB,
  'member orders': 150 * KB,
  'merchant products': 250 * KB,
};

export const LIGHTHOUSE_BUDGETS = {
  mobile: { performance: 95, lcpMs: 1800, tbtMs: 100, cls: 0.02 },
  desktop: { performance: 100, lcpMs: 1800, tbtMs: 100, cls: 0.02 },
} as const;

export const API_P99_BUDGET_MS = 25;
/** A signed-out visitor's server-rendered product page (issue 26: p99 <= 50 ms). */
export const PAGE_P99_BUDGET_MS = 50;
/**
 * The server render of the product page (issue 23): p99 <= 30 ms with 50 requests under way at
 * once (a closed loop: each of 50 connections sends its next request when the last is answered).
 */
export const SERVER_RENDER_P99_BUDGET_MS = 30;
export const SERVER_RENDER_CONNECTIONS = 50;
export const API_RATE_PER_SECOND = 500;
export const API_DURATION_SECONDS = 10;
/** Load before the measured runs at the same rate, not counted: the server's JIT and caches warm up. */
export const API_WARMUP_SECONDS = 2;
export const AUCTION_BIDDERS = 200;

export type Verdict = 'PASS' | 'FAIL';
export const verdict = (ok: boolean): Verdict => (ok ? 'PASS' : 'FAIL');

// Figure 6a, the CSV import of 5,000 rows (Big5; CSV_BENCH_ROWS=50000 for issue 26's 50,000). The
// confirm step is decode + parse + check in a worker, then one click: 3 s per 5,000 rows keeps it
// a short wait (the dialog shows 正在讀取檔案… meanwhile). The upload sends the products in
// batches (newProductsForCsv, 50 products per call, two in flight) to the embedded
// single-threaded database on 2 shared cores. Issue 26 asks for at least 500 rows/s end to end,
// from the file chosen to the done step: the whole import's budget is the rows at that rate
// (10 s for 5,000 rows, 100 s for 50,000).
export const CSV_ROWS = Number(process.env.CSV_BENCH_ROWS || 5000);
export const CSV_ROWS_PER_SECOND_BUDGET = 500;
export const CSV_CONFIRM_BUDGET_MS = Math.max(3000, (CSV_ROWS / 5000) * 3000);
export const CSV_IMPORT_BUDGET_MS = (CSV_ROWS / CSV_ROWS_PER_SECOND_BUDGET) * 1000;

// Figure 6b, the product editor with 3 option rows × 10 options (1,000 variants): an option
// change to the next paint. INP calls 200 ms "good"; a work tool used all day should answer
// within 100 ms, the limit under which a change feels instant.
export const EDITOR_OPTION_CHANGE_BUDGET_MS = 100;
