// Stops the server the setup started.
import { stopServer } from './server';

export default async function globalTeardown(): Promise<void> {
  if (globalThis.__STOREFRONT_SERVER__) await stopServer(globalThis.__STOREFRONT_SERVER__);
}
