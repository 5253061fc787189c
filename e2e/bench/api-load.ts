// Figure 4a: the catalogue reads, and a signed-out visitor's server-rendered product page, under a fixed 500 requests per second, driven by autocannon in a
// second process on loopback, against the embedded database: a short warm-up at that rate, not
// counted, then several runs of 10 s; the figure is their median (one stall of the machine moves
// one run's p99, not the figure), with each run's p99 kept in the report.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { API_DURATION_SECONDS, API_P99_BUDGET_MS, API_RATE_PER_SECOND, API_WARMUP_SECONDS, type Verdict } from './budgets';
import { loadSummary, type LoadRun } from './load-summary';

const run = promisify(execFile);
const AUTOCANNON_CLI = require.resolve('autocannon/autocannon.js');

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


async function autocannon(url: string, seconds: number): Promise<LoadRun> {
  const { stdout } = await run(
    process.execPath,
    [AUTOCANNON_CLI, '--json', '--connections', '20', '--overallRate', String(API_RATE_PER_SECOND), '--duration', String(seconds), url],
    { maxBuffer: 16 * 1024 * 1024, timeout: (seconds + 30) * 1000 },
  );
  return JSON.parse(stdout) as LoadRun;
}

export async function loadEndpoint(endpoint: string, url: string, runs: number, budgetMs = API_P99_BUDGET_MS): Promise<LoadFigure> {
  await autocannon(url, API_WARMUP_SECONDS);
  const results: LoadRun[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await autocannon(url, API_DURATION_SECONDS));
  return { endpoint, url, ...loadSummary(results, budgetMs) };
}
