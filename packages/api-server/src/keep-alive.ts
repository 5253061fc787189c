// How long the server keeps a browser's (or a proxy's) idle connection open for its next request.
// Node's default is 5 s: a client that sends its next request on a connection just as the server
// closes it gets the connection reset (ECONNRESET; a proxy answers 502), a race that a busy
// machine makes likely. The one that closes an idle connection should be the client: proxies and
// load balancers keep theirs idle for up to 60 s, so the server keeps its own a little longer.
import type { Server } from 'node:http';

export const KEEP_ALIVE_MS = 65_000;

export function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // The time to receive a request's headers must outlast the idle time (Node's rule for keep-alive).
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
