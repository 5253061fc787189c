// A server for each jest worker of the browser-test run (server.ts): started together. Their jobs
// look for due work every second (the server's default is 5 s), so that a test waiting for one (an
// auction's close) waits less.
import type { Config } from 'jest';
import { startServer, type RunningServer } from './server';

declare global {
  var __STOREFRONT_SERVERS__: RunningServer[] | undefined;
}

export default async function globalSetup(globalConfig: Config): Promise<void> {
  const workers = Math.max(1, Number(globalConfig.maxWorkers) || 1);
  globalThis.__STOREFRONT_SERVERS__ = await Promise.all(
    Array.from({ length: workers }, (_, index) => startServer(index + 1, { jobIntervalMs: 1_000 })),
  );
}
