// The embedded database's CHECKPOINT job: once it has run, the database's last checkpoint is past
// every write made before it (so a restart after a crash replays nothing older, and the log before
// it can go); it is not due again until EMBEDDED_CHECKPOINT_EVERY_MS later, and a server that was
// down catches up with one run.
import type { Database } from '../db';
import { openSeededApp } from '../../test/test-support';
import { createServerScheduler, EMBEDDED_CHECKPOINT_EVERY_MS } from '.';

let db: Database;
openSeededApp((opened) => ({ db } = opened));

const at = (date: Date) => () => date;
const start = new Date('2026-12-01T00:00:00Z');

/** Log positions as numbers (pg_lsn minus the start of the log). */
const lastCheckpoint = async () =>
  Number((await db.query<{ at: string }>(`select (checkpoint_lsn - '0/0'::pg_lsn)::text as at from pg_control_checkpoint()`))[0]!.at);
const logWrittenUpTo = async () =>
  Number((await db.query<{ at: string }>(`select (pg_current_wal_insert_lsn() - '0/0'::pg_lsn)::text as at`))[0]!.at);

beforeAll(async () => {
  await db.exec('create table checkpoint_probe (id integer primary key, pad text)');
});

const write = () =>
  db.query(
    `insert into checkpoint_probe select g, repeat('x', 200) from generate_series(1, 2000) g on conflict (id) do update set pad = excluded.pad || 'y'`,
  );

it('puts the last checkpoint past every write made before it', async () => {
  await write();
  const written = await logWrittenUpTo();
  expect(await lastCheckpoint()).toBeLessThan(written);
  const counts = await createServerScheduler(db, { clock: at(start) }).runDue();
  expect(counts['embedded-checkpoint']).toBe(1);
  expect(await lastCheckpoint()).toBeGreaterThanOrEqual(written);
});

it('is due again only EMBEDDED_CHECKPOINT_EVERY_MS after the last run, and catches up after that', async () => {
  await write();
  const checkpointed = await lastCheckpoint();
  const justBefore = new Date(start.getTime() + EMBEDDED_CHECKPOINT_EVERY_MS - 1);
  expect((await createServerScheduler(db, { clock: at(justBefore) }).runDue())['embedded-checkpoint']).toBe(0);
  expect(await lastCheckpoint()).toBe(checkpointed);
  const later = new Date(start.getTime() + 10 * EMBEDDED_CHECKPOINT_EVERY_MS);
  expect((await createServerScheduler(db, { clock: at(later) }).runDue())['embedded-checkpoint']).toBe(1);
  expect(await lastCheckpoint()).toBeGreaterThan(checkpointed);
  expect((await createServerScheduler(db, { clock: at(later) }).runDue())['embedded-checkpoint']).toBe(0);
});
