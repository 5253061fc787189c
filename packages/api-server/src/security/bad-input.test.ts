// No 500 from any input: every route the app registers — each call of the endpoint table and each
// form-posting route (payment callbacks, sandbox cashiers, logistics map, print and create, the
// social-link pages) — is sent each kind of hostile input an attack found: JSON nested 8,000
// deep, a NUL byte in a path value, a query value and a body value, and a broken multipart body.
// Every one answers 400 (413 when the body is beyond the route's size limit), and no raw NUL reaches the log. The routes come from the app itself
// (app.routes), so a route added later is covered without touching this file.
import { endpointNames } from '@storefront/contracts';
import type { Database } from '../db';
import { seededDatabase, testApp, type TestApp } from '../../test/test-support';
import { loginAll, type Client, type Role } from '../../test/security/fixtures';
import { hostileCases, refusedAsItMust, routesOf, sender } from '../../test/security/hostile-input';

let db: Database;
let app: TestApp;
let clients: Record<Role, Client>;
const logged: string[] = [];

beforeAll(async () => {
  db = await seededDatabase();
  app = testApp(db, { log: (message, error) => logged.push(`${message} ${String(error)} ${(error as Error | undefined)?.stack ?? ''}`) });
  clients = await loginAll(app);
}, 120_000);
afterAll(async () => {
  await db.close();
});

describe('hostile input on every route', () => {
  it('answers 400 to each kind of bad input on every route of the endpoint table and every form route', async () => {
    const routes = routesOf(app);
    const CASES = hostileCases(sender(clients));
    // The table's calls and the form routes outside it are all there.
    expect(routes.length).toBeGreaterThanOrEqual(endpointNames.length);
    for (const path of ['/api/payment/ecpay/notify', '/sandbox/ecpay/Cashier/AioCheckOut/V5', '/sandbox/gomypay/simulate'])
      expect(routes.some((r) => r.path === path)).toBe(true);
    const failures: string[] = [];
    let sent = 0;
    for (const kind of CASES) {
      for (const route of routes) {
        const pending = kind.send(route);
        if (!pending) continue;
        sent += 1;
        const response = await pending;
        // A body beyond a form route's size limit is refused before it is read: 413 is that refusal.
        if (!refusedAsItMust(kind, response.status)) failures.push(`${route.method} ${route.path} — ${kind.label}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(150);
  }, 120_000);

  it('never writes a raw NUL to the log', () => {
    expect(logged.filter((line) => line.includes('\u0000'))).toEqual([]);
  });
});
