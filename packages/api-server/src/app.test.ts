import * as v from 'valibot';
import type { EndpointName } from '@storefront/contracts';
import { ApiErrorBody, ORDER_STATUS, PRODUCT_BASE } from '@storefront/contracts';
import { endpoints } from '@storefront/contracts/endpoints';
import type { Database } from './db';
import { answerOf, client, sidFrom, testApp, type TestApp, openSeededApp } from '../test/test-support';

let db: Database;
let app: TestApp;

openSeededApp((opened) => ({ db, app } = opened));

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

function expectShape(name: EndpointName, body: unknown) {
  const result = v.safeParse(endpoints[name].response, body);
  if (!result.success) {
    throw new Error(`${name}: ${JSON.stringify(result.issues.map((i) => [v.getDotPath(i), i.message]).slice(0, 5))}`);
  }
}

const idOf = async (sql: string, params: unknown[] = []) => (await db.query<{ id: number }>(sql, params))[0]!.id;

describe('sessions and auth', () => {
  it('login sets an httpOnly SameSite=Lax cookie and rotates the session id', async () => {
    const browser = client(app);
    const first = await browser.login('buyer@example.com', 'buyer1234');
    const cookie = first.headers.get('set-cookie')!;
    expect(cookie).toMatch(/sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    const body = await json(first);
    expectShape('memberLogin', body);
    expect(body).toMatchObject({ status: 200, tier: 1 });
    const firstSid = browser.sid;
    await browser.login('buyer@example.com', 'buyer1234');
    expect(browser.sid).toBeDefined();
    expect(browser.sid).not.toEqual(firstSid);
    // The old id no longer opens a session.
    const stale = await app.request('http://localhost/api/member/account/detail', { headers: { cookie: `sid=${firstSid}` } });
    expect(stale.status).toBe(401);
    expect((await browser.get('/api/member/account/detail')).status).toBe(200);
  });

  it('answers 401 for a wrong password or an unknown email', async () => {
    const browser = client(app);
    for (const [email, password] of [
      ['buyer@example.com', 'nope-nope'],
      ['nobody@example.com', 'buyer1234'],
    ]) {
      const response = await browser.post('/api/member/login', { email, password });
      expect(response.status).toBe(401);
      const body = await json(response);
      expect(body.status).toBe(401);
      expect(typeof body.title).toBe('string');
      expect(sidFrom(response)).toBeUndefined();
    }
  });

  it('logout ends the session', async () => {
    const browser = client(app);
    await browser.login('member@example.com', 'member1234');
    const sid = browser.sid;
    const out = await browser.post('/api/member/logout');
    expect(out.status).toBe(200);
    expectShape('memberLogout', await json(out));
    const after = await app.request('http://localhost/api/member/account/detail', { headers: { cookie: `sid=${sid}` } });
    expect(after.status).toBe(401);
  });

  it('registers a tier-0 password member once; a duplicate email is 409', async () => {
    const browser = client(app);
    const payload = {
      email: 'new.member@example.com',
      password: 'secret12',
      confirmPassword: 'secret12',
      firstName: '大同',
      lastName: '李',
    };
    const created = await browser.post('/api/member/register', payload);
    expect(created.status).toBe(200);
    const body = await json(created);
    expectShape('memberRegister', body);
    // No session yet: the next step, logging in with the new password, opens the account.
    expect((await browser.get('/api/member/account/detail')).status).toBe(401);
    await browser.login(payload.email, payload.password);
    const profile = await json(await browser.get('/api/member/account/detail'));
    expect(profile).toMatchObject({ email: 'new.member@example.com', tier: 0, memberType: 0, applied: false });
    // A taken email is answered exactly as a new one, and its account is left as it was.
    const taken = client(app);
    const again = await taken.post('/api/member/register', {
      ...payload,
      email: 'NEW.member@example.com',
      password: 'other123',
      confirmPassword: 'other123',
    });
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual(body);
    expect(again.headers.get('set-cookie')).toBe(created.headers.get('set-cookie'));
    expect((await taken.post('/api/member/login', { email: payload.email, password: 'other123' })).status).toBe(401);
    const seeded = await client(app).post('/api/member/register', { ...payload, email: 'buyer@example.com' });
    expect(await json(seeded)).toEqual(body);
  });

  it('answers 401 {status, title: 請先登入, msg} to visitors on member endpoints', async () => {
    for (const path of ['/api/member/account/detail', '/api/member/order/list', '/api/product/favorite/1', '/api/merchant/product/list']) {
      const response = await client(app).get(path);
      expect(response.status).toBe(401);
      const body = await json(response);
      expect(body).toMatchObject({ status: 401, title: '請先登入' });
      expect(typeof body.msg).toBe('string');
      expect(v.safeParse(ApiErrorBody, body).success).toBe(true);
    }
  });

  it('answers 403 to non-merchants on merchant endpoints', async () => {
    const browser = client(app);
    await browser.login('buyer@example.com', 'buyer1234');
    for (const path of ['/api/merchant/product/list', '/api/merchant/order/list']) {
      const response = await browser.get(path);
      expect(response.status).toBe(403);
      expect(await json(response)).toMatchObject({ status: 403 });
    }
  });
});

describe('request guards', () => {
  it('answers 400 with issues, never 500, for malformed JSON and wrong shapes', async () => {
    const browser = client(app);
    const malformed = await browser.post('/api/member/login', '{"email": "buyer@example.com", ');
    expect(malformed.status).toBe(400);
    expect(await json(malformed)).toMatchObject({ status: 400, title: '請求格式錯誤', issues: [{ path: '', key: 'invalid' }] });
    const empty = await browser.post('/api/member/login', '');
    expect(empty.status).toBe(400);
    const wrong = await browser.post('/api/member/login', { email: 'not-an-email', password: 12 });
    expect(wrong.status).toBe(400);
    const body = await json(wrong);
    expect(v.parse(ApiErrorBody, body)).toEqual(body);
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'email', key: 'email' },
        { path: 'password', key: 'invalid' },
      ]),
    );
    const array = await browser.post('/api/member/login', [1, 2]);
    expect(array.status).toBe(400);
  });

  it('refuses cross-origin POSTs and allows same-origin and Origin-less ones', async () => {
    const payload = JSON.stringify({ email: 'buyer@example.com', password: 'buyer1234' });
    const post = (headers: Record<string, string>) =>
      app.request('http://localhost/api/member/login', {
        method: 'POST',
        body: payload,
        headers: { 'content-type': 'application/json', ...headers },
      });
    expect((await post({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ origin: 'http://localhost' })).status).toBe(200);
    expect((await post({})).status).toBe(200);
    // Forwarded headers from a client that is not a configured proxy are not believed (a
    // configured one: security/sessions.test.ts).
    expect((await post({ origin: 'https://shop.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' })).status).toBe(
      403,
    );
    expect((await post({ origin: 'https://evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' })).status).toBe(
      403,
    );
  });

  it('limits the body size', async () => {
    const response = await client(app).post('/api/member/login', { email: 'a@b.co', password: 'x'.repeat(1_100_000) });
    expect(response.status).toBe(413);
  });

  it('answers unknown /api paths and bad ids with 404 JSON', async () => {
    for (const path of [
      '/api/nothing/here',
      '/api/product/detail/no-such-product',
      '/api/product/addons/abc/list',
      '/api/product/related/999999/list',
      '/api/merchant/contact/999999',
    ]) {
      const response = await client(app).get(path);
      expect(response.status).toBe(404);
      expect(await json(response)).toMatchObject({ status: 404 });
    }
  });

  it('sends the security headers on every response', async () => {
    for (const path of ['/api/product/list', '/api/nothing', '/media/demo/1.svg']) {
      const response = await client(app).get(path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBeTruthy();
      const csp = response.headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("connect-src 'self'");
    }
  });

  it('turns unexpected failures into a 500 JSON without a stack trace', async () => {
    const logged: unknown[] = [];
    const broken = testApp(
      {
        ...db,
        query: async () => {
          throw new Error('database exploded at /secret/path');
        },
      } as Database,
      {
        log: (_m, e) => logged.push(e),
      },
    );
    const response = await broken.request('http://localhost/api/product/list');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('exploded');
    expect(JSON.parse(text)).toMatchObject({ status: 500 });
    expect(logged).toHaveLength(1);
  });
});

describe('catalogue endpoints', () => {
  it('lists products as cards, by category and page', async () => {
    const all = await json(await client(app).get('/api/product/list?pageSize=100'));
    expectShape('productList', all);
    const list = all.productList as { productId: number; category: string; productBase: number; inventory: number; img: string }[];
    expect(list.length).toBeGreaterThanOrEqual(24);
    expect(list.filter((p) => p.productBase === PRODUCT_BASE.auction).length).toBeGreaterThanOrEqual(3);
    expect(list.some((p) => p.inventory === 0)).toBe(true);
    expect(list.every((p) => /^\/media\/demo\/\d+\.svg$/.test(p.img))).toBe(true);
    const tea = await json(await client(app).get(`/api/product/list?category=${encodeURIComponent('茶葉沖泡')}`));
    expectShape('productList', tea);
    const teaList = tea.productList as { category: string }[];
    expect(teaList.length).toBeGreaterThan(0);
    expect(teaList.every((p) => p.category === '茶葉沖泡')).toBe(true);
    const page2 = await json(await client(app).get('/api/product/list?page=2&pageSize=10'));
    expect((page2.productList as unknown[]).length).toBe(10);
  });

  it('answers the product detail with models, variations and images', async () => {
    const browser = client(app);
    const response = await browser.get('/api/product/detail/zhuyin-mechanical-keyboard');
    expect(response.status).toBe(200);
    const body = await json(response);
    expectShape('productDetail', body);
    const variations = body.variations as { title: string; items: { title: string; markPrice: number }[] }[];
    expect(variations.map((x) => x.items.length)).toEqual([3, 2]);
    const models = body.productModels as { title: string; images: unknown[]; markPrice: number }[];
    expect(models).toHaveLength(6);
    // First variation changes fastest.
    expect(models.map((m) => m.title).slice(0, 4)).toEqual(['青軸 / 黑色', '紅軸 / 黑色', '茶軸 / 黑色', '青軸 / 白色']);
    expect(variations[1]!.items[1]!.markPrice).toBe(models[3]!.markPrice);
    expect(models[0]!.images.length).toBeGreaterThan(0);
    expect(body.isFavorited).toBe(false);
  });

  it('answers auction fields and the favourite flag of the member', async () => {
    const browser = client(app);
    await browser.login('buyer@example.com', 'buyer1234');
    const auction = await json(await browser.get('/api/product/detail/auction-vintage-yixing-teapot'));
    expectShape('productDetail', auction);
    expect(auction.productBase).toBe(1);
    expect((auction.auctionRecords as { price: number }[])[0]!.price).toBe(3500);
    expect(auction.minAuctionPrice).toBe(100);
    expect(new Date(auction.endAuctionDate as string).getTime() - Date.now()).toBeLessThan(24 * 3600_000);
    const tea = await answerOf(await browser.get('/api/product/detail/alishan-high-mountain-oolong-150g'), 'productDetail');
    expect(tea.isFavorited).toBe(true);
    expect(tea.productModels).toHaveLength(4);
    expect(tea.productModels[0]!.discountPrice).toBe(790);
  });

  it('answers add-ons, related products and the merchant contact', async () => {
    const browser = client(app);
    const tea = await answerOf(await browser.get('/api/product/detail/alishan-high-mountain-oolong-150g'), 'productDetail');
    const addons = await json(await browser.get(`/api/product/addons/${tea.productId}/list`));
    expectShape('productAddons', addons);
    expect((addons.productAddonsList as unknown[]).length).toBe(2);
    const related = await json(await browser.get(`/api/product/related/${tea.productId}/list`));
    expectShape('productRelated', related);
    expect((related.productList as unknown[]).length).toBe(4);
    const contact = await json(await browser.get(`/api/merchant/contact/${tea.merchantId}`));
    expectShape('merchantContact', contact);
    expect(contact.merchantName).toBe('山嵐茶行');
  });

  it('favourites idempotently and lists them', async () => {
    const browser = client(app);
    await browser.login('member@example.com', 'member1234');
    const productId = await idOf("select id from products where slug = 'canvas-tote-bag'");
    for (let i = 0; i < 2; i += 1) {
      const response = await browser.get(`/api/product/favorite/${productId}`);
      expect(response.status).toBe(200);
      expectShape('productFavorite', await json(response));
    }
    let favourites = await json(await browser.get('/api/member/product/favorites'));
    expectShape('memberFavorites', favourites);
    expect((favourites.productList as { productId: number; isFavorited: boolean }[]).filter((p) => p.productId === productId)).toEqual([
      expect.objectContaining({ productId, isFavorited: true }),
    ]);
    for (let i = 0; i < 2; i += 1) expect((await browser.get(`/api/product/unfavorite/${productId}`)).status).toBe(200);
    favourites = await json(await browser.get('/api/member/product/favorites'));
    expect((favourites.productList as { productId: number }[]).some((p) => p.productId === productId)).toBe(false);
    expect((await browser.get('/api/product/favorite/999999')).status).toBe(404);
  });
});

describe('member and merchant endpoints', () => {
  it('answers the profile with followers', async () => {
    const browser = client(app);
    await browser.login('buyer@example.com', 'buyer1234');
    const profile = await json(await browser.get('/api/member/account/detail'));
    expectShape('memberAccountDetail', profile);
    expect(profile).toMatchObject({
      status: 200,
      email: 'buyer@example.com',
      tier: 1,
      memberType: 0,
      totalFollowers: 1,
      dob: '1990-05-20',
    });
  });

  it('lists only the buyer’s orders; another member’s order is 404', async () => {
    const browser = client(app);
    await browser.login('buyer@example.com', 'buyer1234');
    const list = await json(await browser.get('/api/member/order/list'));
    expectShape('memberOrderList', list);
    const orders = list.orders as { orderId: number; status: number }[];
    expect(new Set(orders.map((o) => o.status)).size).toBe(8);
    for (const order of orders) {
      const detail = await json(await browser.get(`/api/member/order/detail/${order.orderId}`));
      expectShape('memberOrderDetail', detail);
      expect((detail.orderModel as { orderItems: unknown[] }).orderItems.length).toBeGreaterThan(0);
    }
    const othersOrder = await idOf("select o.id from orders o join members m on m.id = o.buyer_id where m.email = 'member@example.com'");
    expect(orders.some((o) => o.orderId === othersOrder)).toBe(false);
    const response = await browser.get(`/api/member/order/detail/${othersOrder}`);
    expect(response.status).toBe(404);
    expect((await browser.get('/api/member/order/detail/99999999')).status).toBe(404);
  });

  it('lets a merchant see only its own products and orders', async () => {
    const browser = client(app);
    await browser.login('merchant2@example.com', 'merchant1234');
    const merchantId = await idOf("select id from members where email = 'merchant2@example.com'");
    const products = await json(await browser.get('/api/merchant/product/list'));
    expectShape('merchantProductList', products);
    const ids = (products.productList as { productId: number }[]).map((p) => p.productId);
    const own = await db.query<{ id: number }>('select id from products where merchant_id = $1', [merchantId]);
    expect(ids.sort()).toEqual(own.map((r) => r.id).sort());
    const orders = await json(await browser.get('/api/merchant/order/list'));
    expectShape('merchantOrderList', orders);
    const orderIds = (orders.orders as { orderId: number }[]).map((o) => o.orderId);
    const ownOrders = await db.query<{ id: number }>('select id from orders where merchant_id = $1', [merchantId]);
    expect(orderIds.sort()).toEqual(ownOrders.map((r) => r.id).sort());
    const filtered = await json(await browser.get('/api/merchant/order/list?status=2'));
    expect((filtered.orders as { status: number }[]).every((o) => o.status === ORDER_STATUS.awaitingPayment)).toBe(true);
    // The merchant may open its shop's order, but not another shop's.
    expect((await browser.get(`/api/member/order/detail/${ownOrders[0]!.id}`)).status).toBe(200);
    const otherShop = await idOf('select id from orders where merchant_id <> $1 limit 1', [merchantId]);
    expect((await browser.get(`/api/member/order/detail/${otherShop}`)).status).toBe(404);
  });
});

describe('demo media', () => {
  it('draws the seeded placeholder images as SVG', async () => {
    const response = await client(app).get('/media/demo/1.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await response.text();
    expect(svg).toContain('<svg');
    expect(svg).toContain('台灣高山烏龍茶 150g');
    expect((await client(app).get('/media/demo/99999.svg')).status).toBe(404);
  });
});

describe('compression', () => {
  test('JSON answers are gzip-compressed for clients that accept it, and decode to the same body', async () => {
    const plain = await app.request('/api/product/list?pageSize=100');
    const zipped = await app.request('/api/product/list?pageSize=100', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const { gunzipSync } = await import('node:zlib');
    const decoded = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8');
    expect(JSON.parse(decoded)).toEqual(await plain.json());
  });
});
