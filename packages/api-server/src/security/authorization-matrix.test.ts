// The authorization matrix: every endpoint of the contracts' table (iterated, so a new endpoint is
// covered the day it is added) plus the sandbox and media routes, called by a visitor, a buyer,
// another buyer, two merchants and the marketplace operator. Each role gets the status class its auth level allows, another
// owner's ids answer 404 and change nothing, and no payload carries another owner's ids.
import { endpointNames, LOGISTICS_MAP_PATH, todayInTaipei, type EndpointAuth, type EndpointName } from '@storefront/contracts';
import { endpoints } from '@storefront/contracts/endpoints';
import { LOGISTICS_COMPANIES, LOGISTICS_PRINT_PATH } from '@storefront/contracts/merchant';
import type { Database } from '../db';
import { seededDatabase, testApp, type TestApp } from '../../test/test-support';
import {
  ACCOUNTS,
  databaseFingerprint,
  fillPath,
  holdingsOf,
  loginAll,
  ROLES,
  type Client,
  type Holdings,
  type Role,
} from '../../test/security/fixtures';
import { findLeaks, type Ownership } from '../../test/security/leaks';

let db: Database;
let app: TestApp;
let clients: Record<Role, Client>;
let held: Record<Exclude<Role, 'visitor'>, Holdings>;
let slug: string;

/** Figures for the README: how many endpoint × role calls were checked. */
const checked = { calls: 0, payloadsScanned: 0 };

beforeAll(async () => {
  db = await seededDatabase();
  app = testApp(db);
  clients = await loginAll(app);
  held = {
    buyer: await holdingsOf(db, ACCOUNTS.buyer.email),
    otherBuyer: await holdingsOf(db, ACCOUNTS.otherBuyer.email),
    merchantA: await holdingsOf(db, ACCOUNTS.merchantA.email),
    merchantB: await holdingsOf(db, ACCOUNTS.merchantB.email),
    operator: await holdingsOf(db, ACCOUNTS.operator.email),
  };
  const [row] = await db.query<{ slug: string }>('select slug from products where merchant_id = $1 order by id limit 1', [
    held.merchantA.memberId,
  ]);
  slug = row!.slug;
});
afterAll(async () => {
  await db.close();
});

const NOBODY = 999_999;

/** Path values the role owns (or public ones): the matrix's "own" column. */
function ownParams(role: Role): Record<string, string | number> {
  const mine = role === 'visitor' ? undefined : held[role];
  return {
    slug,
    productId: mine?.products[0] ?? held.merchantA.products[0]!,
    merchantId: held.merchantA.memberId,
    orderId: mine?.buyerOrders[0] ?? NOBODY,
    e_orderstatus: '1',
    name: 'matrix-brand',
    id: mine?.media[0] ?? NOBODY,
    width: 100,
    height: 100,
  };
}

function ownership(role: Exclude<Role, 'visitor'>): Ownership {
  const mine = held[role];
  const everyone = Object.values(held);
  const others = (pick: (h: Holdings) => number[]) =>
    new Set(
      everyone
        .filter((h) => h !== mine)
        .flatMap(pick)
        .filter((id) => !pick(mine).includes(id)),
    );
  return {
    // As a buyer a member sees its own orders; as a merchant the orders of its shop.
    foreignOrders: new Set([...others((h) => h.buyerOrders)].filter((id) => !mine.merchantOrders.includes(id))),
    foreignProducts: others((h) => h.products),
    foreignModels: others((h) => h.models),
    foreignMedia: others((h) => h.media),
  };
}

function expectedClass(auth: EndpointAuth, role: Role): 'ok' | 401 | 403 {
  if (auth === 'public') return 'ok';
  if (role === 'visitor') return 401;
  if (auth === 'merchant' && role !== 'merchantA' && role !== 'merchantB') return 403;
  // The operator is staff, not a tier: members and merchants are refused its calls.
  if (auth === 'operator' && role !== 'operator') return 403;
  return 'ok';
}

// Calls that end the caller's session or account are checked in sessions.test.ts, not here.
const SESSION_ENDING: EndpointName[] = ['memberLogout', 'memberCancel'];

async function call(role: Role, name: EndpointName, params: Record<string, string | number>, body?: unknown) {
  const endpoint = endpoints[name];
  const path = fillPath(endpoint.path, params);
  checked.calls += 1;
  return endpoint.method === 'GET' ? clients[role].get(path) : clients[role].post(path, body ?? {});
}

describe('every endpoint × every role', () => {
  it.each(ROLES)('%s gets the status class of each auth level and sees nothing of other owners', async (role) => {
    const failures: string[] = [];
    for (const name of endpointNames) {
      if (SESSION_ENDING.includes(name)) continue;
      const endpoint = endpoints[name];
      const response = await call(role, name, ownParams(role));
      const expected = expectedClass(endpoint.auth, role);
      const status = response.status;
      if (status >= 500) failures.push(`${name}: ${status}`);
      else if (expected === 'ok' && (status === 401 || status === 403)) failures.push(`${name}: ${status}, expected access`);
      else if (expected !== 'ok' && status !== expected) failures.push(`${name}: ${status}, expected ${expected}`);
      // Every own GET a role may call answers 200, except ids the role has none of.
      const ownIdMissing = ownParams(role).orderId === NOBODY || ownParams(role).id === NOBODY;
      // 409: a repay link of an order that is not awaiting payment is a state refusal, not access.
      const allowed = status === 200 || status === 409 || (status === 404 && ownIdMissing);
      if (expected === 'ok' && endpoint.method === 'GET' && !allowed) {
        failures.push(`${name}: GET answered ${status}`);
      }
      if (status === 200 && role !== 'visitor' && endpoint.auth !== 'public') {
        const text = await response.text();
        if ((response.headers.get('content-type') ?? '').includes('json')) {
          checked.payloadsScanned += 1;
          // Products, variants and media are public on the shop; they are owned only in merchant tools.
          const owned = ownership(role);
          if (endpoint.auth !== 'merchant')
            for (const kind of ['foreignProducts', 'foreignModels', 'foreignMedia'] as const) owned[kind] = new Set();
          failures.push(...findLeaks(JSON.parse(text), owned).map((leak) => `${name}: leaks ${leak}`));
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('another owner’s ids', () => {
  const today = todayInTaipei();

  it('a buyer cannot read, cancel, refund or repay another member’s order, and nothing changes', async () => {
    const before = await databaseFingerprint(db);
    const pairs: [Role, Holdings][] = [
      ['buyer', held.otherBuyer],
      ['otherBuyer', held.buyer],
    ];
    for (const [role, victim] of pairs) {
      const orderId = victim.buyerOrders[0]!;
      for (const name of ['memberOrderDetail', 'gomypayRepay', 'ecpayRepay'] as const) {
        expect([name, (await call(role, name, { orderId })).status]).toEqual([name, 404]);
      }
      expect((await call(role, 'memberOrderCancel', {}, { orderId })).status).toBe(404);
      const refund = {
        orderId,
        refundReason: '測試',
        refundName: '王小明',
        refundPhone: '0912345678',
        refundAddress: '臺北市',
        refundAccountDetail: '000-123',
      };
      expect((await call(role, 'memberOrderRefund', {}, refund)).status).toBe(404);
      expect((await call(role, 'memberOrderRefundAccount', {}, { orderId, refundAccountDetail: '000-123' })).status).toBe(404);
    }
    expect(await databaseFingerprint(db)).toBe(before);
  });

  it('a merchant cannot read, edit, take down, ship or print another merchant’s things, and nothing changes', async () => {
    const own = await call('merchantB', 'merchantProductEdit', { productId: held.merchantB.products[0]! });
    expect(own.status).toBe(200);
    const editModel = ((await own.json()) as { product: unknown }).product;
    const before = await databaseFingerprint(db);
    const pairs: [Role, Holdings][] = [
      ['merchantA', held.merchantB],
      ['merchantB', held.merchantA],
    ];
    for (const [role, victim] of pairs) {
      const productId = victim.products[0]!;
      expect((await call(role, 'merchantProductEdit', { productId })).status).toBe(404);
      expect((await call(role, 'merchantProductTakedown', {}, { productId })).status).toBe(404);
      const orderId = victim.merchantOrders[0]!;
      const shipping = { orderId, deliveryDate: today, deliveryETA: LOGISTICS_COMPANIES[0], deliveryTrackingCode: 'SEC123' };
      expect((await call(role, 'merchantOrderComplete', {}, shipping)).status).toBe(404);
      for (const mediaId of victim.media.slice(0, 1)) {
        expect((await call(role, 'merchantMediaUrl', { id: mediaId, width: 100, height: 100 })).status).toBe(404);
        expect((await call(role, 'merchantMediaRemove', {}, { id: mediaId })).status).toBe(404);
      }
    }
    // Merchant B's whole edit model posted by merchant A: refused, not saved as A's.
    const stolen = await call('merchantA', 'merchantSaveEditProduct', {}, editModel);
    expect(stolen.status).toBe(404);
    expect(await databaseFingerprint(db)).toBe(before);
  });

  it('a merchant cannot print another merchant’s shipping label', async () => {
    const [row] = await db.query<{ e_orderno: string; payment_type: number }>(
      'select e_orderno, payment_type from orders where merchant_id = $1 and e_orderno is not null and payment_type between 12 and 15 order by id limit 1',
      [held.merchantB.memberId],
    );
    if (!row) return;
    const mode = { 12: '1', 13: '2', 14: '3', 15: '4' }[row.payment_type] ?? '1';
    const form = (role: Role) =>
      clients[role].post(LOGISTICS_PRINT_PATH, new URLSearchParams({ mode, e_orderno: row.e_orderno }).toString(), {
        'content-type': 'application/x-www-form-urlencoded',
      });
    const stranger = await form('merchantA');
    expect(stranger.status).toBe(404);
    expect(await stranger.text()).not.toContain(row.e_orderno);
    expect((await form('visitor')).status).toBe(404);
  });
});

describe('sandbox and media routes', () => {
  const routes: [string, string][] = [
    ['POST', '/sandbox/ecpay/Cashier/AioCheckOut/V5'],
    ['POST', '/sandbox/ecpay/simulate'],
    ['POST', '/api/payment/ecpay/notify'],
    ['POST', '/api/payment/ecpay/payment-info'],
    ['POST', '/sandbox/gomypay/ShuntClass.aspx'],
    ['POST', '/sandbox/gomypay/simulate'],
    ['POST', LOGISTICS_PRINT_PATH],
    ['GET', LOGISTICS_MAP_PATH],
    ['POST', LOGISTICS_MAP_PATH],
    ['GET', '/google-login-add'],
    ['POST', '/google-login-add'],
    ['POST', '/facebook-login-remove'],
    ['GET', '/media/demo/1.svg'],
    ['GET', '/media/demo/..%2F..%2Fetc%2Fpasswd'],
    ['GET', '/media/uploads/..%2F..%2Fpackage.json'],
    ['GET', '/media/uploads/00000000-0000-0000-0000-000000000000.png'],
  ];

  it.each(ROLES)('%s: no sandbox or media route answers 5xx, leaks a file or links a visitor', async (role) => {
    for (const [method, path] of routes) {
      checked.calls += 1;
      const response =
        method === 'GET'
          ? await clients[role].get(path)
          : await clients[role].post(path, '', { 'content-type': 'application/x-www-form-urlencoded' });
      expect([path, response.status < 500]).toEqual([path, true]);
      const text = await response.text();
      expect(text).not.toContain('"name": "@storefront/api-server"');
      expect(text).not.toContain('root:x:0:0');
    }
    // A visitor is sent to the login page before linking a social account.
    if (role === 'visitor') {
      const link = await clients.visitor.get('/google-login-add');
      expect([302, 401]).toContain(link.status);
    }
  });
});

afterAll(() => {
  // Printed for the README figures (jest shows console output of a passing suite with --verbose).
  if (process.env.SECURITY_FIGURES) console.log(`authorization matrix: ${JSON.stringify(checked)}`);
});
