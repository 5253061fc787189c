// Requests at a rate, as independent visitors send them: arrivals of a Poisson process (random
// gaps, exponentially distributed, from a fixed seed: every run sends the same sequence), each
// request sent when it is due whether or not the ones before it were answered (an open loop),
// over a bounded set of kept-alive connections spread over the servers. Its latency counts from
// the time it was due: a request that waits for a free connection because the servers are slow
// counts that wait.
//
// Why not autocannon's overallRate: it gives each connection a budget of requests per second and
// refills them all at once each second, so each connection sends its share back to back as soon as
// the second starts. 200/s over 20 connections is then 20 requests at once until the second's 200
// are sent, and idle after; what it measures is a burst of 20 each second, not 200 a second.
import { Agent, request } from 'node:http';
import type { LoadRun } from './load-summary';

export type PacedLoad = {
  /** The servers' base URLs: request i goes to urls[i % urls.length]. */
  urls: readonly string[];
  /** Paths with their query strings, sent in turn. */
  paths: readonly string[];
  ratePerSecond: number;
  seconds: number;
  /** Connections kept open, shared evenly by the servers. */
  connections: number;
  headers?: Record<string, string>;
  /** A request not answered within this long counts as a timeout. */
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 10_000;

/** The p-th percentile (0 < p <= 1) of sorted values, by the nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

/**
 * The times (ms from the start) at which the requests of a run are due: a Poisson process of the
 * rate, from a fixed seed (a linear congruential generator, as shuffled() in scale-load.ts).
 */
export function dueTimes(ratePerSecond: number, seconds: number, seed0 = 20261129): number[] {
  const times: number[] = [];
  let seed = seed0;
  let t = 0;
  for (;;) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const uniform = (seed + 1) / (2 ** 31 + 1);
    t += (-Math.log(uniform) * 1000) / ratePerSecond;
    if (t >= seconds * 1000) return times;
    times.push(t);
  }
}

type Outcome = { latencyMs: number; status: number | null; timedOut: boolean };

export async function pacedRun(load: PacedLoad): Promise<LoadRun> {
  const perServer = Math.max(1, Math.ceil(load.connections / load.urls.length));
  const agents = load.urls.map(() => new Agent({ keepAlive: true, maxSockets: perServer }));
  const timeoutMs = load.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const due = dueTimes(load.ratePerSecond, load.seconds);
  const outcomes: Promise<Outcome>[] = [];
  const start = performance.now();

  const send = (i: number): Promise<Outcome> => {
    const dueAt = start + due[i]!;
    const server = i % load.urls.length;
    const url = new URL(load.paths[i % load.paths.length]!, load.urls[server]);
    return new Promise<Outcome>((resolve) => {
      const done = (status: number | null, timedOut = false) => resolve({ latencyMs: performance.now() - dueAt, status, timedOut });
      const req = request(url, { agent: agents[server], headers: load.headers, timeout: timeoutMs }, (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? null));
        res.on('error', () => done(null));
      });
      req.on('timeout', () => {
        req.destroy();
        done(null, true);
      });
      req.on('error', () => done(null));
      req.end();
    });
  };

  // Each turn sends every request that has fallen due, then sleeps until the next one is.
  await new Promise<void>((resolve) => {
    let next = 0;
    const turn = () => {
      const now = performance.now() - start;
      while (next < due.length && due[next]! <= now) outcomes.push(send(next++));
      if (next >= due.length) return resolve();
      setTimeout(turn, Math.max(0, due[next]! - (performance.now() - start)));
    };
    turn();
  });
  const results = await Promise.all(outcomes);
  for (const agent of agents) agent.destroy();

  const answered = results.filter((r) => r.status !== null);
  const latencies = answered.map((r) => r.latencyMs).sort((a, b) => a - b);
  return {
    requests: { total: results.length },
    latency: { p50: Math.round(percentile(latencies, 0.5)), p99: Math.round(percentile(latencies, 0.99)) },
    non2xx: answered.filter((r) => r.status! < 200 || r.status! >= 300).length,
    errors: results.filter((r) => r.status === null && !r.timedOut).length,
    timeouts: results.filter((r) => r.timedOut).length,
  };
}
