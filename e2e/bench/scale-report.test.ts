// The scale bench's rules: the marketplace's shape, the slow statements read from the server's
// log, and the report's figures beside the previous run's.
import { loggedCalls, withParameters } from './scale-queries';
import { marketplaceCounts, merchantPlan, skewedShares } from './scale-marketplace';
import { figureOf, type ScaleCall, type ScaleFigure } from './scale-load';
import { change, renderScaleReport, sameQuery, type ScaleReport } from './scale-report';
import { checkoutVerdict, type CheckoutFigure } from './scale-checkout';

const call: ScaleCall = { name: 'merchant order list', as: 'the big merchant', mix: 'pages', paths: ['/a', '/b', '/a'] };
const result = (p50: number, p99: number, non2xx = 0) => ({
  requests: { total: 2000 } as never,
  latency: { p50, p99 } as never,
  non2xx,
  errors: 0,
  timeouts: 0,
});

function report(figures: ScaleFigure[], queries: { query: string; meanMs: number }[], scale = 1): ScaleReport {
  const stats = queries.map((q) => ({ ...q, calls: 10, maxMs: q.meanMs * 2, totalMs: q.meanMs * 10, planMs: 0.5 }));
  return {
    date: '2026-11-27T18:00:00.000Z',
    scale,
    machine: { cpus: 2, node: 'v20', postgres: '15.18', settings: 'defaults', loadAverage: { before: 0.4, after: 2.1 } },
    servers: 2,
    generation: {
      counts: marketplaceCounts(scale),
      seconds: 312,
      steps: [{ step: 'orders', rows: 2_000_000, seconds: 95.2 }],
      tables: { orders: 2_000_015 },
    },
    figures,
    slowQueries: stats.map((s) => ({ ...s, explain: 'Index Scan using orders_merchant_created_idx on orders' })),
    queries: stats,
    benchSeconds: 600,
  };
}

test('a figure is the median of its runs, FAIL over the budget or with any non-2xx answer', () => {
  const fast = figureOf(call, [result(3, 20), result(4, 60), result(3, 30)]);
  expect(fast).toMatchObject({ p50Ms: 3, p99Ms: 30, p99sMs: [20, 60, 30], requests: 6000, paths: 2, verdict: 'PASS' });
  expect(figureOf(call, [result(3, 51)]).verdict).toBe('FAIL');
  expect(figureOf(call, [result(3, 20, 1)]).verdict).toBe('FAIL');
});

test('a closed loop of many connections is measured by the answers a second too', () => {
  const pages: ScaleCall = {
    name: 'product page (HTML)',
    as: 'visitor',
    mix: 'products',
    paths: ['/products/a'],
    load: { connections: 200, ratePerSecond: null },
    budget: { p99Ms: 50, minPerSecond: 500 },
  };
  // 2,000 answers in a run of 10 s: 200 a second, too few though fast enough.
  const slow = figureOf(pages, [result(3, 20), result(4, 30)]);
  expect(slow).toMatchObject({ perSecond: 200, minPerSecond: 500, verdict: 'FAIL' });
  const many = (p99: number) => ({ ...result(3, p99), requests: { total: 6000 } as never });
  expect(figureOf(pages, [many(40), many(45)])).toMatchObject({ perSecond: 600, verdict: 'PASS' });
  expect(figureOf(pages, [many(60)]).verdict).toBe('FAIL');
  const md = renderScaleReport(report([figureOf(pages, [many(40)])], [{ query: 'select 1', meanMs: 1 }]), null);
  expect(md).toContain(
    '| product page (HTML) | visitor | products | 1 | 200 connections, closed loop | 6000 | 600 | 0 | 0 | 3 ms | 40 ms | 40 ms | new | >= 500 a second, p99 <= 50 ms, no errors | **PASS** |',
  );
  // Kept pages measured as kept: the report says each path was asked first.
  const atRate: ScaleCall = { ...pages, name: 'at 500 a second', load: { connections: 200, ratePerSecond: 500 }, warmEveryPath: true };
  const warmed = figureOf(atRate, [many(40)]);
  expect(warmed.warmedEveryPath).toBe(true);
  expect(renderScaleReport(report([warmed], [{ query: 'select 1', meanMs: 1 }]), null)).toContain(
    '| at 500 a second | visitor | products | 1 | 500/s over 200 connections, after each path once on each server |',
  );
});

test('each figure and each slow statement stands beside the previous run’s', () => {
  const sql = 'select id from orders where merchant_id = $1 order by created_at desc limit $2';
  const before = report([figureOf(call, [result(5, 80)])], [{ query: sql, meanMs: 40 }]);
  const now = report([figureOf(call, [result(2, 12)])], [{ query: `${sql.replace(' where', '\n   where')}`, meanMs: 4 }]);
  const md = renderScaleReport(now, before);
  expect(md).toContain(
    '| merchant order list | the big merchant | pages | 2 | 200/s over 20 connections | 2000 | 200 | 0 | 0 | 2 ms | 12 ms | 12 ms | 80 ms | p99 <= 50 ms, no errors | **PASS** |',
  );
  // The statement is found again though its whitespace differs, and its change is shown.
  expect(md).toMatch(/\| 1 \| 4 ms \| 0.5 ms \| 8 ms \| 10 \| 40 ms \| -90 % \|/);
  expect(md).toContain("## The previous run's slowest queries, now");
  // A previous run that sent its rates in bursts is said not comparable; one sent alike is not.
  expect(renderScaleReport({ ...now, rates: 'poisson' }, before)).toContain('its p99s at a rate are not comparable');
  expect(renderScaleReport({ ...now, rates: 'poisson' }, { ...before, rates: 'poisson' })).not.toContain('not comparable');
  expect(md).toContain('**SCALE=1** (the full marketplace of issue 26)');
  expect(md).toContain('Generated in **5 min 12 s** (previous run: 5 min 12 s)');
});

test('a first run says new, and a smaller SCALE says it is not the full marketplace', () => {
  const md = renderScaleReport(report([figureOf(call, [result(2, 12)])], [{ query: 'select 1', meanMs: 1 }], 0.02), null);
  expect(md).toContain('| 12 ms | new |');
  expect(md).toContain('(not the full marketplace of issue 26: SCALE=1 is)');
  expect(md).not.toContain("previous run's slowest");
  expect(change(4, undefined)).toBe('');
  expect(change(60, 40)).toBe('+50 %');
  expect(sameQuery('select  1', [{ query: 'select 1', calls: 1, meanMs: 1, maxMs: 1, totalMs: 1 }])).toBeDefined();
});

const checkout = (over: Partial<CheckoutFigure> = {}): CheckoutFigure => {
  const figure = {
    buyers: 50,
    seconds: 10,
    products: 25,
    scarceProducts: 5,
    requests: 1500,
    placed: 1400,
    soldOut: 100,
    otherNon2xx: 0,
    errors: 0,
    ordersPerSecond: 140,
    p50Ms: 300,
    p99Ms: 900,
    oversold: 0,
    stockMismatches: [],
    ...over,
  };
  return { ...figure, budget: 100, verdict: checkoutVerdict(figure) };
};

test('checkout passes at 100 orders/s or more with nothing oversold, sold-out refusals allowed, nothing else', () => {
  expect(checkout().verdict).toBe('PASS');
  expect(checkout({ ordersPerSecond: 99 }).verdict).toBe('FAIL');
  expect(checkout({ oversold: 1 }).verdict).toBe('FAIL');
  expect(checkout({ stockMismatches: ['model 7: 20 before, 20 sold, 1 left'] }).verdict).toBe('FAIL');
  expect(checkout({ otherNon2xx: 1 }).verdict).toBe('FAIL');
  expect(checkout({ errors: 1 }).verdict).toBe('FAIL');
});

test('the checkout figure stands beside the previous run’s orders/s', () => {
  const now = { ...report([], []), checkout: checkout() };
  const md = renderScaleReport(now, { ...report([], []), checkout: checkout({ ordersPerSecond: 80 }) });
  expect(md).toContain('## Checkout with 50 buyers at once');
  expect(md).toContain('| 1400 | 140 | 80 | 300 ms | 900 ms | 100 | 0 | 0 | 0 | 0 | >= 100 orders/s, 0 oversold, no errors | **PASS** |');
  expect(renderScaleReport(report([], []), null)).not.toContain('## Checkout');
});

test('the logged slow statements give their query id, time and parameters, written back into the statement', () => {
  const log = [
    '2026-11-27 17:31:09.179 UTC [10493] qid=627 LOG:  duration: 7.825 ms  execute <unnamed>: select * from orders',
    '\twhere merchant_id = $1 and order_statement_id like $2 limit $10',
    "2026-11-27 17:31:09.179 UTC [10493] qid=627 DETAIL:  parameters: $1 = '8', $2 = '%ZS''1%', $10 = NULL",
    '2026-11-27 17:31:09.300 UTC [10494] qid=-55 LOG:  duration: 5.1 ms  statement: select 1',
  ].join('\n');
  const calls = loggedCalls(log);
  expect(calls.map((c) => [c.queryId, c.ms])).toEqual([
    ['627', 7.825],
    ['-55', 5.1],
  ]);
  expect(withParameters(calls[0]!.sql, calls[0]!.params)).toBe(
    "select * from orders\n\twhere merchant_id = '8' and order_statement_id like '%ZS''1%' limit NULL",
  );
});

test('the marketplace: the big merchant is the biggest, the others skewed, every count summed exactly', () => {
  const counts = marketplaceCounts(1);
  expect(counts).toMatchObject({ products: 1_000_000, orders: 2_000_000, members: 100_000, merchants: 200 });
  expect(marketplaceCounts(0.02)).toMatchObject({ products: 20_000, orders: 40_000, members: 2_000, merchants: 200 });
  const plan = merchantPlan(
    counts,
    1,
    Array.from({ length: 199 }, (_, i) => i + 2),
  );
  expect(plan[0]).toEqual({ merchantId: 1, products: 50_000, orders: 200_000 });
  expect(plan.reduce((sum, m) => sum + m.products, 0)).toBe(1_000_000);
  expect(plan.reduce((sum, m) => sum + m.orders, 0)).toBe(2_000_000);
  expect(Math.max(...plan.map((m) => m.products))).toBe(50_000);
  // Most merchants are small: three in four hold fewer than a tenth of the big one's products.
  expect(plan.filter((m) => m.products < 5_000).length).toBeGreaterThan(150);
  const shares = skewedShares(10, 4, 2);
  expect(shares.reduce((a, b) => a + b, 0)).toBe(10);
  expect(Math.max(...shares)).toBeLessThanOrEqual(3);
});
