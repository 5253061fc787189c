// A PostgreSQL server through the pg driver (only loaded when DATABASE_URL is set).
import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import type { Database, ListenHandlers, Queryable, QueryOptions, Row } from './database';

const POOL_MAX = 10;
const POOL_MIN = 4;
/**
 * The server's sessions answer short requests, many at once on few cores: no JIT compilation (it
 * cost one statement of the scale bench 254 ms to compile, for a 5 ms read) and no parallel
 * workers (starting them took a 1 ms check of the payment jobs to 23 ms, and they take the cores
 * the other requests wait for).
 */
const SESSION_OPTIONS = '-c jit=off -c max_parallel_workers_per_gather=0';
/** How many texts get a prepared statement's name (each connection prepares those it runs). */
const PREPARED_TEXTS_MAX = 500;

/** The name of a prepared statement's text, the same in every connection and process; null past the limit. */
function preparedNames(): (sql: string) => string | null {
  const names = new Map<string, string>();
  return (sql) => {
    const known = names.get(sql);
    if (known !== undefined) return known;
    if (names.size >= PREPARED_TEXTS_MAX) return null;
    const name = `sf_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    names.set(sql, name);
    return name;
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pgModule = await import('pg');
  const pg = (pgModule as unknown as { default?: typeof pgModule }).default ?? pgModule;
  // Money and counts are integers: parse int8 (20) as a number instead of a string.
  pg.types.setTypeParser(20, (value: string) => Number(value));
  // A date column (1082) is a calendar day: kept as its text (yyyy-MM-dd), never a Date at the
  // process's local midnight that a getter in another zone reads as the day before.
  pg.types.setTypeParser(1082, (value: string) => value);
  // Connections kept open even when idle, and opened at start: a request that finds none free
  // waits for a new one, tens of milliseconds (a visitor's page during a merchant's big save took
  // 60 ms longer that way, issue 28 #5).
  const pool = new pg.Pool({ connectionString, max: POOL_MAX, min: POOL_MIN, options: SESSION_OPTIONS });
  const opened = await Promise.all(Array.from({ length: POOL_MIN }, () => pool.connect()));
  for (const client of opened) client.release();
  const nameOf = preparedNames();
  const wrap = (client: Pool | PoolClient): Queryable => ({
    async query<T extends object = Row>(sql: string, params: readonly unknown[] = [], options?: QueryOptions): Promise<T[]> {
      const name = options?.prepared ? nameOf(sql) : null;
      const values = params as unknown[];
      const result = name ? await client.query({ name, text: sql, values }) : await client.query(sql, values);
      return result.rows as T[];
    },
  });
  const root = wrap(pool);
  return {
    kind: 'postgres',
    query: root.query.bind(root),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
    // A connection of its own, outside the pool: LISTEN holds it for as long as the server runs.
    async listen(channel: string, { notified, lost }: ListenHandlers) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
      const client = new pg.Client({ connectionString });
      let over = false;
      const end = (error?: unknown) => {
        if (over) return;
        over = true;
        client.end().catch(() => undefined);
        lost(error);
      };
      client.on('error', end);
      client.on('end', () => end());
      client.on('notification', (message) => {
        if (message.channel === channel) notified(message.payload ?? '');
      });
      try {
        await client.connect();
        await client.query(`listen ${channel}`);
      } catch (error) {
        over = true;
        await client.end().catch(() => undefined);
        throw error;
      }
      return {
        async close() {
          over = true;
          await client.end().catch(() => undefined);
        },
      };
    },
  };
}
