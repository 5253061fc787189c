// Applies src/db/migrations/NNN-name.sql in order, once each, recorded in schema_migrations.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../package-root';
import type { Database } from './database';

export const migrationsDir = join(packageRoot, 'src', 'db', 'migrations');

export async function migrate(db: Database, dir: string = migrationsDir): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    version text primary key,
    applied_at timestamptz not null default now()
  )`);
  const files = readdirSync(dir)
    .filter((name) => /^\d{3}-[a-z0-9-]+\.sql$/.test(name))
    .sort();
  const done = new Set(
    (await db.query<{ version: string }>('select version from schema_migrations')).map((r) => r.version),
  );
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    if (done.has(version)) continue;
    const sql = readFileSync(join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      // Split on statement ends so every statement runs on the transaction's connection.
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version) values ($1)', [version]);
    });
    applied.push(version);
  }
  return applied;
}

/** Splits a migration script on semicolons at line ends (no functions with bodies are used). */
function splitStatements(sql: string): string[] {
  return sql
    .replace(/--[^\n]*/g, '')
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter(Boolean);
}
