// Starts the storefront as `pnpm start` serves it (the built shell and remotes on the API server),
// on its own port and a fresh data folder, and stops it afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const REPO = path.resolve(__dirname, '../../..');
export const PORT = Number(process.env.E2E_PORT || 18080);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export type RunningServer = { process: ChildProcess; dataDir: string };

async function waitForServer(child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${BASE_URL}/api/product/list`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`API server did not answer on ${BASE_URL} within ${timeoutMs} ms`);
}

export async function startServer(): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));
  const apiServer = path.join(REPO, 'packages/api-server');
  const tsxCli = require.resolve('tsx/cli', { paths: [apiServer] });
  const child = spawn(process.execPath, [tsxCli, path.join(apiServer, 'src/main.ts')], {
    cwd: apiServer,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      STOREFRONT_DEMO: '1',
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A busy machine can take longer than a minute to open and seed a fresh database.
  await waitForServer(child, Number(process.env.E2E_SERVER_START_MS) || 60_000);
  return { process: child, dataDir };
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
