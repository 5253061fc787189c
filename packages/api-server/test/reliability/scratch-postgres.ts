// The disposable PostgreSQL server of scripts/scratch-postgres.sh, from the suite.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { packageRoot } from '../../src/package-root';

const script = path.join(packageRoot, 'scripts', 'scratch-postgres.sh');

export function startScratchPostgres(port: number): string {
  const result = spawnSync('bash', [script, 'start'], { env: { ...process.env, SCRATCH_PG_PORT: String(port) }, encoding: 'utf8' });
  const { status: exitCode } = result;
  if (exitCode !== 0) throw new Error(`scratch-postgres.sh start failed:\n${result.stdout}\n${result.stderr}`);
  const url = result.stdout.trim().split('\n').at(-1) ?? '';
  if (!url.startsWith('postgres://')) throw new Error(`scratch-postgres.sh printed no URL:\n${result.stdout}`);
  return url;
}

export function stopScratchPostgres(port: number): void {
  spawnSync('bash', [script, 'stop'], { env: { ...process.env, SCRATCH_PG_PORT: String(port) }, stdio: 'inherit' });
}

export function postgresVersion(url: string): string {
  const result = spawnSync('psql', [url, '-Atc', 'show server_version'], { encoding: 'utf8' });
  const { status: exitCode } = result;
  return exitCode === 0 ? result.stdout.trim() : 'unknown';
}
