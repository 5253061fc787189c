// An idle connection outlives Node's default 5 s: a client's next request after a pause goes on
// the same connection instead of racing the server's close.
import { createServer, request, Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepIdleConnections } from './keep-alive';

let server: Server;
beforeAll(async () => {
  server = createServer((_, res) => res.end('ok'));
  keepIdleConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The local port of the connection the request went on. */
function portOfRequest(agent: Agent): Promise<number> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(req.socket!.localPort!));
    });
    req.on('error', reject);
    req.end();
  });
}

test('keeps an idle connection open past 5 s for the next request', async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const first = await portOfRequest(agent);
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(await portOfRequest(agent)).toBe(first);
  agent.destroy();
}, 15_000);
