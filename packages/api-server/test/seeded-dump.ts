// One migrated, seeded database for the whole jest run, made once before the suites start and
// copied into each test file's in-memory database (seededDatabase in test-support.ts). Opening a
// copy skips PostgreSQL's initialisation, the migrations and the seed that every file otherwise
// repeats; a test file still gets a database of its own that no other file sees.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../src/db';
import { openPglite } from '../src/db/pglite';
import { seed } from '../src/seed/seed';

/** Where the run's copy lives; set by the global setup, read by the test files' workers. */
export const SEEDED_DUMP_ENV = 'STOREFRONT_TEST_SEEDED_DUMP';

export async function writeSeededDump(): Promise<string> {
  const db = await openPglite(undefined);
  try {
    await migrate(db);
    await seed(db);
    const file = join(tmpdir(), `storefront-seeded-${process.pid}-${Date.now()}.tar`);
    writeFileSync(file, Buffer.from(await (await db.dump()).arrayBuffer()));
    return file;
  } finally {
    await db.close();
  }
}

export function readSeededDump(): Blob | null {
  const file = process.env[SEEDED_DUMP_ENV];
  return file ? new Blob([readFileSync(file)]) : null;
}

export function removeSeededDump(): void {
  const file = process.env[SEEDED_DUMP_ENV];
  if (file) rmSync(file, { force: true });
}
