// PGlite: PostgreSQL compiled to WebAssembly, kept in a folder (or in memory for tests).
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, Row } from './database';

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query<T extends object = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const result = await q.query<T>(sql, params as unknown[]);
      return result.rows;
    },
  });
  const root = wrap(pg);
  return {
    kind: 'pglite',
    query: root.query,
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction(fn) {
      return pg.transaction((tx) => fn(wrap(tx)));
    },
    async close() {
      await pg.close();
    },
  };
}
