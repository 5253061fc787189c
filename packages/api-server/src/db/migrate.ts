// Applies src/db/migrations/NNN-name.sql in order, once each, recorded in schema_migrations.
// Several server processes may start at once on one PostgreSQL database: each step runs in a
// transaction that first takes an advisory lock, so one process applies a migration while the
// others wait, then see it recorded and skip it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../package-root';
import type { Database, Queryable } from './database';

export const migrationsDir = join(packageRoot, 'src', 'db', 'migrations');

/** Advisory lock keys (any fixed numbers, the same in every process). */
export const MIGRATION_LOCK = 4_202_611;
export const SEED_LOCK = 4_202_612;

/** Waits until no other process holds the lock; released when the transaction ends. */
export async function lockAcrossProcesses(tx: Queryable, key: number): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1)', [key]);
}

export async function migrate(db: Database, dir: string = migrationsDir): Promise<string[]> {
  await db.transaction(async (tx) => {
    await lockAcrossProcesses(tx, MIGRATION_LOCK);
    await tx.query(`create table if not exists schema_migrations (
      version text primary key,
      applied_at timestamptz not null default now()
    )`);
  });
  const files = readdirSync(dir)
    .filter((name) => /^\d{3}-[a-z0-9-]+\.sql$/.test(name))
    .sort();
  const done = new Set((await db.query<{ version: string }>('select version from schema_migrations')).map((r) => r.version));
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    if (done.has(version)) continue;
    const sql = readFileSync(join(dir, file), 'utf8');
    const appliedHere = await db.transaction(async (tx) => {
      await lockAcrossProcesses(tx, MIGRATION_LOCK);
      // Another process may have applied it while this one waited for the lock.
      if ((await tx.query('select 1 from schema_migrations where version = $1', [version])).length) return false;
      // Split on statement ends so every statement runs on the transaction's connection.
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version) values ($1)', [version]);
      return true;
    });
    if (appliedHere) applied.push(version);
  }
  return applied;
}

/** Splits a migration script on semicolons at line ends (no functions with bodies are used). */
export function splitStatements(sql: string): string[] {
  return sql
    .replace(/--[^\n]*/g, '')
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter(Boolean);
}
