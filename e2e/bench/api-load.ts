// Figure 4a: the catalogue reads, and a signed-out visitor's server-rendered product page, at a
// fixed 500 requests per second arriving as independent visitors' do (paced-load.ts: at random, an
// open loop over 20 connections, each latency counted from when the request was due), sent on
// loopback from this process (which does nothing else meanwhile) to the server's, against the
// embedded database: a short warm-up at that rate, not counted, then several runs of 10 s; the
// figure is their median (one stall of the machine moves one run's p99, not the figure), with each
// run's p99 kept in the report.
import { API_DURATION_SECONDS, API_P99_BUDGET_MS, API_RATE_PER_SECOND, API_WARMUP_SECONDS, type Verdict } from './budgets';
import { loadSummary, type LoadRun } from './load-summary';
import { pacedRun } from './paced-load';

const API_CONNECTIONS = 20;

export type LoadFigure = {
  endpoint: string;
  url: string;
  runs: number;
  /** Requests, non-2xx answers and errors: of all measured runs together. */
  requests: number;
  non2xx: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  /** Each measured run's p99, in order. */
  p99sMs: number[];
  /** The p99 the figure must stay within (older reports: the API's). */
  budgetMs?: number;
  verdict: Verdict;
};


function atRate(url: string, seconds: number): Promise<LoadRun> {
  const { origin, pathname, search } = new URL(url);
  return pacedRun({ urls: [origin], paths: [`${pathname}${search}`], ratePerSecond: API_RATE_PER_SECOND, seconds, connections: API_CONNECTIONS });
}

export async function loadEndpoint(endpoint: string, url: string, runs: number, budgetMs = API_P99_BUDGET_MS): Promise<LoadFigure> {
  await atRate(url, API_WARMUP_SECONDS);
  const results: LoadRun[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await atRate(url, API_DURATION_SECONDS));
  return { endpoint, url, ...loadSummary(results, budgetMs) };
}
