// The calls of the scale bench under load (issue 26): each call at SCALE_RATE_PER_SECOND across
// the API server processes sharing the marketplace's PostgreSQL (autocannon spreads its connections
// over the servers' URLs), every request the next path of a shuffled mix, signed in with a session
// cookie where the call is a member's or a merchant's. A warm-up at that rate, not counted, then
// several runs; the figure is the median of the runs' p50 and p99.
import autocannon from 'autocannon';
import { loadSummary, type LoadRun, type LoadSummary } from './load-summary';

export const SCALE_RATE_PER_SECOND = 200;
export const SCALE_DURATION_SECONDS = 10;
export const SCALE_WARMUP_SECONDS = 2;
export const SCALE_CONNECTIONS = 20;
/** Issue 26: every call within p99 <= 50 ms on the marketplace of SCALE 1. */
export const SCALE_P99_BUDGET_MS = 50;

export type ScaleCall = {
  /** What the figure measures, e.g. "merchant order list". */
  name: string;
  /** Who asks: visitor, member, merchant. */
  as: string;
  /** What the mix holds, in a few words. */
  mix: string;
  /** Paths with their query strings. */
  paths: string[];
  /** The session cookie (`sid=…`) of who asks, none for a visitor. */
  cookie?: string;
};

export type ScaleFigure = LoadSummary & { name: string; as: string; mix: string; paths: number };

/** A shuffled copy (a fixed seed: every run sends the same sequence). */
export function shuffled<T>(items: readonly T[], seed0 = 20261127): T[] {
  const out = [...items];
  let seed = seed0;
  for (let i = out.length - 1; i > 0; i -= 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

async function run(urls: readonly string[], call: ScaleCall, paths: readonly string[], seconds: number): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    // autocannon takes several URLs and spreads the connections over them; its types name one.
    url: [...urls] as unknown as string,
    connections: SCALE_CONNECTIONS,
    overallRate: SCALE_RATE_PER_SECOND,
    duration: seconds,
    headers: call.cookie ? { cookie: call.cookie } : {},
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const path = paths[next % paths.length];
          next += 1;
          return { ...request, path };
        },
      },
    ],
  });
}

/** The figure of `call`: the median of the runs' latencies, the sum of their requests, non-2xx and errors. */
export function figureOf(call: ScaleCall, results: readonly LoadRun[]): ScaleFigure {
  return { name: call.name, as: call.as, mix: call.mix, paths: new Set(call.paths).size, ...loadSummary(results, SCALE_P99_BUDGET_MS) };
}

export async function loadCall(urls: readonly string[], call: ScaleCall, runs: number): Promise<ScaleFigure> {
  const paths = shuffled(call.paths);
  await run(urls, call, paths, SCALE_WARMUP_SECONDS);
  const results: autocannon.Result[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await run(urls, call, paths, SCALE_DURATION_SECONDS));
  return figureOf(call, results);
}
