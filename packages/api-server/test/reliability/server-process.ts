// Starts the real API server (`tsx src/main.ts`) as a child process on a port, on PGlite in a
// data folder or on PostgreSQL (DATABASE_URL), and stops it gently or kills it outright.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { packageRoot } from '../../src/package-root';

export type ServerProcess = { child: ChildProcess; url: string; log: string[] };

export type ServerEnv = { DATA_DIR: string } | { DATABASE_URL: string };

/** Servers still running, killed if the suite itself exits early. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/product/list`)).ok;
  } catch {
    return false;
  }
}

export async function startServer(port: number, env: ServerEnv, timeoutMs = 120_000): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  if (await answers(url)) throw new Error(`port ${port} is already in use`);
  // tsx's loader inside this one node process (its CLI would run the server in a grandchild,
  // out of reach of the SIGKILL).
  const loader = pathToFileURL(createRequire(path.join(packageRoot, 'package.json')).resolve('tsx/esm')).href;
  const child = spawn(process.execPath, ['--import', loader, path.join(packageRoot, 'src/main.ts')], {
    cwd: packageRoot,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      STOREFRONT_DEMO: '1',
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(...chunk.toString().split('\n').filter(Boolean));
    if (log.length > 200) log.splice(0, log.length - 200);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} exited with ${child.exitCode}:\n${log.join('\n')}`);
    if (await answers(url)) return { child, url, log };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server on ${port} did not answer within ${timeoutMs} ms:\n${log.join('\n')}`);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** SIGKILL: no shutdown code runs, as in a power cut of the process (not of the machine). */
export async function killServer(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await exited(server.child);
}

export async function stopServer(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited(server.child);
  clearTimeout(timer);
}
