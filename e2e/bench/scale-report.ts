// The scale bench's report (bench/scale.md, bench/scale.json): how the marketplace was generated
// and how long it took, each call's latencies under load beside the previous run's, and the
// slowest queries PostgreSQL saw with their plans, each beside its time in the previous run.
import type { CheckoutFigure } from './scale-checkout';
import type { GenerationStep, MarketplaceCounts } from './scale-marketplace';
import {
  RATE_LOAD,
  SCALE_CONNECTIONS,
  SCALE_DURATION_SECONDS,
  SCALE_RATE_PER_SECOND,
  SCALE_WARMUP_SECONDS,
  type ScaleFigure,
  type ScaleLoad,
} from './scale-load';

/**
 * A statement of pg_stat_statements during the load (its text normalized: constants are $n): its
 * mean time planning and executing (a call waits for both), the planning part, the longest execution.
 */
export type QueryStat = { query: string; calls: number; meanMs: number; planMs?: number; maxMs: number; totalMs: number };
/** One of the slowest, with the plan of a call of it the server logged (EXPLAIN ANALYZE of those parameters). */
export type SlowQuery = QueryStat & { explain: string | null };

export type ScaleReport = {
  date: string;
  scale: number;
  /** Why the run is not the full marketplace, when it is not (e.g. a deadline); shown in the header. */
  note?: string;
  machine: { cpus: number; node: string; postgres: string; settings: string; loadAverage?: { before: number; after: number } };
  servers: number;
  generation: { counts: MarketplaceCounts; seconds: number; steps: GenerationStep[]; tables: Record<string, number> };
  figures: ScaleFigure[];
  /**
   * How the calls at a rate were sent: 'poisson' (paced-load.ts). Runs without it sent them with
   * autocannon's overallRate, in bursts at each second's start.
   */
  rates?: 'poisson';
  /** Checkout with many buyers at once (runs before 2026-11-27 had none). */
  checkout?: CheckoutFigure;
  slowQueries: SlowQuery[];
  /** The statements of the load by mean time, slowest first (what the next run compares with). */
  queries: QueryStat[];
  benchSeconds: number;
};

const round = (ms: number) => Math.round(ms * 100) / 100;
const whitespace = (sql: string) => sql.replace(/\s+/g, ' ').trim();

/** The previous run's figure of the same call (by name), if it had one. */
export function previousFigure(figure: ScaleFigure, before: ScaleReport | null): ScaleFigure | undefined {
  return before?.figures.find((b) => b.name === figure.name);
}

/** The same statement in another run's statistics (texts equal but for whitespace). */
export function sameQuery(query: string, stats: readonly QueryStat[] | undefined): QueryStat | undefined {
  const text = whitespace(query);
  return stats?.find((s) => whitespace(s.query) === text);
}

/** "12.3 ms", or "new" when the previous run had no such figure. */
export const msOrNew = (ms: number | undefined) => (ms === undefined ? 'new' : `${round(ms)} ms`);

/** The change from before to now, as a signed percentage ("-87 %"), or "" without a before. */
export function change(now: number, before: number | undefined): string {
  if (before === undefined || before === 0) return '';
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent > 0 ? '+' : ''}${percent} %`;
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const rule = (n: number) => row(Array.from({ length: n }, () => '---'));
const oneLine = (sql: string, max = 160) => {
  const text = whitespace(sql).replaceAll('|', '\\|');
  return `\`${text.length > max ? `${text.slice(0, max)}…` : text}\``;
};
const thousands = (n: number) => n.toLocaleString('en-US');

function checkoutSection(figure: CheckoutFigure | undefined, before: CheckoutFigure | undefined): string[] {
  if (!figure) return [];
  return [
    `## Checkout with ${figure.buyers} buyers at once`,
    '',
    `${figure.buyers} members place orders at the same time for ${figure.seconds} s, as fast as the servers answer, each order one unit of one of ` +
      `${figure.products} products of different merchants (${figure.scarceProducts} of them with little stock, which sell out during the run: the orders after ` +
      "are refused, 409). Nothing oversold means: for each product the units in the run's orders are at most its stock before, and its stock now is " +
      'its stock before less those units.',
    '',
    row([
      'orders placed',
      'orders/s',
      'previous orders/s',
      'p50',
      'p99',
      'sold out (409)',
      'other non-2xx',
      'errors',
      'oversold products',
      'stock not adding up',
      'budget',
      'verdict',
    ]),
    rule(12),
    row([
      figure.placed,
      figure.ordersPerSecond,
      before ? before.ordersPerSecond : 'new',
      `${figure.p50Ms} ms`,
      `${figure.p99Ms} ms`,
      figure.soldOut,
      figure.otherNon2xx,
      figure.errors,
      figure.oversold,
      figure.stockMismatches.length ? figure.stockMismatches.join('; ') : 0,
      `>= ${figure.budget} orders/s, 0 oversold, no errors`,
      `**${figure.verdict}**`,
    ]),
    '',
    ...(figure.firstRefusal
      ? [`The first answer that was neither an order nor a sold out: ${figure.firstRefusal.replaceAll('\n', ' ')}`, '']
      : []),
  ];
}

/** A call's load in words (figures of runs before loads were recorded were at RATE_LOAD). */
function loadText(load: ScaleLoad = RATE_LOAD, warmedEveryPath = false): string {
  const text =
    load.ratePerSecond === null ? `${load.connections} connections, closed loop` : `${load.ratePerSecond}/s over ${load.connections} connections`;
  return warmedEveryPath ? `${text}, after each path once on each server` : text;
}

export function renderScaleReport(report: ScaleReport, before: ScaleReport | null): string {
  const failures = report.figures.filter((f) => f.verdict === 'FAIL').length;
  const { counts } = report.generation;
  const minutes = (seconds: number) => `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
  const lines = [
    '# The marketplace at scale',
    '',
    `Written by \`pnpm bench:scale\` on ${report.date} at **SCALE=${report.scale}**` +
      `${report.scale === 1 ? ' (the full marketplace of issue 26)' : ' (not the full marketplace of issue 26: SCALE=1 is)'}; ` +
      `${report.machine.cpus} CPU cores, Node ${report.machine.node}, PostgreSQL ${report.machine.postgres} (${report.machine.settings}), ` +
      `${report.servers} API server processes on it. The whole bench took ${minutes(report.benchSeconds)}.` +
      (report.machine.loadAverage
        ? ` Load average (1 min) of the machine: ${report.machine.loadAverage.before.toFixed(2)} before the measurements, ${report.machine.loadAverage.after.toFixed(2)} after (the bench's own servers, database and load generator keep both cores busy; a call that overloads them raises it further).`
        : '') +
      (report.note ? ` ${report.note}` : ''),
    '',
    '## The marketplace',
    '',
    `${thousands(counts.products)} products of ${thousands(counts.merchants)} merchants (the demo merchant, merchant@example.com, ` +
      `holds ${thousands(counts.bigMerchantProducts)} of them and ${thousands(counts.bigMerchantOrders)} orders; the others by Zipf's law, none bigger), ` +
      `${thousands(counts.members)} members, ${thousands(counts.orders)} orders with their lines, the members' points ledger ` +
      `(the demo buyer, buyer@example.com, has one order in a thousand), ${thousands(counts.brands)} brands and ${thousands(counts.categories)} categories, ` +
      `dated over the past year, on top of the demo data. Generated in **${minutes(report.generation.seconds)}** ` +
      `(previous run: ${before ? minutes(before.generation.seconds) : 'none'}), by set-based inserts:`,
    '',
    row(['step', 'rows', 'seconds']),
    rule(3),
    ...report.generation.steps.map((s) => row([s.step, thousands(s.rows), s.seconds.toFixed(1)])),
    '',
    `Rows after: ${Object.entries(report.generation.tables)
      .map(([table, n]) => `${table} ${thousands(n)}`)
      .join(', ')}.`,
    '',
    '## The calls under load',
    '',
    `Each call at ${SCALE_RATE_PER_SECOND} requests/s unless its load says otherwise, arriving as independent visitors' requests do ` +
      `(at random, a Poisson process; each sent when due whether or not the ones before were answered, over at most ` +
      `${SCALE_CONNECTIONS} kept-alive connections spread over the servers; its latency counted from when it was due), or by a ` +
      `closed loop (autocannon: each connection sends its next request when the last is answered); every request the next path ` +
      `of a shuffled mix; median of runs of ${SCALE_DURATION_SECONDS} s after a warm-up of ${SCALE_WARMUP_SECONDS} s. ` +
      (before && before.rates !== report.rates
        ? `The previous run sent the rates with autocannon's overallRate, each connection's share of a second back to back at ` +
          `the second's start (bursts of ${SCALE_CONNECTIONS} at once): its p99s at a rate are not comparable with these. `
        : '') +
      `${failures === 0 ? 'Every call is within its budget.' : `${failures} call(s) FAIL their budget.`}`,
    '',
    row([
      'call',
      'as',
      'mix',
      'paths',
      'load',
      'requests',
      'answered a second',
      'non-2xx',
      'errors',
      'p50',
      'p99',
      'p99 of each run',
      'previous p99',
      'budget',
      'verdict',
    ]),
    rule(15),
    ...report.figures.map((f) =>
      row([
        f.name,
        f.as,
        f.mix,
        f.paths,
        loadText(f.load, f.warmedEveryPath),
        f.requests,
        thousands(f.perSecond),
        f.non2xx,
        f.errors,
        `${f.p50Ms} ms`,
        `${f.p99Ms} ms`,
        f.p99sMs.map((p) => `${p} ms`).join(', '),
        msOrNew(previousFigure(f, before)?.p99Ms),
        `${f.minPerSecond ? `>= ${thousands(f.minPerSecond)} a second, ` : ''}p99 <= ${f.budgetMs} ms, no errors`,
        `**${f.verdict}**`,
      ]),
    ),
    '',
    ...checkoutSection(report.checkout, before?.checkout),
    '## The slowest queries',
    '',
    'The five statements of the load with the highest mean time, planning and execution (pg_stat_statements, reset before the load), each with the plan of ' +
      'the slowest call of it the server logged (its parameters, EXPLAIN (ANALYZE, BUFFERS) after the load), and its mean time in the previous run.',
    '',
    row(['#', 'mean (planning + execution)', 'of which planning', 'longest execution', 'calls', 'previous mean', 'change', 'statement']),
    rule(8),
    ...report.slowQueries.map((q, i) => {
      const earlier = sameQuery(q.query, before?.queries);
      return row([
        i + 1,
        `${round(q.meanMs)} ms`,
        q.planMs === undefined ? '' : `${round(q.planMs)} ms`,
        `${round(q.maxMs)} ms`,
        q.calls,
        msOrNew(earlier?.meanMs),
        change(q.meanMs, earlier?.meanMs),
        oneLine(q.query),
      ]);
    }),
    '',
    ...report.slowQueries.flatMap((q, i) => [
      `### ${i + 1}. ${round(q.meanMs)} ms mean`,
      '',
      '```sql',
      whitespace(q.query),
      '```',
      '',
      q.explain ? ['```', q.explain.trimEnd(), '```'].join('\n') : 'No call of it was logged (none took 5 ms or more), so no plan.',
      '',
    ]),
  ];
  if (before && before.slowQueries.length) {
    lines.push(
      "## The previous run's slowest queries, now",
      '',
      row(['previous mean', 'now', 'change', 'statement']),
      rule(4),
      ...before.slowQueries.map((q) => {
        const now = sameQuery(q.query, report.queries);
        return row([
          `${round(q.meanMs)} ms`,
          now ? `${round(now.meanMs)} ms` : 'not among the statements of this load',
          now ? change(now.meanMs, q.meanMs) : '',
          oneLine(q.query),
        ]);
      }),
      '',
    );
  }
  return lines.join('\n');
}
