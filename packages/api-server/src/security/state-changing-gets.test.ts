// State-changing GETs (favourite, the share record, repay, get-or-create, the product drafts):
// a cross-site top-level navigation carries the Lax session cookie, and HEAD ran them too. Every
// GET of the endpoint table, made by its rightful caller as a cross-site navigation or as HEAD,
// leaves the database exactly as it was; the site's own pages still make them.
import { endpointNames, PRODUCT_STATUS, type EndpointAuth } from '@storefront/contracts';

import { endpoints } from '@storefront/contracts/endpoints';
import type { Database } from '../db';
import { seededDatabase, testApp, type TestApp } from '../../test/test-support';
import {
  databaseFingerprint,
  fillPath,
  holdingsOf,
  loginAll,
  nextTransactionId,
  type Client,
  type Role,
} from '../../test/security/fixtures';

let db: Database;
let app: TestApp;
let clients: Record<Role, Client>;
let values: Record<string, string | number>;

beforeAll(async () => {
  db = await seededDatabase();
  app = testApp(db);
  clients = await loginAll(app);
  const merchant = await holdingsOf(db, 'merchant@example.com');
  const buyer = await holdingsOf(db, 'buyer@example.com');
  const [product] = await db.query<{ id: number; slug: string }>('select id, slug from products where status = $1 order by id limit 1', [
    PRODUCT_STATUS.online,
  ]);
  values = {
    productId: product!.id,
    slug: product!.slug,
    merchantId: merchant.memberId,
    orderId: buyer.buyerOrders[0]!,
    e_orderstatus: '1',
    name: 'cross-site-brand',
    id: merchant.media[0]!,
    width: 100,
    height: 100,
  };
}, 180_000);
afterAll(async () => {
  await db.close();
});

const roleFor = (auth: EndpointAuth): Role => (auth === 'merchant' ? 'merchantA' : auth === 'operator' ? 'operator' : 'buyer');
const gets = endpointNames.filter((name) => endpoints[name].method === 'GET');

const CROSS_SITE_NAVIGATION = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };

describe('GETs of the endpoint table', () => {
  it('change nothing when a cross-site page navigates to them or when asked with HEAD', async () => {
    const failures: string[] = [];
    const before = await databaseFingerprint(db);
    for (const name of gets) {
      const endpoint = endpoints[name];
      const role = roleFor(endpoint.auth);
      const path = fillPath(endpoint.path, values);
      for (const [label, send] of [
        ['cross-site', () => clients[role].get(path, CROSS_SITE_NAVIGATION)],
        ['same-site', () => clients[role].get(path, { ...CROSS_SITE_NAVIGATION, 'sec-fetch-site': 'same-site' })],
        ['HEAD', () => app.request(`http://localhost${path}`, { method: 'HEAD', headers: { cookie: `sid=${clients[role].sid}` } })],
      ] as const) {
        const xid = await nextTransactionId(db);
        const response = await send();
        if ((await nextTransactionId(db)) !== xid) failures.push(`${label} ${name}: wrote (${response.status})`);
      }
    }
    expect(failures).toEqual([]);
    expect(await databaseFingerprint(db)).toBe(before);
  }, 120_000);

  it('refuses a cross-site favourite with 403 and HEAD with 405, and still answers the site itself', async () => {
    const path = fillPath(endpoints.productFavorite.path, values);
    expect((await clients.buyer.get(path, CROSS_SITE_NAVIGATION)).status).toBe(403);
    const head = await app.request(`http://localhost${path}`, { method: 'HEAD', headers: { cookie: `sid=${clients.buyer.sid}` } });
    expect(head.status).toBe(405);
    expect((await clients.buyer.get(path, { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' })).status).toBe(200);
    const [row] = await db.query<{ n: number }>(
      'select count(*)::int as n from favourites f join members m on m.id = f.member_id where m.email = $1 and f.product_id = $2',
      ['buyer@example.com', values.productId],
    );
    expect(row!.n).toBe(1);
  });
});
