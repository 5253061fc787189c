// The hostile inputs of issue 28 #2 and the routes they are sent to: every GET and POST the app
// registers (each call of the endpoint table and each form route outside it), with the caller
// allowed to make it. Shared by src/security/bad-input.test.ts and test:hard's attacks part.
import { endpointNames, pathParamNames, type EndpointAuth } from '@storefront/contracts';
import { endpoints } from '@storefront/contracts/endpoints';
import type { TestApp } from '../test-support';
import type { Client, Role } from './fixtures';

export const roleFor = (auth: EndpointAuth): Role => (auth === 'merchant' ? 'merchantA' : auth === 'operator' ? 'operator' : 'buyer');

export interface Route {
  method: 'GET' | 'POST';
  path: string;
  role: Role;
  /** Whether the route reads a request body (a JSON payload or a form). */
  readsBody: boolean;
  json: boolean;
}

/** Every concrete GET and POST route of the app, with the caller allowed to make it. */
export function routesOf(app: TestApp): Route[] {
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

export type Case = { label: string; send: (route: Route) => Promise<Response> | null };

type Send = (route: Route, path: string, init?: { body?: string; contentType?: string }) => Promise<Response>;

/** Sends as the route's caller: GET, or POST with the body and content type given. */
export const sender =
  (clients: Record<Role, Client>): Send =>
  (route, path, init = {}) =>
    route.method === 'GET'
      ? clients[route.role].get(path)
      : clients[route.role].post(path, init.body ?? '', init.contentType ? { 'content-type': init.contentType } : {});

/** Each kind of bad input; `send` answers null when the kind does not apply to the route. */
export const hostileCases = (call: Send): Case[] => [
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

/** Whether the answer is the refusal the kind must get: 400, or 413 for a body past the size limit. */
export const refusedAsItMust = (kind: Case, status: number) => status === 400 || (kind.label.startsWith('JSON nested') && status === 413);
