// No 500 from any input: every route the app registers — each call of the endpoint table and each
// form-posting route (payment callbacks, sandbox cashiers, logistics map, print and create, the
// social-link pages) — is sent each kind of hostile input an attack found: JSON nested 8,000
// deep, a NUL byte in a path value, a query value and a body value, and a broken multipart body.
// Every one answers 400 (413 when the body is beyond the route's size limit), and no raw NUL reaches the log. The routes come from the app itself
// (app.routes), so a route added later is covered without touching this file.
import { endpointNames, pathParamNames, type EndpointAuth } from '@storefront/contracts';
import { endpoints } from '@storefront/contracts/endpoints';
import type { Database } from '../db';
import { seededDatabase, testApp, type TestApp } from '../../test/test-support';
import { loginAll, type Client, type Role } from '../../test/security/fixtures';

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

const roleFor = (auth: EndpointAuth): Role => (auth === 'merchant' ? 'merchantA' : auth === 'operator' ? 'operator' : 'buyer');

interface Route {
  method: 'GET' | 'POST';
  path: string;
  role: Role;
  /** Whether the route reads a request body (a JSON payload or a form). */
  readsBody: boolean;
  json: boolean;
}

/** Every concrete GET and POST route of the app, with the caller allowed to make it. */
function routesOf(): Route[] {
  const table = new Map(endpointNames.map((name) => [`${endpoints[name].method} ${endpoints[name].path}`, endpoints[name]]));
  const seen = new Set<string>();
  const routes: Route[] = [];
  for (const { method, path } of app.routes) {
    if ((method !== 'GET' && method !== 'POST') || path.includes('*')) continue;
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const endpoint = table.get(key);
    if (endpoint) {
      const json = !('requestType' in endpoint && endpoint.requestType === 'form-data');
      routes.push({ method, path, role: roleFor(endpoint.auth), readsBody: 'request' in endpoint, json });
    } else {
      // A form route outside the table: a provider's callback, a sandbox page (a merchant is
      // also a member, so every one of them can be reached past its login check).
      routes.push({ method, path, role: 'merchantA', readsBody: method === 'POST', json: false });
    }
  }
  return routes;
}

const NUL_VALUE = encodeURIComponent('a\u0000b');
const fill = (path: string, value: string) => pathParamNames(path).reduce((p, name) => p.replace(`:${name}`, value), path);
const plain = (path: string) => fill(path, '1');

const DEEP_JSON = `${'['.repeat(8_000)}${']'.repeat(8_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(8_000)}1${'}'.repeat(8_000)}`;
const BOUNDARY = 'x-broken-boundary';
const BROKEN_MULTIPART = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nno closing boundary`;

type Case = { label: string; send: (route: Route) => Promise<Response> | null };

const call = (route: Route, path: string, init: { body?: string; contentType?: string } = {}) =>
  route.method === 'GET'
    ? clients[route.role].get(path)
    : clients[route.role].post(path, init.body ?? '', init.contentType ? { 'content-type': init.contentType } : {});

const CASES: Case[] = [
  {
    label: 'NUL in a path value',
    send: (route) => (pathParamNames(route.path).length ? call(route, fill(route.path, NUL_VALUE), { body: '{}' }) : null),
  },
  {
    label: 'NUL in a query value',
    send: (route) => call(route, `${plain(route.path)}?category=${NUL_VALUE}&keyword=${NUL_VALUE}`, { body: '{}' }),
  },
  {
    label: 'JSON nested 8,000 deep (arrays)',
    send: (route) =>
      route.method === 'POST' && route.readsBody
        ? call(route, plain(route.path), { body: DEEP_JSON, contentType: 'application/json' })
        : null,
  },
  {
    label: 'JSON nested 8,000 deep (objects)',
    send: (route) =>
      route.method === 'POST' && route.readsBody
        ? call(route, plain(route.path), { body: DEEP_OBJECT, contentType: 'application/json' })
        : null,
  },
  {
    label: 'NUL in a body value',
    send: (route) =>
      route.method === 'POST' && route.readsBody
        ? route.json
          ? call(route, plain(route.path), {
              body: JSON.stringify({ name: 'a\u0000b', email: 'a\u0000b@example.com' }),
              contentType: 'application/json',
            })
          : call(route, plain(route.path), {
              body: `MerchantTradeNo=${NUL_VALUE}&Order_No=${NUL_VALUE}&mode=1`,
              contentType: 'application/x-www-form-urlencoded',
            })
        : null,
  },
  {
    label: 'a broken multipart body',
    send: (route) =>
      route.method === 'POST' && route.readsBody
        ? call(route, plain(route.path), { body: BROKEN_MULTIPART, contentType: `multipart/form-data; boundary=${BOUNDARY}` })
        : null,
  },
];

describe('hostile input on every route', () => {
  it('answers 400 to each kind of bad input on every route of the endpoint table and every form route', async () => {
    const routes = routesOf();
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
        const refused = response.status === 400 || (kind.label.startsWith('JSON nested') && response.status === 413);
        if (!refused) failures.push(`${route.method} ${route.path} — ${kind.label}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(150);
  }, 120_000);

  it('never writes a raw NUL to the log', () => {
    expect(logged.filter((line) => line.includes('\u0000'))).toEqual([]);
  });
});
