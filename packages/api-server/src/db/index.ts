// Opens the database the environment asks for: DATABASE_URL (PostgreSQL), else PGlite in
// DATA_DIR (default <package>/data), or in memory when DATA_DIR=memory.
import { mkdirSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { packageRoot } from '../package-root';
import type { Database } from './database';
import { openPglite } from './pglite';

export type { Database, Queryable, Row } from './database';
export { migrate } from './migrate';
export { day, iso } from './dates';
export { containsPattern, searchDocHolds } from './like';

export interface DatabaseEnv {
  DATABASE_URL?: string;
  DATA_DIR?: string;
}

export function describeDatabase(env: DatabaseEnv): string {
  if (env.DATABASE_URL) return 'PostgreSQL (DATABASE_URL)';
  if (env.DATA_DIR === 'memory') return 'PGlite in memory';
  return `PGlite in ${resolveDataDir(env)}`;
}

function resolveDataDir(env: DatabaseEnv): string {
  const dir = env.DATA_DIR || 'data';
  return isAbsolute(dir) ? dir : resolve(env.DATA_DIR ? process.cwd() : packageRoot, dir);
}

export async function openDatabase(env: DatabaseEnv = process.env): Promise<Database> {
  if (env.DATABASE_URL) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(env.DATABASE_URL);
  }
  if (env.DATA_DIR === 'memory') return openPglite(undefined);
  const dir = resolveDataDir(env);
  mkdirSync(dir, { recursive: true });
  return openPglite(dir);
}
