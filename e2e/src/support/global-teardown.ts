// Stops the servers the setup started.
import { stopServer } from './server';

export default async function globalTeardown(): Promise<void> {
  await Promise.all((globalThis.__STOREFRONT_SERVERS__ ?? []).map((server) => stopServer(server)));
}
