// `test:hard`: the long part of the reliability suite. Runs the concurrency suite against a real
// server process on PGlite, the crash runs, then the concurrency suite against two server
// processes sharing a PostgreSQL server, writes bench/reliability-server.md and .json, and exits
// non-zero when any figure fails; last, the points ledger's randomized walk, thousands of steps
// over several seeds; the biggest product save while a visitor reloads a product page, on PGlite
// and PostgreSQL; and the attacks of issue 28, counted by kind. Ports: RELIABILITY_PORT (default
// 18510) and the next 40.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packageRoot } from '../../src/package-root';
import { migrate } from '../../src/db';
import { openPglite } from '../../src/db/pglite';
import { seed } from '../../src/seed/seed';
import { runAttacks } from '../security/attacks';
import { measureOverlap, type OverlapRun } from './big-save';
import { runConcurrencySuite } from './concurrency-suite';
import { runCrashSuite } from './crash-runs';
import { machineLine, writeReport, type ReliabilityReport } from './report';
import { postgresVersion, startScratchPostgres, stopScratchPostgres } from './scratch-postgres';
import { killServer, startServer, stopServer, type ServerProcess } from './server-process';

const base = Number(process.env.RELIABILITY_PORT || 18510);
const CRASH_RUNS = Number(process.env.CRASH_RUNS || 5);
/** The long points walk: this many random steps for each seed (pnpm test walks 200 with one). */
const POINTS_STEPS = Number(process.env.HARD_POINTS_STEPS || 1500);
const POINTS_SEEDS = [1, 20261126, 987654321];
/** Big saves per database while a visitor reloads a product page, and the most a visit may take. */
const OVERLAP_RUNS = Number(process.env.HARD_OVERLAP_RUNS || 3);
export const OVERLAP_LIMIT_MS = 100;
/** Repeats of the attacks made per order or account (issue 28's kinds, test/security/attacks.ts). */
const ATTACK_ROUNDS = Number(process.env.HARD_ATTACK_ROUNDS || 5);
const started = performance.now();
const runId = Date.now().toString(36);
const say = (line: string) => console.log(`[reliability] ${line}`);
const failure = (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) });
// RELIABILITY_ONLY=pglite,crash,postgres,points,overlap,attacks runs only those parts (the others count as not run).
const only = (process.env.RELIABILITY_ONLY ?? 'pglite,crash,postgres,points,overlap,attacks').split(',');
const part = <T>(name: string, run: () => Promise<T>) =>
  only.includes(name) ? run().catch(failure) : Promise.resolve(failure(`not run (RELIABILITY_ONLY=${only.join(',')})`));

async function onePglite() {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-reliability-'));
  const server = await startServer(base, { DATA_DIR: path.join(dir, 'data') });
  try {
    return await runConcurrencySuite([server.url], `${runId}a`);
  } finally {
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function crashes() {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-crash-'));
  try {
    return await runCrashSuite({
      port: base + 10,
      env: { DATA_DIR: path.join(dir, 'data') },
      runs: CRASH_RUNS,
      buyers: 20,
      runId,
      log: say,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function postgresTest(url: string) {
  const jest = createRequire(path.join(packageRoot, 'package.json')).resolve('jest/bin/jest');
  // The migrations and seed, and the jobs: two job processes closing the same auctions.
  const result = spawnSync(process.execPath, [jest, '--runInBand', 'src/db/postgres.test.ts', 'src/jobs/postgres-jobs.test.ts'], {
    cwd: packageRoot,
    env: { ...process.env, TEST_DATABASE_URL: url },
    encoding: 'utf8',
  });
  const { status: exitCode } = result;
  const output = `${result.stdout}${result.stderr}`;
  // Passed means run, not skipped: the suite skips itself without TEST_DATABASE_URL.
  const summary = /Tests:.*/.exec(output)?.[0] ?? '';
  return {
    passed: exitCode === 0 && /\d+ passed/.test(summary) && !/failed|skipped/.test(summary),
    output: output
      .split('\n')
      .filter((l) => /✓|✕|Tests:/.test(l))
      .join('\n'),
  };
}

/** The points reconciliation walk (src/points/points-reconciliation.test.ts), long, once per seed. */
async function pointsWalks() {
  const jest = createRequire(path.join(packageRoot, 'package.json')).resolve('jest/bin/jest');
  const walks = POINTS_SEEDS.map((seed) => {
    const started = performance.now();
    const result = spawnSync(process.execPath, [jest, '--runInBand', 'src/points/points-reconciliation.test.ts'], {
      cwd: packageRoot,
      env: { ...process.env, POINTS_STEPS: String(POINTS_STEPS), POINTS_SEED: String(seed) },
      encoding: 'utf8',
    });
    const { status: exitCode } = result;
    const summary = /Tests:.*/.exec(`${result.stdout}${result.stderr}`)?.[0] ?? '';
    const passed = exitCode === 0 && /\d+ passed/.test(summary) && !/failed|skipped/.test(summary);
    return { seed, passed, seconds: (performance.now() - started) / 1000 };
  });
  return { steps: POINTS_STEPS, walks, ok: walks.every((w) => w.passed) };
}

/**
 * Issue 28 #5: a merchant's save of 400 variants x 50 shared pictures while a visitor reloads a
 * product page, first on one server on PGlite (one connection: the save's transaction holds it),
 * then on PostgreSQL; every visit made while the save was in flight must take under 100 ms.
 */
async function overlap() {
  const one = async (port: number, env: Parameters<typeof startServer>[1]) => {
    const server = await startServer(port, env);
    try {
      return await measureOverlap(server.url, OVERLAP_RUNS, `${runId}-${port}`);
    } finally {
      await stopServer(server);
    }
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-overlap-'));
  let pglite: OverlapRun[];
  try {
    pglite = await one(base + 25, { DATA_DIR: path.join(dir, 'data') });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const pgPort = base + 24;
  const url = startScratchPostgres(pgPort);
  let postgres: OverlapRun[];
  try {
    postgres = await one(base + 26, { DATABASE_URL: url });
  } finally {
    stopScratchPostgres(pgPort);
  }
  const runOk = (r: OverlapRun) =>
    r.saveStatus === 200 && r.visits > 0 && r.maxMs < OVERLAP_LIMIT_MS && r.visitStatuses.every((status) => status === 200);
  return { limitMs: OVERLAP_LIMIT_MS, pglite, postgres, ok: [...pglite, ...postgres].every(runOk) };
}

/** Issue 28's attacks, kind by kind, on the real app over a seeded database of its own. */
async function attacks() {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-attacks-'));
  process.env.MEDIA_DIR = path.join(dir, 'media');
  const db = await openPglite(undefined);
  try {
    await migrate(db);
    await seed(db);
    return await runAttacks(db, ATTACK_ROUNDS, runId);
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function scaleOut() {
  const pgPort = base + 22;
  const url = startScratchPostgres(pgPort);
  const servers: ServerProcess[] = [];
  try {
    const version = postgresVersion(url);
    const test = postgresTest(url);
    say(`postgres.test.ts and postgres-jobs.test.ts on PostgreSQL ${version}: ${test.passed ? 'passed' : 'FAILED'}`);
    // Both processes start at once on the empty database: migrations and seed must not collide.
    const both = await Promise.allSettled([startServer(base + 30, { DATABASE_URL: url }), startServer(base + 31, { DATABASE_URL: url })]);
    for (const s of both) if (s.status === 'fulfilled') servers.push(s.value);
    const startedTogether = servers.length === 2;
    if (!startedTogether) {
      say(`starting two servers at once failed: ${both.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok')).join(' | ')}`);
      servers.push(await startServer(base + 30 + servers.length, { DATABASE_URL: url }));
    }
    const concurrency = await runConcurrencySuite(
      servers.map((s) => s.url),
      `${runId}p`,
    );
    const perServerRequests = servers.map((_, i) =>
      [concurrency.bids.perServer, concurrency.lastItems.perServer, concurrency.csvImports.perServer].reduce(
        (sum, counts) => sum + (counts[i] ?? 0),
        0,
      ),
    );
    for (const server of servers.splice(0)) await stopServer(server);
    // The same crash runs with the API server on PostgreSQL (the database itself is not killed).
    const crash = await runCrashSuite({ port: base + 32, env: { DATABASE_URL: url }, runs: 2, buyers: 20, runId: `${runId}p`, log: say });
    return { version, postgresTest: test, startedTogether, perServerRequests, concurrency, crash };
  } finally {
    for (const server of servers) await killServer(server);
    stopScratchPostgres(pgPort);
  }
}

say('concurrency on one server (PGlite)…');
const pglite = await part('pglite', onePglite);
say(`PGlite concurrency: ${'error' in pglite ? pglite.error : pglite.ok ? 'ok' : 'FAILED'}`);
say(`${CRASH_RUNS} crash runs…`);
const crash = await part('crash', crashes);
say(`crash runs: ${'error' in crash ? crash.error : crash.ok ? 'ok' : 'FAILED'}`);
say('two servers on PostgreSQL…');
const postgres = await part('postgres', scaleOut);
const postgresOk =
  !('error' in postgres) && postgres.concurrency.ok && postgres.postgresTest.passed && postgres.startedTogether && postgres.crash.ok;
say(`PostgreSQL: ${'error' in postgres ? postgres.error : postgresOk ? 'ok' : 'FAILED'}`);
say(`points ledger: ${POINTS_SEEDS.length} random walks of ${POINTS_STEPS} steps…`);
const points = await part('points', pointsWalks);
say(`points ledger: ${'error' in points ? points.error : points.ok ? 'ok' : 'FAILED'}`);

say(`big save while a visitor reloads a product page (${OVERLAP_RUNS} saves on PGlite, ${OVERLAP_RUNS} on PostgreSQL)…`);
const bigSave = await part('overlap', overlap);
say(`big save: ${'error' in bigSave ? bigSave.error : bigSave.ok ? 'ok' : 'FAILED'}`);

say(`attacks of issue 28, ${ATTACK_ROUNDS} rounds…`);
const attacked = await part('attacks', attacks);
say(
  `attacks: ${'error' in attacked ? attacked.error : `${attacked.kinds.reduce((n, k) => n + k.tried, 0)} tried, ${attacked.kinds.reduce((n, k) => n + k.through, 0)} got through`}`,
);

const report: ReliabilityReport = {
  writtenAt: new Date().toISOString(),
  machine: machineLine(),
  seconds: (performance.now() - started) / 1000,
  pglite,
  crash,
  postgres,
  points,
  bigSave,
  attacks: attacked,
  ok:
    !('error' in pglite) &&
    pglite.ok &&
    !('error' in crash) &&
    crash.ok &&
    postgresOk &&
    !('error' in points) &&
    points.ok &&
    !('error' in bigSave) &&
    bigSave.ok &&
    !('error' in attacked) &&
    attacked.ok,
};
say(`report: ${writeReport(report)}`);
say(report.ok ? 'all figures pass' : 'SOME FIGURES FAIL');
process.exit(report.ok ? 0 : 1);
