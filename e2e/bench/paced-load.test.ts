// The paced load's arrivals and its figures, against a server of the test's own.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dueTimes, pacedRun, percentile } from './paced-load';

test('arrivals at the rate on average, at random gaps, the same each run', () => {
  const times = dueTimes(200, 10);
  expect(times.length).toBeGreaterThan(1_900);
  expect(times.length).toBeLessThan(2_100);
  expect(dueTimes(200, 10)).toEqual(times);
  const gaps = times.slice(1).map((t, i) => t - times[i]!);
  expect(gaps.every((gap) => gap > 0)).toBe(true);
  // Exponential gaps: many shorter than the mean of 5 ms, some several times longer.
  expect(gaps.filter((gap) => gap < 5).length / gaps.length).toBeGreaterThan(0.55);
  expect(gaps.some((gap) => gap > 20)).toBe(true);
  expect(times.every((t) => t < 10_000)).toBe(true);
});

test('the nearest-rank percentile', () => {
  const values = Array.from({ length: 100 }, (_, i) => i + 1);
  expect(percentile(values, 0.5)).toBe(50);
  expect(percentile(values, 0.99)).toBe(99);
  expect(percentile([], 0.99)).toBe(0);
});

describe('against a server', () => {
  let server: Server;
  let url: string;
  let busyUntil = 0;
  beforeAll(async () => {
    // Answers at once, 404 for /missing, and holds every answer while busy.
    server = createServer((req, res) => {
      setTimeout(() => {
        res.statusCode = req.url === '/missing' ? 404 : 200;
        res.end('ok');
      }, Math.max(0, busyUntil - Date.now()));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  test('sends every request due in the run, counts the non-2xx answers', async () => {
    const run = await pacedRun({ urls: [url], paths: ['/a', '/missing'], ratePerSecond: 100, seconds: 1, connections: 4 });
    expect(run.requests.total).toBe(dueTimes(100, 1).length);
    expect(run.non2xx).toBeGreaterThan(run.requests.total / 4);
    expect(run.errors + run.timeouts).toBe(0);
    expect(run.latency.p50).toBeLessThan(50);
  });

  test('a stall of the server counts for every request due during it, not only for the ones on the wire', async () => {
    busyUntil = Date.now() + 400;
    // One connection: the first request holds it through the stall, the others due meanwhile wait
    // for it. Counted from when they were sent, only the first would be slow (the p99 of about a
    // hundred would be fast); counted from when they were due, about forty waited up to 400 ms.
    const run = await pacedRun({ urls: [url], paths: ['/a'], ratePerSecond: 100, seconds: 1, connections: 1 });
    expect(run.latency.p99).toBeGreaterThan(300);
    expect(run.latency.p50).toBeLessThan(100);
  });
});
