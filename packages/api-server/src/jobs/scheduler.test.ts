// The scheduler on its own, with a job over a table of its own: due items run once each, their
// effect and done mark in one transaction (a failing item leaves nothing and is tried again),
// several schedulers on one database share the work without doing an item twice, start()
// catches up and polls, stop() ends the polling.
import { openDatabase, type Database, type Queryable } from '../db';
import { createScheduler, type Job } from './scheduler';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ DATA_DIR: 'memory' });
  await db.exec(
    `create table items (id serial primary key, due_at timestamptz not null, done_at timestamptz, effects integer not null default 0, poison boolean not null default false)`,
  );
});
afterAll(async () => {
  await db.close();
});

const DUE = 'done_at is null and due_at <= $1';
const job: Job = {
  name: 'items',
  async due(q: Queryable, now: Date) {
    return (await q.query(`select 1 from items where ${DUE} limit 1`, [now.toISOString()])).length > 0;
  },
  async runOne(tx: Queryable, now: Date) {
    const [item] = await tx.query<{ id: number; poison: boolean }>(
      `select id, poison from items where ${DUE} order by due_at, id limit 1 for update skip locked`,
      [now.toISOString()],
    );
    if (!item) return false;
    await tx.query('update items set effects = effects + 1 where id = $1', [item.id]);
    if (item.poison) throw new Error('poisoned item');
    await tx.query('update items set done_at = $2 where id = $1', [item.id, now.toISOString()]);
    return true;
  },
};

const base = new Date('2026-01-01T00:00:00Z');
const minutes = (n: number) => new Date(base.getTime() + n * 60_000);

beforeEach(async () => {
  await db.exec('delete from items');
});

test('runs what is due at the clock, once, and nothing early', async () => {
  for (const n of [1, 2, 3, 10]) await db.query('insert into items (due_at) values ($1)', [minutes(n).toISOString()]);
  let now = minutes(0);
  const scheduler = createScheduler({ db, jobs: [job], clock: () => now });
  expect(await scheduler.runDue()).toEqual({ items: 0 });
  now = minutes(3);
  expect(await scheduler.runDue()).toEqual({ items: 3 });
  expect(await scheduler.runDue()).toEqual({ items: 0 });
  now = minutes(10);
  expect(await scheduler.runDue()).toEqual({ items: 1 });
  const rows = await db.query<{ effects: number }>('select effects from items');
  expect(rows.every((r) => r.effects === 1)).toBe(true);
});

test('a failing item leaves nothing behind, the others run, and it is tried again next time', async () => {
  await db.query('insert into items (due_at, poison) values ($1, true), ($2, false)', [minutes(1).toISOString(), minutes(2).toISOString()]);
  const errors: string[] = [];
  const scheduler = createScheduler({ db, jobs: [job], clock: () => minutes(5), log: (message) => errors.push(message) });
  await scheduler.runDue();
  expect(errors).toEqual(['job items failed']);
  const [poisoned] = await db.query<{ effects: number; done_at: Date | null }>('select effects, done_at from items where poison');
  expect(poisoned).toEqual({ effects: 0, done_at: null });
  await db.query('update items set poison = false');
  await scheduler.runDue();
  expect((await db.query<{ n: number }>('select count(*)::int as n from items where done_at is not null and effects = 1'))[0]!.n).toBe(2);
});

test('several schedulers on one database do each item once', async () => {
  for (let n = 0; n < 40; n += 1) await db.query('insert into items (due_at) values ($1)', [minutes(n % 5).toISOString()]);
  const schedulers = [0, 1, 2].map(() => createScheduler({ db, jobs: [job], clock: () => minutes(10) }));
  const counts = await Promise.all(schedulers.map((s) => s.runDue()));
  expect(counts.reduce((sum, c) => sum + (c.items ?? 0), 0)).toBe(40);
  expect((await db.query<{ n: number }>('select count(*)::int as n from items where effects <> 1'))[0]!.n).toBe(0);
});

test('start() catches up at once, then polls until stop()', async () => {
  await db.query('insert into items (due_at) values ($1)', [minutes(-60).toISOString()]);
  let now = minutes(0);
  const scheduler = createScheduler({ db, jobs: [job], clock: () => now, intervalMs: 10 });
  expect(await scheduler.start()).toEqual({ items: 1 });
  await db.query('insert into items (due_at) values ($1)', [minutes(1).toISOString()]);
  now = minutes(2);
  for (let i = 0; i < 100 && (await db.query('select 1 from items where done_at is null')).length > 0; i += 1)
    await new Promise((r) => setTimeout(r, 10));
  expect((await db.query('select 1 from items where done_at is null')).length).toBe(0);
  await scheduler.stop();
  await db.query('insert into items (due_at) values ($1)', [minutes(1).toISOString()]);
  await new Promise((r) => setTimeout(r, 60));
  expect((await db.query('select 1 from items where done_at is null')).length).toBe(1);
});
