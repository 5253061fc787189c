// Language in URLs (contracts format/language.ts): a page has one path in every language, the
// checkout's /en/checkout excepted; any other language-prefixed path is redirected to its one path
// with ?lang=, its query kept, and never off the site.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase, type Database } from '../db';
import { testApp, type TestApp } from '../../test/test-support';
import { PAYMENT_TYPE } from '@storefront/contracts';
import { ecpayPaymentParams } from '../payments/ecpay-form';
import { findStaticRoots } from './roots';

let dir: string;
let db: Database;
let app: TestApp;

function write(path: string, content: string) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'api-language-urls-'));
  write(join(dir, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
  write(join(dir, 'shell/dist/remotes.json'), '{}');
  db = await openDatabase({ DATA_DIR: 'memory' });
  await migrate(db);
  const { roots } = findStaticRoots({}, dir);
  app = testApp(db, { staticRoots: roots });
});

afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, init: RequestInit = {}) => app.request(`http://localhost${path}`, { redirect: 'manual', ...init });
const languageCookie = (response: Response) => /storefront_lang=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];

describe('language-prefixed paths', () => {
  it.each([
    ['/en/member/order/12', '/member/order/12?lang=en'],
    ['/en/member/orders/', '/member/orders/?lang=en'],
    ['/en/member/orders?page=2&sort=new', '/member/orders?page=2&sort=new&lang=en'],
    ['/en/search?q=%E8%8C%B6&lang=zh-tw', '/search?q=%E8%8C%B6&lang=en'],
    ['/en', '/?lang=en'],
    ['/zh-tw/checkout/payment', '/checkout/payment?lang=zh-tw'],
  ])('redirects %s to its one path %s', async (path, target) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(target);
  });

  it('redirects a HEAD too', async () => {
    const response = await get('/en/member', { method: 'HEAD' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/member?lang=en');
  });

  it.each(['/en//evil.example', '/en//evil.example/login?x=1', '/en/%5Cevil.example', '/en/%2F%2Fevil.example', '/en///evil.example'])(
    'never sends %s off the site',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(301);
      const location = response.headers.get('location')!;
      expect(location).toMatch(/^\/[^/\\]/);
      expect(new URL(location, 'https://shop.example').origin).toBe('https://shop.example');
    },
  );

  it('lands on the page in the language of the link: the target sets the language cookie', async () => {
    const target = (await get('/en/member/orders/')).headers.get('location')!;
    const page = await get(target);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>shell</title>');
    expect(languageCookie(page)).toBe('en');
  });

  it("serves the specification's /en/checkout as a page in English, not a redirect", async () => {
    const page = await get('/en/checkout/finish/12', { headers: { cookie: 'storefront_lang=zh-tw' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>shell</title>');
    expect(languageCookie(page)).toBe('en');
  });

  it('leaves the API and unprefixed pages alone', async () => {
    expect((await get('/api/en/nothing')).status).toBe(404);
    expect((await get('/member/orders')).status).toBe(200);
    expect((await get('/english')).status).toBe(200);
  });

  it("sends the buyer back from the provider to the checkout's finish page in the order's language", async () => {
    const order = { orderId: 12, orderStatementId: 'ZS20261125000012', totalPrice: 500, paymentType: PAYMENT_TYPE.creditCard };
    const english = ecpayPaymentParams(order, 'http://localhost', { language: 'en' }).ClientBackURL!;
    const chinese = ecpayPaymentParams(order, 'http://localhost', { language: 'zh-tw' }).ClientBackURL!;
    expect(english).toBe('http://localhost/en/checkout/finish/12');
    expect(chinese).toBe('http://localhost/checkout/finish/12');
    for (const back of [english, chinese]) expect((await get(new URL(back).pathname)).status).toBe(200);
  });
});
