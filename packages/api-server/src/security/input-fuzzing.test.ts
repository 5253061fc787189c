// Input fuzzing: every POST of the endpoint table, as a caller allowed to make it, with malformed
// JSON, wrong types, missing and extra fields, huge strings and arrays, negative and non-integer
// numbers and unicode edge cases. No answer is a 5xx, and a refused request leaves the database
// exactly as it was (row counts and a hash of every table's contents).
import * as v from 'valibot';
import { endpointNames, type EndpointAuth, type EndpointName } from '@storefront/contracts';
import { endpoints } from '@storefront/contracts/endpoints';
import type { Database } from '../db';
import { seededDatabase, testApp, type TestApp } from '../../test/test-support';
import { databaseFingerprint, fillPath, loginAll, nextTransactionId, type Client, type Role } from '../../test/security/fixtures';

let db: Database;
let app: TestApp;
let clients: Record<Role, Client>;

beforeAll(async () => {
  db = await seededDatabase();
  app = testApp(db);
  clients = await loginAll(app);
});
afterAll(async () => {
  await db.close();
});

const UNICODE_EDGES = [
  '\ud800', // lone high surrogate
  'a\udfffb', // lone low surrogate
  '\u202eevil\u202c', // right-to-left override
  '\u200b\u200c\u200d\ufeff', // zero-width characters and a BOM
  '😀👩‍👩‍👧‍👦🇹🇼',
  'a\u0000b', // NUL, which PostgreSQL text cannot hold
  '\u0000',
  'e\u0301\u0301\u0301', // stacked combining marks
  '\uffff\ufffe',
];

const WRONG_VALUES: unknown[] = [
  null,
  true,
  -1,
  -0.5,
  1.5,
  0,
  1e308,
  -1e308,
  2 ** 53 + 1,
  '',
  '   ',
  'x'.repeat(100_000),
  [],
  Array.from({ length: 5_000 }, (_, i) => i),
  {},
  { nested: { deeper: [1, 'x', null] } },
  "' or 1=1 --",
  '<script>alert(1)</script>',
  ...UNICODE_EDGES,
];

const RAW_BODIES = [
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '42',
  'true',
  '\u0000',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(3_000)}${']'.repeat(3_000)}`,
  '\ud800',
];

/** The top-level keys of an endpoint's request schema (object, or object inside a pipe). */
function requestKeys(name: EndpointName): string[] {
  const endpoint = endpoints[name];
  if (!('request' in endpoint)) return [];
  let schema: unknown = endpoint.request;
  for (let depth = 0; depth < 3 && schema && typeof schema === 'object'; depth += 1) {
    if ('entries' in schema) return Object.keys((schema as { entries: Record<string, unknown> }).entries);
    schema = (schema as { pipe?: unknown[] }).pipe?.[0];
  }
  return [];
}

const roleFor = (auth: EndpointAuth): Role => (auth === 'merchant' ? 'merchantA' : auth === 'operator' ? 'operator' : 'buyer');

// Calls that end the session or the account go last, so the rest run as a signed-in caller.
const LAST: EndpointName[] = ['memberLogin', 'memberRegister', 'memberResetPassword', 'memberCancel'];
const fuzzed = endpointNames
  .filter((name) => endpoints[name].method === 'POST' && 'request' in endpoints[name])
  .sort((a, b) => Number(LAST.includes(a)) - Number(LAST.includes(b)));

const figures = { endpoints: 0, payloads: 0, refused: 0, accepted: 0 };

/** Valid payloads of the text-heavy saves, so the unicode cases reach the database. */
async function basePayloads(): Promise<Partial<Record<EndpointName, Record<string, unknown>>>> {
  const delivery = (await (await clients.buyer.get('/api/member/delivery/detail')).json()) as Record<string, unknown>;
  const merchant = (await (await clients.merchantA.get('/api/merchant/detail')).json()) as Record<string, unknown>;
  return {
    memberAccountDetailSave: { firstName: '小明', lastName: '王', dob: '', subscribed: false },
    deliveryDetailSave: delivery,
    merchantDetailSave: (merchant.merchantDetail ?? merchant) as Record<string, unknown>,
  };
}

function textPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => textPaths(child, [...path, key]));
  }
  return [];
}

function withValue(base: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(base);
  let target: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path[path.length - 1]!] = value;
  return copy;
}

describe('every POST endpoint under malformed and hostile input', () => {
  it('never answers 5xx and never writes on a refused request', async () => {
    const bases = await basePayloads();
    const failures: string[] = [];
    for (const name of fuzzed) {
      figures.endpoints += 1;
      const endpoint = endpoints[name];
      const role = roleFor(endpoint.auth);
      const path = fillPath(endpoint.path, {});
      const keys = requestKeys(name);
      const payloads: unknown[] = [...RAW_BODIES.map((raw) => ({ raw })), {}];
      for (const value of WRONG_VALUES) payloads.push(Object.fromEntries(keys.map((key) => [key, value])));
      payloads.push({ ...Object.fromEntries(keys.map((key) => [key, 1])), extra: 'x', isAdmin: true, tier: 2, merchantId: 1 });
      const base = bases[name];
      if (base)
        for (const textPath of textPaths(base))
          for (const value of [...UNICODE_EDGES, 'x'.repeat(5_000)]) payloads.push(withValue(base, textPath, value));

      let before = await databaseFingerprint(db);
      let xid = await nextTransactionId(db);
      for (const payload of payloads) {
        figures.payloads += 1;
        const raw = payload && typeof payload === 'object' && 'raw' in payload ? (payload as { raw: string }).raw : undefined;
        const response = await clients[role].post(path, raw ?? payload);
        const label = `${name} ${JSON.stringify(raw ?? payload).slice(0, 80)}`;
        if (response.status >= 500) failures.push(`${label}: ${response.status}`);
        const xidAfter = await nextTransactionId(db);
        const after = xidAfter === xid ? before : await databaseFingerprint(db);
        xid = xidAfter;
        if (response.status >= 400) {
          figures.refused += 1;
          if (after !== before) failures.push(`${label}: refused with ${response.status} but the database changed`);
        } else {
          figures.accepted += 1;
          // An accepted payload must have been valid for the schema the client uses too.
          if (!raw && 'request' in endpoint && !v.safeParse(endpoint.request, payload).success)
            failures.push(`${label}: accepted an invalid payload`);
        }
        before = after;
      }
    }
    expect(failures).toEqual([]);
    expect(figures.endpoints).toBeGreaterThan(20);
    if (process.env.SECURITY_FIGURES) console.log(`input fuzzing: ${JSON.stringify(figures)}`);
  }, 60_000);
});
