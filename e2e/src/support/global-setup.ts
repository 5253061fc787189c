// One server for the whole browser-test run.
import { startServer, type RunningServer } from './server';

declare global {
  var __STOREFRONT_SERVER__: RunningServer | undefined;
}

export default async function globalSetup(): Promise<void> {
  globalThis.__STOREFRONT_SERVER__ = await startServer();
}
