// What every load figure of the benches reports of its runs (API calls, search, the scale bench):
// the requests, non-2xx answers and errors (timeouts included) summed over the runs, the median of
// the runs' p50 and p99 (one stall of the machine moves one run, not the figure), each run's p99,
// and the verdict against the figure's p99 budget with no failed request.
import { median } from './gzip';
import { verdict, type Verdict } from './budgets';

/** What one run of autocannon reports that a figure reads. */
export type LoadRun = { requests: { total: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number; timeouts: number };

export type LoadSummary = {
  runs: number;
  requests: number;
  non2xx: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  /** Each measured run's p99, in order. */
  p99sMs: number[];
  /** The p99 the figure must stay within. */
  budgetMs: number;
  verdict: Verdict;
};

export function loadSummary(results: readonly LoadRun[], budgetMs: number): LoadSummary {
  const total = (count: (result: LoadRun) => number) => results.reduce((sum, result) => sum + count(result), 0);
  const non2xx = total((result) => result.non2xx);
  const errors = total((result) => result.errors + result.timeouts);
  const p99Ms = median(results.map((result) => result.latency.p99));
  return {
    runs: results.length,
    requests: total((result) => result.requests.total),
    non2xx,
    errors,
    p50Ms: median(results.map((result) => result.latency.p50)),
    p99Ms,
    p99sMs: results.map((result) => result.latency.p99),
    budgetMs,
    verdict: verdict(p99Ms <= budgetMs && non2xx === 0 && errors === 0),
  };
}
