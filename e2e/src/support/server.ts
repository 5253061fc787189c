// Starts the storefront as `pnpm start` serves it (the built shell and remotes on the API server),
// on its own port and a fresh data folder, and stops it afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

export const REPO = path.resolve(__dirname, '../../..');
export const PORT = Number(process.env.E2E_PORT || 18080);
/**
 * The browser tests run in E2E_WORKERS jest workers (default 2), each against a server and a
 * database of its own, so that two test files never see each other's orders: worker n (jest's
 * JEST_WORKER_ID) talks to the server on PORT + n - 1. One worker left 40 % of the 2 cores idle
 * (a browser test mostly waits: for pages, calls, redirects); two keep them busy and each file
 * takes longer, but the run is shorter (on a fresh clone: 660 s against 736 s).
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 2);
export const urlOf = (worker: number) => `http://127.0.0.1:${PORT + worker - 1}`;
export const BASE_URL = urlOf(Number(process.env.JEST_WORKER_ID) || 1);

export type RunningServer = { process: ChildProcess; dataDir: string };

async function waitForServer(child: ChildProcess, baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/product/list`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`API server did not answer on ${baseUrl} within ${timeoutMs} ms`);
}

/**
 * The server of jest worker `worker` (1 for a run in band and for the bench), on a fresh data
 * folder, or on `dataDir` when given (prepared by the caller; removed on stop like a fresh one),
 * or on the PostgreSQL database of `databaseUrl` (several servers may share it; the bench's
 * scale run starts two). `jobIntervalMs` sets how often its jobs look for due work (JOB_INTERVAL_MS;
 * the server's default otherwise).
 */
export async function startServer(
  worker = 1,
  options: { dataDir?: string; databaseUrl?: string; jobIntervalMs?: number } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));
  const apiServer = path.join(REPO, 'packages/api-server');
  // tsx's loader inside this one node process (its CLI would run the server in a grandchild, out
  // of reach of killServer's SIGKILL).
  const tsxLoader = pathToFileURL(require.resolve('tsx/esm', { paths: [apiServer] })).href;
  const child = spawn(process.execPath, ['--import', tsxLoader, path.join(apiServer, 'src/main.ts')], {
    cwd: apiServer,
    env: {
      ...process.env,
      PORT: String(PORT + worker - 1),
      DATA_DIR: dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...(options.jobIntervalMs ? { JOB_INTERVAL_MS: String(options.jobIntervalMs) } : {}),
      NODE_ENV: 'production',
      STOREFRONT_DEMO: '1',
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A busy machine can take longer than a minute to open and seed a fresh database.
  await waitForServer(child, urlOf(worker), Number(process.env.E2E_SERVER_START_MS) || 60_000);
  return { process: child, dataDir };
}

/**
 * SIGKILL, as a crash or a power cut of the process would: no shutdown code runs. The data folder
 * stays, for startServer(worker, { dataDir }) to open again.
 */
export async function killServer(server: RunningServer): Promise<void> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGKILL');
  await exited;
}

export async function stopServer(server: RunningServer): Promise<void> {
  if (server.process.exitCode === null) {
    const exited = new Promise((resolve) => server.process.once('exit', resolve));
    server.process.kill('SIGTERM');
    // The wait for a server that will not stop does not itself keep the test run open.
    await Promise.race([exited, sleep(5000, undefined, { ref: false })]);
    if (server.process.exitCode === null) server.process.kill('SIGKILL');
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}
