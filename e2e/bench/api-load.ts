// Figure 4a: the catalogue reads under a fixed 500 requests per second for 10 s, driven by
// autocannon in a second process on loopback, against the embedded database.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { API_DURATION_SECONDS, API_P99_BUDGET_MS, API_RATE_PER_SECOND, verdict, type Verdict } from './budgets';

const run = promisify(execFile);
const AUTOCANNON_CLI = require.resolve('autocannon/autocannon.js');

export type LoadFigure = {
  endpoint: string;
  url: string;
  requests: number;
  non2xx: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  verdict: Verdict;
};

type AutocannonJson = { requests: { total: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number; timeouts: number };

export async function loadEndpoint(endpoint: string, url: string): Promise<LoadFigure> {
  const { stdout } = await run(
    process.execPath,
    [AUTOCANNON_CLI, '--json', '--connections', '20', '--overallRate', String(API_RATE_PER_SECOND), '--duration', String(API_DURATION_SECONDS), url],
    { maxBuffer: 16 * 1024 * 1024, timeout: (API_DURATION_SECONDS + 30) * 1000 },
  );
  const result = JSON.parse(stdout) as AutocannonJson;
  const errors = result.errors + result.timeouts;
  return {
    endpoint,
    url,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    verdict: verdict(result.latency.p99 <= API_P99_BUDGET_MS && result.non2xx === 0 && errors === 0),
  };
}
