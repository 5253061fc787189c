// The budgets every figure of the report is judged against (issue 10). Routes other than the
// product page have no budget in the issue; they get the product page's, except the merchant
// tools, which are a work screen behind a login and get more room.
export const KB = 1024;

export const ROUTE_JS_BUDGET_BYTES: Record<string, number> = {
  product: 150 * KB,
  home: 150 * KB,
  cart: 150 * KB,
  'member orders': 150 * KB,
  'merchant products': 250 * KB,
};

export const LIGHTHOUSE_BUDGETS = {
  mobile: { performance: 95, lcpMs: 1800, tbtMs: 100, cls: 0.02 },
  desktop: { performance: 100, lcpMs: 1800, tbtMs: 100, cls: 0.02 },
} as const;

export const API_P99_BUDGET_MS = 25;
export const API_RATE_PER_SECOND = 500;
export const API_DURATION_SECONDS = 10;
export const AUCTION_BIDDERS = 200;

export type Verdict = 'PASS' | 'FAIL';
export const verdict = (ok: boolean): Verdict => (ok ? 'PASS' : 'FAIL');
