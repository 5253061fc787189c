// Sessions and requests: the session id changes at login (a planted id is worthless), logout and
// account cancel end every way back in, every POST from another origin is refused, return URLs
// stay on the site, login and bids are rate-limited with a clear message, and the security
// headers are on API answers and pages alike.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpointNames, safeReturnUrl } from '@storefront/contracts';
import { endpoints } from '@storefront/contracts/endpoints';
import type { Database } from '../db';
import { findStaticRoots } from '../static/roots';
import { client, ORIGIN, testApp, type TestApp, openSeededApp } from '../../test/test-support';
import { BIDS_ALLOWED, LOGIN_FAILURES_ALLOWED } from './rate-limit';
import { checkMacValue, ECPAY_STAGE } from '../payments/ecpay-check-mac';
import { GOMYPAY_SANDBOX, gomypayParams } from '../payments/gomypay-form';

/** A cashier form signed with the sandbox's keys, for an order that does not exist. */
function signedEcpay(extra: Record<string, string>): Record<string, string> {
  const fields: Record<string, string> = {
    MerchantID: ECPAY_STAGE.merchantId,
    MerchantTradeNo: '999999T1',
    MerchantTradeDate: '2030/01/01 00:00:00',
    PaymentType: 'aio',
    TotalAmount: '100',
    TradeDesc: 'x',
    ItemName: 'x',
    ReturnURL: `${ORIGIN}/api/payment/ecpay/notify`,
    ChoosePayment: 'Credit',
    EncryptType: '1',
    CustomField1: '999999',
    ...extra,
  };
  return { ...fields, CheckMacValue: checkMacValue(fields, ECPAY_STAGE) };
}
import { databaseFingerprint, fillPath } from '../../test/security/fixtures';

let db: Database;
let app: TestApp;

openSeededApp((opened) => ({ db, app } = opened), { rateLimits: true });

const detail = (sid: string | undefined) => app.request(`${ORIGIN}/api/member/account/detail`, { headers: { cookie: `sid=${sid}` } });

describe('session lifecycle', () => {
  it('ignores a planted session id and issues a new one at login', async () => {
    const planted = 'attacker-chosen-session-id-0123456789';
    const response = await app.request(`${ORIGIN}/api/member/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `sid=${planted}` },
      body: JSON.stringify({ email: 'member@example.com', password: 'member1234' }),
    });
    expect(response.status).toBe(200);
    const issued = /sid=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    expect(issued).toBeTruthy();
    expect(issued).not.toBe(planted);
    expect((await detail(planted)).status).toBe(401);
    expect((await detail(issued)).status).toBe(200);
  });

  it('login sets a readable hint that a member is logged in, and logout clears it', async () => {
    const login = await app.request(`${ORIGIN}/api/member/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@example.com', password: 'member1234' }),
    });
    const cookies = login.headers.getSetCookie();
    const hint = cookies.find((cookie) => cookie.startsWith('storefront_member=1'));
    expect(hint).toBeTruthy();
    expect(hint).not.toMatch(/httponly/i);
    expect(cookies.find((cookie) => cookie.startsWith('sid='))).toMatch(/httponly/i);
    const sid = /sid=([^;]*)/.exec(cookies.join('\n'))?.[1];
    const logout = await app.request(`${ORIGIN}/api/member/logout`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: `sid=${sid}; storefront_member=1` },
    });
    expect(logout.headers.getSetCookie().find((cookie) => cookie.startsWith('storefront_member='))).toMatch(/Max-Age=0/i);
  });

  it('a session started before the hint existed gets the hint on its next page; a dead session does not', async () => {
    const login = await app.request(`${ORIGIN}/api/member/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@example.com', password: 'member1234' }),
    });
    const sid = /sid=([^;]*)/.exec(login.headers.getSetCookie().join('\n'))?.[1];
    const hintOf = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith('storefront_member='));
    expect(hintOf(await app.request(`${ORIGIN}/member/orders`, { headers: { cookie: `sid=${sid}` } }))).toMatch(/^storefront_member=1/);
    expect(
      hintOf(await app.request(`${ORIGIN}/member/orders`, { headers: { cookie: `sid=${sid}; storefront_member=1` } })),
    ).toBeUndefined();
    expect(hintOf(await app.request(`${ORIGIN}/member/orders`, { headers: { cookie: 'sid=not-a-session-id' } }))).toBeUndefined();
  });

  it('an API call of such a session gets the hint too, its session read from the database once', async () => {
    const browser = client(app);
    await browser.login('member@example.com', 'member1234');
    const sid = browser.sid;
    const sessionReads: string[] = [];
    const counting: Database = {
      ...db,
      query: (sql, params) => {
        if (/\bfrom sessions\b/.test(sql)) sessionReads.push(sql);
        return db.query(sql, params);
      },
    };
    const response = await testApp(counting).request(`${ORIGIN}/api/member/account/detail`, { headers: { cookie: `sid=${sid}` } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().find((cookie) => cookie.startsWith('storefront_member='))).toMatch(/^storefront_member=1/);
    expect(sessionReads).toHaveLength(1);
  });

  it('logout ends the session even if the cookie is replayed', async () => {
    const browser = client(app);
    await browser.login('buyer@example.com', 'buyer1234');
    const sid = browser.sid;
    expect((await detail(sid)).status).toBe(200);
    expect((await browser.post('/api/member/logout')).status).toBe(200);
    expect(browser.sid).toBeUndefined();
    expect((await detail(sid)).status).toBe(401);
  });

  it('cancelling the account ends all its sessions and its password no longer logs in', async () => {
    const first = client(app);
    const payload = { email: 'leaving@example.com', password: 'leaving12', confirmPassword: 'leaving12', firstName: '離', lastName: '開' };
    expect((await first.post('/api/member/register', payload)).status).toBe(200);
    await first.login(payload.email, payload.password);
    const second = client(app);
    await second.login(payload.email, payload.password);
    const [member] = await db.query<{ id: number }>("select id from members where email = 'leaving@example.com'");
    expect((await first.post('/api/member/account/cancel', { userId: member!.id })).status).toBe(200);
    expect((await detail(first.sid)).status).toBe(401);
    expect((await detail(second.sid)).status).toBe(401);
    expect((await client(app).post('/api/member/login', { email: payload.email, password: payload.password })).status).toBe(401);
  });
});

describe('password change', () => {
  it("ends the member's other sessions and gives the current one a new id", async () => {
    const email = 'rotate@example.com';
    const register = { email, password: 'rotate1234', confirmPassword: 'rotate1234', firstName: '換', lastName: '密' };
    const here = client(app);
    expect((await here.post('/api/member/register', register)).status).toBe(200);
    await here.login(email, 'rotate1234');
    const elsewhere = client(app);
    await elsewhere.login(email, 'rotate1234');
    const before = here.sid;
    const change = await here.post('/api/member/account/resetpassword', {
      oldPassword: 'rotate1234',
      newPassword: 'rotate5678',
      confirmNewPassword: 'rotate5678',
    });
    expect(change.status).toBe(200);
    expect(here.sid).toBeTruthy();
    expect(here.sid).not.toBe(before);
    expect((await detail(here.sid)).status).toBe(200);
    expect((await detail(before)).status).toBe(401);
    expect((await detail(elsewhere.sid)).status).toBe(401);
  });
});

describe('X-Forwarded-* headers', () => {
  const login = (headers: Record<string, string>, peer?: string) =>
    app.request(
      `${ORIGIN}/api/member/login`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email: 'member@example.com', password: 'member1234' }),
      },
      peer ? { incoming: { socket: { remoteAddress: peer } } } : undefined,
    );
  const sidCookie = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith('sid=')) ?? '';

  it('a client cannot claim https or another host: only a configured proxy can', async () => {
    const claims = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example', origin: 'https://evil.example' };
    // From any client: the Secure flag and the origin check ignore the headers.
    const direct = await login(claims, '203.0.113.9');
    expect(direct.status).toBe(403);
    const honest = await login({ 'x-forwarded-proto': 'https' }, '203.0.113.9');
    expect(honest.status).toBe(200);
    expect(sidCookie(honest)).not.toMatch(/secure/i);

    // Through the proxy named in the configuration they are believed.
    const proxied = testApp(db, { trustedProxies: ['10.0.0.2'] });
    const viaProxy = (headers: Record<string, string>) =>
      proxied.request(
        `${ORIGIN}/api/member/login`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ email: 'member@example.com', password: 'member1234' }),
        },
        { incoming: { socket: { remoteAddress: '::ffff:10.0.0.2' } } },
      );
    const shop = await viaProxy({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example', origin: 'https://shop.example' });
    expect(shop.status).toBe(200);
    expect(sidCookie(shop)).toMatch(/secure/i);
    expect(
      (await viaProxy({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example', origin: 'https://evil.example' })).status,
    ).toBe(403);
  });
});

describe('CSRF', () => {
  const sandboxPosts = [
    '/sandbox/ecpay/simulate',
    '/sandbox/gomypay/simulate',
    '/sandbox/logistics/print',
    '/google-login-add',
    '/facebook-login-remove',
  ];

  it('refuses every POST of the endpoint table and the sandbox from another origin, logged in, and writes nothing', async () => {
    const browser = client(app);
    await browser.login('merchant@example.com', 'merchant1234');
    const posts = endpointNames.filter((name) => endpoints[name].method === 'POST').map((name) => fillPath(endpoints[name].path, {}));
    expect(posts.length).toBeGreaterThan(20);
    const before = await databaseFingerprint(db);
    for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example', 'http://localhost:1']) {
      for (const path of [...posts, ...sandboxPosts]) {
        const response = await browser.post(path, { orderId: 1, productId: 1, id: 1 }, { origin });
        expect([path, origin, response.status]).toEqual([path, origin, 403]);
      }
    }
    expect(await databaseFingerprint(db)).toBe(before);
  });
});

describe('catalogue answers', () => {
  it('are private to a logged-in member and revalidated for a visitor', async () => {
    const member = client(app);
    await member.login('member@example.com', 'member1234');
    for (const path of ['/api/product/list', '/api/product/list?category=1']) {
      expect((await member.get(path)).headers.get('cache-control')).toMatch(/(^|,\s*)private(,|$)/);
      const visitor = (await client(app).get(path)).headers.get('cache-control') ?? '';
      expect(visitor).toBe('no-cache');
    }
  });
});

describe('return URLs', () => {
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

  it.each(['/%09/evil.example', '//evil.example', '/\\evil.example', '/%2F%2Fevil.example', 'https://evil.example/'])(
    'the sandbox store map does not send the buyer to %p',
    async (reply) => {
      const query = new URLSearchParams({ LogisticsSubType: 'FAMIC2C', ServerReplyURL: reply });
      const response = await app.request(`${ORIGIN}/sandbox/logistics/map?${query.toString()}`);
      expect(response.status).toBe(400);
      expect(await response.text()).not.toContain('evil.example');
    },
  );

  it.each([`${ORIGIN}//evil.example`, `${ORIGIN}/%09/evil.example`, '//evil.example', `${ORIGIN}/%2F%2Fevil.example`])(
    'the sandbox cashiers do not send the buyer back to %p',
    async (back) => {
      const ecpay = signedEcpay({ ClientBackURL: back });
      const ecpayAnswer = await app.request(`${ORIGIN}/sandbox/ecpay/simulate`, form({ ...ecpay, sandboxOutcome: 'fail' }));
      expect([ecpayAnswer.status, ecpayAnswer.headers.get('location')]).toEqual([400, null]);
      const gomypay = gomypayParams(
        {
          orderId: 1,
          orderStatementId: 'X',
          totalPrice: 1,
          tradeNo: 'NOSUCHTRADE',
          buyer: { name: 'a', email: 'a@b.co', telephone: '0912345678' },
        },
        back,
        GOMYPAY_SANDBOX,
      );
      const gomypayAnswer = await app.request(`${ORIGIN}/sandbox/gomypay/simulate`, form({ ...gomypay, sandboxOutcome: 'fail' }));
      expect([gomypayAnswer.status, gomypayAnswer.headers.get('location')]).toEqual([400, null]);
    },
  );

  it.each([
    '\u0000//evil.com',
    '\t//evil.com',
    '/\\/evil.com',
    '/%2f%5cevil.com',
    'https:/evil.com',
    '//evil.com@localhost',
    '/%2F%2Fevil.com',
    '/%E2%80%A8/evil.com',
    '\u3000//evil.com',
    '/\u00a0/%2f/evil.com'.replace('\u00a0', '%00'),
    'vbscript:msgbox(1)',
    '/javascript:alert(1)'.slice(1),
  ])('keeps a visitor on the site for %p', (attack) => {
    expect(safeReturnUrl(attack)).toBe('/');
  });
});

describe('rate limits', () => {
  it(`refuses login after ${LOGIN_FAILURES_ALLOWED} failures for the email with 429 and a Chinese message`, async () => {
    const browser = client(app);
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i += 1) {
      expect((await browser.post('/api/member/login', { email: 'buyer@example.com', password: `wrong-${i}` })).status).toBe(401);
    }
    const blocked = await browser.post('/api/member/login', { email: 'buyer@example.com', password: 'buyer1234' });
    expect(blocked.status).toBe(429);
    const body = (await blocked.json()) as { status: number; title: string; msg: string };
    expect(body).toMatchObject({ status: 429, title: '嘗試次數過多' });
    expect(body.msg).toMatch(/登入失敗次數過多/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account from the same client is not locked out by someone guessing this one.
    expect((await client(app).post('/api/member/login', { email: 'member@example.com', password: 'member1234' })).status).toBe(200);
  });

  it(`refuses the bid after ${BIDS_ALLOWED} a minute with 429, per member`, async () => {
    const bidder = client(app);
    await bidder.login('member@example.com', 'member1234');
    const [auction] = await db.query<{ id: number }>('select id from products where product_base = 1 order by id limit 1');
    for (let i = 0; i < BIDS_ALLOWED; i += 1) {
      expect((await bidder.post('/api/product/addAuction', { productId: auction!.id, price: 1 })).status).not.toBe(429);
    }
    const blocked = await bidder.post('/api/product/addAuction', { productId: auction!.id, price: 999_999 });
    expect(blocked.status).toBe(429);
    const msg: unknown = expect.stringMatching(/出價過於頻繁/);
    expect(await blocked.json()).toMatchObject({ status: 429, title: '嘗試次數過多', msg });
    const other = client(app);
    await other.login('merchant2@example.com', 'merchant1234');
    expect((await other.post('/api/product/addAuction', { productId: auction!.id, price: 1 })).status).not.toBe(429);
  });
});

describe('security headers', () => {
  let dir: string;
  let pages: TestApp;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'api-security-'));
    mkdirSync(join(dir, 'shell/dist'), { recursive: true });
    writeFileSync(join(dir, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
    mkdirSync(join(dir, 'mf-product/dist'), { recursive: true });
    writeFileSync(join(dir, 'mf-product/dist/remoteEntry.js'), 'var mf_product;');
    pages = testApp(db, { staticRoots: findStaticRoots({}, dir).roots });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    '/',
    '/member/orders',
    '/remotes/mf-product/remoteEntry.js',
    '/api/product/list',
    '/api/member/account/detail',
    '/api/nothing',
    '/media/demo/1.svg',
  ])('sends CSP (remotes allowed from self, no framing), nosniff and DENY on %s', async (path) => {
    const response = await pages.request(`${ORIGIN}${path}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("object-src 'none'");
  });
});
