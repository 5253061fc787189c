// Helpers for the jest suites: one migrated, seeded in-memory database per test file and a
// tiny cookie-carrying client around app.request().
import type { EndpointName, EndpointResponse } from '@storefront/contracts';
import { createApp, type AppOptions } from '../src/app';
import { migrate, openDatabase, type Database } from '../src/db';
import { openPglite } from '../src/db/pglite';
import { seed } from '../src/seed/seed';
import { readSeededDump } from './seeded-dump';

export const ORIGIN = 'http://localhost';

/**
 * The body of an answer, typed as the contract says the endpoint answers (what the browser's
 * client gets), so a test reads its fields without casts. It does not validate: tests that check
 * the shape do so with the endpoint's schema.
 */
export async function answerOf<N extends EndpointName>(response: Response, _endpoint: N): Promise<EndpointResponse<N>> {
  return (await response.json()) as EndpointResponse<N>;
}

/** A migrated, seeded in-memory database of its own: a copy of the run's (seeded-dump.ts) when there is one. */
export async function seededDatabase(): Promise<Database> {
  const dump = readSeededDump();
  if (dump) return openPglite(undefined, { dump });
  const db = await openDatabase({ DATA_DIR: 'memory' });
  await migrate(db);
  await seed(db);
  return db;
}

export function testApp(db: Database, options: Partial<AppOptions> = {}) {
  // Rate limits off by default: suites that fire hundreds of bids test locking, not the limiter;
  // the security suites (sessions, rate-limit) turn them on.
  return createApp({ db, log: () => undefined, rateLimits: false, ...options });
}

export type TestApp = ReturnType<typeof testApp>;

/**
 * One seeded database and an app on it for the test file: opened before its tests (handed to
 * `ready`), closed after them.
 */
export function openSeededApp(ready: (opened: { db: Database; app: TestApp }) => void, options: Partial<AppOptions> = {}): void {
  let db: Database | undefined;
  beforeAll(async () => {
    db = await seededDatabase();
    ready({ db, app: testApp(db, options) });
  });
  afterAll(async () => {
    await db?.close();
  });
}

export function sidFrom(response: Response): string | undefined {
  const header = response.headers.get('set-cookie') ?? '';
  return /(?:^|,\s*)sid=([^;]*)/.exec(header)?.[1];
}

/** A client that keeps the session cookie between calls, like a browser on the same origin. */
export function client(app: TestApp) {
  let sid: string | undefined;
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const init: RequestInit = {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(sid ? { cookie: `sid=${sid}` } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    };
    const response = await app.request(`${ORIGIN}${path}`, init);
    const next = sidFrom(response);
    if (next !== undefined) sid = next || undefined;
    return response;
  };
  return {
    get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => call('POST', path, body, headers),
    login: async (email: string, password: string) => {
      const response = await call('POST', '/api/member/login', { email, password });
      if (response.status !== 200) throw new Error(`login ${email} failed: ${response.status}`);
      return response;
    },
    get sid() {
      return sid;
    },
  };
}
