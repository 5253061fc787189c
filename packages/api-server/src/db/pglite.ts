// PGlite: PostgreSQL compiled to WebAssembly, kept in a folder (or in memory for tests).
import { PGlite, types } from '@electric-sql/pglite';
// Trigram matching for search (migration 230); PostgreSQL has it as the pg_trgm contrib module.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { turns } from '../event-loop';
import { lockDataDir } from './data-dir-lock';
import { sharedBuffersSetting } from './pglite-memory';
import type { Database, Queryable, Row } from './database';

/**
 * Opens PGlite in a folder, or in memory when `dataDir` is undefined. An in-memory database may
 * start from a dump (`dumpPglite`): a copy of a migrated, seeded database opens in a fraction of
 * the time a fresh one takes to initialise, migrate and seed (the jest suites open one per file).
 */
/** A PGlite database can also be copied whole, to open copies of it in memory. */
export interface PgliteDatabase extends Database {
  dump(): Promise<Blob>;
}

export async function openPglite(dataDir: string | undefined, from?: { dump: Blob }): Promise<PgliteDatabase> {
  // Only one process may have the folder open (data-dir-lock.ts).
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  let pg: PGlite;
  try {
    // A date column is a calendar day: kept as its text (yyyy-MM-dd), never a Date at some
    // zone's midnight that a getter in another zone reads as the day before.
    const options = {
      parsers: { [types.DATE]: (value: string) => value },
      extensions: { pg_trgm },
      // After each statement PGlite hands its files to the file system's sync, and by default
      // waits for it behind a lock of its own. A folder on Node (NODEFS) is written through as
      // PostgreSQL writes, so that sync does nothing: waiting for it only added a lock's turns to
      // every statement (1.4 ms for a primary-key read instead of 0.3 ms). Durability is the same.
      relaxedDurability: true,
      // As much of the data in memory as it takes, within bounds (pglite-memory.ts). Given on
      // the command line, after PGlite's own: its postgresql.conf (time zone, text search) stays.
      startParams: [...PGlite.defaultStartParams, '-c', sharedBuffersSetting(dataDir)],
      ...(from ? { loadDataDir: from.dump } : {}),
    };
    pg = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
    await pg.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query<T extends object = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const result = await q.query<T>(sql, params as unknown[]);
      return result.rows;
    },
  });
  const root = wrap(pg);
  return {
    kind: 'pglite',
    async dump() {
      return pg.dumpDataDir('none');
    },
    query: root.query.bind(root),
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction(fn) {
      // PGlite answers a statement on microtasks alone, so a transaction of many statements would
      // hold the server's one thread from BEGIN to COMMIT: no other request, not even one the
      // catalogue cache answers from memory, would be read until it ends. Between statements,
      // once it has run for a turn, it lets the waiting requests in (those that need the database
      // wait for the transaction, as they would anyway).
      return pg.transaction((tx) => {
        const inner = wrap(tx);
        const turn = turns();
        return fn({
          async query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T[]> {
            await turn.next();
            return inner.query<T>(sql, params);
          },
        });
      });
    },
    async close() {
      try {
        await pg.close();
      } finally {
        unlock();
      }
    },
  };
}
