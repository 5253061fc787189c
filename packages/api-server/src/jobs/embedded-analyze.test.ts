// The embedded database's ANALYZE job: a table that grew since the last run is planned by its
// real size once the job has run, the job is not due again until EMBEDDED_ANALYZE_EVERY_MS later,
// two schedulers running at once analyze once, and the server's scheduler has the job on PGlite.
import type { Database } from '../db';
import { openSeededApp } from '../../test/test-support';
import { createScheduler, createServerScheduler, EMBEDDED_ANALYZE_EVERY_MS, embeddedAnalyzeJob } from '.';

let db: Database;
openSeededApp((opened) => ({ db } = opened));

const PROBE_ROWS = 5000;
/** The planner's row estimate of a filter every probe row passes. */
const estimate = async () => {
  const plan = await db.query<{ 'QUERY PLAN': string }>('explain select * from analyze_probe where kind = 1');
  return Number(/rows=(\d+)/.exec(plan[0]!['QUERY PLAN'])![1]);
};
const reltuples = async () =>
  (await db.query<{ n: number }>(`select reltuples::int as n from pg_class where relname = 'analyze_probe'`))[0]!.n;
const at = (date: Date) => () => date;
const start = new Date('2026-12-01T00:00:00Z');

beforeAll(async () => {
  await db.exec('create table analyze_probe (id integer primary key, kind integer not null)');
  await db.query(`insert into analyze_probe select g, 1 from generate_series(1, ${PROBE_ROWS}) g`);
});

it('refreshes the planner statistics: a grown table is planned by its real size', async () => {
  expect(await reltuples()).toBe(-1);
  expect(await estimate()).toBeLessThan(PROBE_ROWS / 10);
  const counts = await createServerScheduler(db, { clock: at(start) }).runDue();
  expect(counts['embedded-analyze']).toBe(1);
  expect(await reltuples()).toBe(PROBE_ROWS);
  expect(await estimate()).toBe(PROBE_ROWS);
});

it('is due again only EMBEDDED_ANALYZE_EVERY_MS after the last run, and catches up after that', async () => {
  await db.query(`insert into analyze_probe select g, 1 from generate_series(${PROBE_ROWS + 1}, ${2 * PROBE_ROWS}) g`);
  const justBefore = new Date(start.getTime() + EMBEDDED_ANALYZE_EVERY_MS - 1);
  expect((await createServerScheduler(db, { clock: at(justBefore) }).runDue())['embedded-analyze']).toBe(0);
  expect(await reltuples()).toBe(PROBE_ROWS);
  // Long after (a server that was down): one run, not one per interval missed.
  const later = new Date(start.getTime() + 10 * EMBEDDED_ANALYZE_EVERY_MS);
  expect((await createServerScheduler(db, { clock: at(later) }).runDue())['embedded-analyze']).toBe(1);
  expect(await reltuples()).toBe(2 * PROBE_ROWS);
  expect((await createServerScheduler(db, { clock: at(later) }).runDue())['embedded-analyze']).toBe(0);
});

it('runs once when two schedulers find it due at the same time', async () => {
  const clock = at(new Date(start.getTime() + 20 * EMBEDDED_ANALYZE_EVERY_MS));
  const runs = await Promise.all([
    createScheduler({ db, jobs: [embeddedAnalyzeJob], clock }).runDue(),
    createScheduler({ db, jobs: [embeddedAnalyzeJob], clock }).runDue(),
  ]);
  expect(runs.map((counts) => counts['embedded-analyze']).sort()).toEqual([0, 1]);
  const [row] = await db.query<{ last_run_at: Date }>(`select last_run_at from database_maintenance where task = 'analyze'`);
  expect(new Date(row!.last_run_at).toISOString()).toBe(clock().toISOString());
});
