// The server's first screen in the shell's page: which pages get one, what the page then holds
// (the rendered HTML, the answers as safe JSON, the language, main.js started after the paint),
// and that anything going wrong leaves the page to the browser; the remotes' server bundles found
// through the remote map and loaded anew when a remote is deployed. The shell's server build and
// the remotes' bundles here are stand-ins (the real ones are checked in the browser by
// e2e/src/tests/first-screen.e2e.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Database } from '../db';
import { openSeededApp, sidFrom, testApp, type TestApp } from '../../test/test-support';
import { withCatalogueCache } from '../routes/product/catalogue-cache';
import { findStaticRoots } from './roots';
import { scriptSafeJson, withFirstScreen } from './first-screen';

/** The data the page carries for the browser to adopt: the area and the answers of its calls. */
const firstScreenData = (text: string) => JSON.parse(text) as { area: unknown; answers: Record<string, unknown> };

const PAGE =
  '<!doctype html><html lang=zh-Hant-TW><head><title>shell</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

// The shell's server build: renders the module the request brings, and throws for a URL with
// "boom" in it. It hands the remotes' bundles its shared packages (here one stand-in).
const STAND_IN_SHELL = `
exports.SHARED_MODULES = { '@storefront/ui': { frame: 'shell' } };
exports.renderFirstScreenPage = async ({ url, lang, answers, modules }) => {
  globalThis.standInRenders = (globalThis.standInRenders ?? 0) + 1;
  if (url.includes('boom')) throw new Error('render failed');
  const [module] = Object.values(modules);
  return { html: module.default({ url, lang, answers }) };
};`;

// A remote's server bundle (dist/server/server.<hash>.cjs): its exposed modules, rendering with
// what it requires of the shell's shared packages.
const standInRemote = (exposes: Record<string, string>, version = 'v1') => `
const ui = require('@storefront/ui');
exports.exposes = {${Object.entries(exposes)
  .map(
    ([name, body]) =>
      `${JSON.stringify(name)}: { default: ({ url, lang, answers }) => { const answer = Object.values(answers)[0]; return ${body}; } }`,
  )
  .join(',')}};
exports.version = ${JSON.stringify(version)};`;

const PRODUCT_REMOTE = {
  './ProductPage': "'<h1>' + lang + ': ' + answer.title + '</h1>'",
  './ListingPage': "'<p>' + lang + ': ' + answer.total + ' results, ' + answer.productList.map((p) => p.title).join('/') + '</p>'",
};

const dir = mkdtempSync(join(tmpdir(), 'api-first-screen-'));
function write(path: string, content: string) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
}
/** Puts a server bundle in a remote's dist and names it in its manifest, as its build does. */
function deployServerBundle(folder: string, hash: string, code: string, browserManifest: object = {}) {
  write(join(dir, folder, 'dist/server', `server.${hash}.cjs`), code);
  write(
    join(dir, folder, 'dist/mf-manifest.json'),
    JSON.stringify({
      ...browserManifest,
      metaData: {
        publicPath: 'auto',
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        ssrRemoteEntry: { name: `server/server.${hash}.cjs`, path: '' },
      },
    }),
  );
}
write(join(dir, 'shell/dist/index.html'), PAGE);
write(
  join(dir, 'shell/dist/remotes.json'),
  JSON.stringify({
    mf_product: '/remotes/mf-product/remoteEntry.js',
    mf_orders: { browser: '/remotes/mf-orders/remoteEntry.js', server: '/remotes/mf-orders/mf-manifest.json' },
    mf_cart: '/remotes/mf-cart/remoteEntry.js',
  }),
);
write(join(dir, 'shell/dist-server/render-first-screen.cjs'), STAND_IN_SHELL);
const PRODUCT_MANIFEST = {
  exposes: [{ path: './ProductPage', assets: { js: { sync: ['p.1234abcd.js'] }, css: { sync: ['p.1234abcd.css'] } } }],
};
deployServerBundle('mf-product', 'aaaa1111', standInRemote(PRODUCT_REMOTE), PRODUCT_MANIFEST);
write(join(dir, 'mf-product/dist/p.1234abcd.css'), '.product-page{display:grid}');
deployServerBundle('mf-orders', 'bbbb2222', standInRemote({ './OrderList': "'<p>' + lang + ': ' + answer.orders.length + ' orders</p>'" }));
deployServerBundle('mf-cart', 'cccc3333', standInRemote({ './CartApp': "'<p>' + lang + ': empty cart (' + ui.frame + ')</p>'" }));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let app: TestApp;
let db: Database;
openSeededApp(
  ({ app: opened, db: database }) => {
    app = opened;
    db = database;
  },
  { staticRoots: findStaticRoots({}, dir).roots },
);

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await app.request(`http://localhost${path}`, { headers });
  return { status: response.status, html: await response.text() };
};

describe("the server's first screen", () => {
  it('renders a product page with its detail, and hands the browser the same answer', async () => {
    const { status, html } = await page('/products/alishan-high-mountain-oolong-150g');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root" data-adopting><h1>zh-tw: 台灣高山烏龍茶 150g</h1></div>');
    const data = firstScreenData(/<script type="application\/json" id="first-screen-data">(.*?)<\/script>/.exec(html)![1]!);
    expect(data.area).toEqual({ remote: 'mf_product', exposed: './ProductPage' });
    expect((data.answers['/api/product/detail/alishan-high-mountain-oolong-150g'] as { title: string }).title).toBe('台灣高山烏龍茶 150g');
    // The remote's styles are written into the page, so the HTML shows styled before any script
    // runs, and named as the remote's style loader names the file (it then loads it no more).
    expect(html).toContain('<style data-href="p.1234abcd.css">.product-page{display:grid}</style>');
    expect(html).not.toContain('<link rel="stylesheet" href="/remotes/mf-product/p.1234abcd.css">');
    // The answer is in the page: no second copy fetched ahead (a later reload would get it, stale).
    expect(html).not.toContain('href="/api/product/detail/');
  });

  it('starts main.js and the hints after the first paint, the hints kept inert in a template until then', async () => {
    const { html } = await page('/products/alishan-high-mountain-oolong-150g');
    expect(html).not.toContain('<script defer src=/main.js>');
    expect(html).not.toContain('href="/main.js"');
    expect(html).toContain('<script defer src="/start-after-paint.js" data-main="/main.js"></script>');
    const template = /<template id="after-paint-hints">(.*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(template).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="high" href="/remotes.json">');
    expect(template).toContain('<link rel="prefetch" as="script" href="/remotes/mf-product/p.1234abcd.js">');
    // Outside the template, nothing is fetched ahead.
    expect(html.replace(template, '')).not.toMatch(/rel="(prefetch|preload)"/);
  });

  it("renders in the language of the visitor's cookie", async () => {
    const { html } = await page('/products/alishan-high-mountain-oolong-150g', { cookie: 'storefront_lang=en' });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>en: 台灣高山烏龍茶 150g</h1>');
  });

  it('renders in the language the URL asks for (?lang=), whatever the cookie says, and the cookie then says it too', async () => {
    const response = await app.request('http://localhost/products/alishan-high-mountain-oolong-150g?lang=en', {
      headers: { cookie: 'storefront_lang=zh-tw' },
    });
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>en: 台灣高山烏龍茶 150g</h1>');
    // The page's <head> is in the same language as its body.
    expect(html).toContain('<title>台灣高山烏龍茶 150g | Taiwan Market</title>');
    expect(response.headers.get('set-cookie')).toMatch(/^storefront_lang=en; Max-Age=31536000; Path=\/; SameSite=Lax/);
    // Asked in the cookie's own language: nothing to set.
    const same = await app.request('http://localhost/products/alishan-high-mountain-oolong-150g?lang=en', {
      headers: { cookie: 'storefront_lang=en' },
    });
    expect(same.headers.get('set-cookie') ?? '').not.toContain('storefront_lang');
  });

  it('ignores a ?lang= that names no language of the shop', async () => {
    const response = await app.request('http://localhost/products/alishan-high-mountain-oolong-150g?lang=fr', {
      headers: { cookie: 'storefront_lang=en' },
    });
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>en: 台灣高山烏龍茶 150g</h1>');
    expect(response.headers.get('set-cookie') ?? '').not.toContain('storefront_lang');
  });

  it("renders the buyer's orders with the buyer's session, and privately", async () => {
    const login = await app.request('http://localhost/api/member/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ email: 'buyer@example.com', password: 'buyer1234' }),
    });
    const sid = sidFrom(login);
    const response = await app.request('http://localhost/member/orders', { headers: { cookie: `sid=${sid}` } });
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const html = await response.text();
    const data = firstScreenData(/id="first-screen-data">(.*?)<\/script>/.exec(html)![1]!);
    const orders = (data.answers['/api/member/order/list'] as { orders: unknown[] }).orders;
    expect(orders.length).toBeGreaterThan(0);
    expect(html).toContain(`<p>zh-tw: ${orders.length} orders</p>`);
  });

  it('renders the cart page as the empty cart it is for a visitor without the cart cookie, not for one with it', async () => {
    expect((await page('/cart')).html).toContain('<div id="root" data-adopting><p>zh-tw: empty cart (shell)</p></div>');
    expect((await page('/cart', { cookie: 'storefront_cart=1' })).html).not.toContain('first-screen-data');
  });

  it('renders a search with the answer of the query its URL gives, and hands the browser that answer under its query', async () => {
    const { status, html } = await page(`/search?q=${encodeURIComponent('烏龍')}&sort=priceAsc&utm_source=line`, {
      cookie: 'storefront_lang=en',
    });
    expect(status).toBe(200);
    const data = firstScreenData(/id="first-screen-data">(.*?)<\/script>/.exec(html)![1]!);
    expect(data.area).toEqual({ remote: 'mf_product', exposed: './ListingPage' });
    expect(Object.keys(data.answers)).toEqual([`/api/product/search?q=${encodeURIComponent('烏龍')}&sort=priceAsc`]);
    const answer = Object.values(data.answers)[0] as { total: number; productList: { title: string; price: number }[] };
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.productList.map((product) => product.title)).toContain('鹿谷凍頂烏龍茶 300g');
    // Cheapest first, as the query asked.
    const prices = answer.productList.map((product) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(html).toContain(`<p>en: ${answer.total} results, ${answer.productList.map((p) => p.title).join('/')}</p>`);
    // The answer is in the page: the call is not fetched ahead as well.
    expect(html).not.toContain('href="/api/product/search');
    // The listing's own head stays: its title, not the rendered screen's.
    expect(html).toContain('<title>Results for “烏龍” | Taiwan Market</title>');
  });

  it('renders a category and a brand with their id from the path', async () => {
    const [tea] = await db.query<{ id: number }>("select id from catelogs where title = '茶葉沖泡'");
    const category = await page(`/category/${tea!.id}?inStock=1`);
    const categoryData = firstScreenData(/id="first-screen-data">(.*?)<\/script>/.exec(category.html)![1]!);
    const [key] = Object.keys(categoryData.answers);
    expect(key).toBe(`/api/product/search?category=${tea!.id}&inStock=1`);
    expect((categoryData.answers[key!] as { category: { title: string } }).category.title).toBe('茶葉沖泡');
    expect(category.html).toMatch(/<p>zh-tw: [1-9]\d* results, /);
    const [brand] = await db.query<{ id: number }>("select id from brands where title = '鹿谷茶莊'");
    const brandPage = await page(`/brand/${brand!.id}`);
    const brandData = firstScreenData(/id="first-screen-data">(.*?)<\/script>/.exec(brandPage.html)![1]!);
    expect((brandData.answers[`/api/product/search?brand=${brand!.id}`] as { brand: { title: string } }).brand.title).toBe('鹿谷茶莊');
    expect(brandPage.html).toContain('<title>鹿谷茶莊 | 台灣市集</title>');
  });

  it('renders a listing whose query string holds values the search refuses without them, as the listing asks', async () => {
    const [tea] = await db.query<{ id: number }>("select id from catelogs where title = '茶葉沖泡'");
    for (const [search, kept] of [
      [`q=${'茶'.repeat(2000)}`, ''],
      // (A NUL, %00, is refused with a 400 before any route: app.ts refuseNulInUrl.)
      ['q=%E8%8C%B6%07%7F', ''],
      ['q=tea%1B%5B31m%C2%85&inStock=1', 'inStock=1'],
      ['page=-1', ''],
      ['page=abc&sort=cheapest', ''],
      ['minPrice=%E2%80%AE&sort=priceAsc', 'sort=priceAsc'],
    ] as const) {
      for (const [path, listed] of [
        ['/search', ''],
        [`/category/${tea!.id}`, `category=${tea!.id}`],
      ] as const) {
        const { status, html } = await page(`${path}?${search}`);
        expect([path, search, status]).toEqual([path, search, 200]);
        const data = firstScreenData(/id="first-screen-data">(.*?)<\/script>/.exec(html)?.[1] ?? '{}');
        const query = [listed, kept].filter(Boolean).join('&');
        expect([path, search, Object.keys(data.answers ?? {})]).toEqual([path, search, [`/api/product/search${query ? `?${query}` : ''}`]]);
        expect(html).toMatch(/<p>zh-tw: [1-9]\d* results, /);
      }
    }
    // The head still names the search, its text cleaned of control characters.
    const { html } = await page('/search?q=%E8%8C%B6%07%7F');
    expect(html).toContain('<title>「茶」的搜尋結果 | 台灣市集</title>');
  });

  it('leaves the page to the browser for an unknown product, a page it does not render, a HEAD, a failing render', async () => {
    // Signed out (or a session that no longer holds): the orders page sends the visitor to log in.
    for (const path of ['/products/no-such-product', '/checkout', '/', '/products/boom', '/member/orders']) {
      const { html } = await page(path);
      expect(html).toContain('<div id=root></div>');
      expect(html).toContain('<script defer src=/main.js></script>');
      expect(html).not.toContain('first-screen-data');
    }
    expect((await page('/member/orders', { cookie: 'sid=expired' })).html).not.toContain('first-screen-data');
    const head = await app.request('http://localhost/products/alishan-high-mountain-oolong-150g', { method: 'HEAD' });
    expect(head.status).toBe(200);
  });
});

describe("a remote's server bundle", () => {
  const PRODUCT = '/products/alishan-high-mountain-oolong-150g';

  it('is loaded anew when the remote is deployed alone, without a restart', async () => {
    expect((await page(PRODUCT)).html).toContain('<h1>zh-tw: 台灣高山烏龍茶 150g</h1>');
    deployServerBundle(
      'mf-product',
      'dddd4444',
      standInRemote({ './ProductPage': "'<h1>new: ' + answer.title + '</h1>'" }),
      PRODUCT_MANIFEST,
    );
    expect((await page(PRODUCT)).html).toContain('<h1>new: 台灣高山烏龍茶 150g</h1>');
    // And back: an older build deployed again.
    deployServerBundle('mf-product', 'aaaa1111', standInRemote(PRODUCT_REMOTE), PRODUCT_MANIFEST);
    write(join(dir, 'mf-product/dist/p.1234abcd.css'), '.product-page{display:grid}');
    expect((await page(PRODUCT)).html).toContain('<h1>zh-tw: 台灣高山烏龍茶 150g</h1>');
  });

  it('that is missing or does not load leaves its page to the browser, and the next deploy renders again', async () => {
    deployServerBundle('mf-product', 'eeee5555', 'throw new Error("broken bundle");', PRODUCT_MANIFEST);
    const broken = await page(PRODUCT);
    expect(broken.status).toBe(200);
    expect(broken.html).toContain('<div id=root></div>');
    write(join(dir, 'mf-product/dist/mf-manifest.json'), JSON.stringify(PRODUCT_MANIFEST));
    expect((await page(PRODUCT)).html).not.toContain('first-screen-data');
    deployServerBundle('mf-product', 'aaaa1111', standInRemote(PRODUCT_REMOTE), PRODUCT_MANIFEST);
    write(join(dir, 'mf-product/dist/p.1234abcd.css'), '.product-page{display:grid}');
    expect((await page(PRODUCT)).html).toContain('<h1>zh-tw: 台灣高山烏龍茶 150g</h1>');
  });
});

describe("a signed-out visitor's page, kept while the catalogue and the deploy stay the same", () => {
  const PRODUCT = '/products/alishan-high-mountain-oolong-150g';
  /** How many pages the shell's server build has rendered so far. */
  const renders = () => (globalThis as { standInRenders?: number }).standInRenders ?? 0;
  let served: Database;
  let kept: TestApp;
  beforeAll(() => {
    served = withCatalogueCache(db);
    kept = testApp(served, { staticRoots: findStaticRoots({}, dir).roots });
  });
  const visit = async (path: string, headers: Record<string, string> = {}) => {
    const response = await kept.request(`http://localhost${path}`, { headers });
    return { status: response.status, etag: response.headers.get('etag'), html: await response.text() };
  };

  it('renders a product page once, then sends it as rendered, with its ETag answered by a 304', async () => {
    const first = await visit(PRODUCT);
    const before = renders();
    const again = await visit(PRODUCT);
    expect(renders()).toBe(before);
    expect(again).toEqual(first);
    expect(again.html).toContain('<h1>zh-tw: 台灣高山烏龍茶 150g</h1>');
    expect((await visit(PRODUCT, { 'if-none-match': first.etag! })).status).toBe(304);
  });

  it('sends a browser that takes gzip the page gzipped once when kept, the same page', async () => {
    const plain = await visit(PRODUCT);
    const before = renders();
    const response = await kept.request(`http://localhost${PRODUCT}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(renders()).toBe(before);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
    expect(gunzipSync(body).toString('utf8')).toBe(plain.html);
    // Its ETag is weak (the bytes differ from the plain page's), and still answered by a 304.
    const etag = response.headers.get('etag')!;
    expect(etag).toBe(`W/${plain.etag!.replace(/^W\//, '')}`);
    expect((await visit(PRODUCT, { 'if-none-match': etag, 'accept-encoding': 'gzip' })).status).toBe(304);
    // A browser that refuses gzip gets the page as it is.
    const refused = await kept.request(`http://localhost${PRODUCT}`, { headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(plain.html);
  });

  it('keeps each language and each query string apart', async () => {
    await visit(PRODUCT);
    expect((await visit(PRODUCT, { cookie: 'storefront_lang=en' })).html).toContain('<h1>en: 台灣高山烏龍茶 150g</h1>');
    expect((await visit(PRODUCT)).html).toContain('<h1>zh-tw: 台灣高山烏龍茶 150g</h1>');
    const search = await visit(`/search?q=${encodeURIComponent('烏龍')}`);
    const sorted = await visit(`/search?q=${encodeURIComponent('烏龍')}&sort=priceAsc`);
    const answersOf = (html: string) => Object.keys(firstScreenData(/id="first-screen-data">(.*?)<\/script>/.exec(html)![1]!).answers);
    expect(answersOf(search.html)).toEqual([`/api/product/search?q=${encodeURIComponent('烏龍')}`]);
    expect(answersOf(sorted.html)).toEqual([`/api/product/search?q=${encodeURIComponent('烏龍')}&sort=priceAsc`]);
  });

  it('renders anew after the catalogue changes, showing the change', async () => {
    await visit(PRODUCT);
    const [product] = await db.query<{ id: number; title: string }>(
      "select id, title from products where slug = 'alishan-high-mountain-oolong-150g'",
    );
    try {
      await served.query('update products set title = $2 where id = $1', [product!.id, '阿里山高山茶 150g']);
      expect((await visit(PRODUCT)).html).toContain('<h1>zh-tw: 阿里山高山茶 150g</h1>');
    } finally {
      await served.query('update products set title = $2 where id = $1', [product!.id, product!.title]);
    }
    expect((await visit(PRODUCT)).html).toContain('<h1>zh-tw: 台灣高山烏龍茶 150g</h1>');
  });

  it('renders anew once the remote is deployed again, without a catalogue change', async () => {
    await visit(PRODUCT);
    try {
      deployServerBundle(
        'mf-product',
        'ffff6666',
        standInRemote({ './ProductPage': "'<h1>redeployed: ' + answer.title + '</h1>'" }),
        PRODUCT_MANIFEST,
      );
      expect((await visit(PRODUCT)).html).toContain('<h1>redeployed: 台灣高山烏龍茶 150g</h1>');
    } finally {
      deployServerBundle('mf-product', 'aaaa1111', standInRemote(PRODUCT_REMOTE), PRODUCT_MANIFEST);
      write(join(dir, 'mf-product/dist/p.1234abcd.css'), '.product-page{display:grid}');
    }
    expect((await visit(PRODUCT)).html).toContain('<h1>zh-tw: 台灣高山烏龍茶 150g</h1>');
  });

  describe('a signed-in member', () => {
    let cookie: string;
    let productId: number;
    beforeAll(async () => {
      const login = await kept.request('http://localhost/api/member/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost' },
        body: JSON.stringify({ email: 'buyer@example.com', password: 'buyer1234' }),
      });
      cookie = `sid=${sidFrom(login)}`;
      const [product] = await db.query<{ id: number }>("select id from products where slug = 'alishan-high-mountain-oolong-150g'");
      productId = product!.id;
    });
    const favourite = async (on: boolean) => {
      const response = await kept.request(`http://localhost/api/product/${on ? 'favorite' : 'unfavorite'}/${productId}`, {
        headers: { cookie },
      });
      expect(response.status).toBe(200);
    };
    const favouritedIn = (html: string) =>
      Object.values(firstScreenData(/id="first-screen-data">(.*?)<\/script>/.exec(html)![1]!).answers).map(
        (answer) => (answer as { isFavorited?: boolean }).isFavorited,
      );

    it("is sent the visitor's kept page when their answer is a visitor's, and its ETag's 304", async () => {
      await favourite(false);
      const visitor = await visit(PRODUCT);
      const before = renders();
      const member = await visit(PRODUCT, { cookie });
      await visit(PRODUCT, { cookie });
      expect(renders()).toBe(before);
      expect(member).toEqual(visitor);
      expect(favouritedIn(member.html)).toEqual([false]);
      expect((await visit(PRODUCT, { cookie, 'if-none-match': member.etag! })).status).toBe(304);
    });

    it('is rendered their own page when their answer is theirs (a favourite), every time, and visitors never see it', async () => {
      await favourite(true);
      try {
        // The favourite is a write: the visitor's page is rendered anew, a visitor's.
        expect(favouritedIn((await visit(PRODUCT)).html)).toEqual([false]);
        const before = renders();
        const member = await visit(PRODUCT, { cookie });
        await visit(PRODUCT, { cookie });
        expect(renders()).toBe(before + 2);
        expect(favouritedIn(member.html)).toEqual([true]);
        expect(favouritedIn((await visit(PRODUCT)).html)).toEqual([false]);
        expect(favouritedIn((await visit(PRODUCT, { cookie })).html)).toEqual([true]);
      } finally {
        await favourite(false);
      }
    });

    it("keeps for visitors, when a member's visit renders it first, the page of a visitor", async () => {
      // The catalogue changes: nothing is kept. The member comes first.
      await served.query('update products set title = title where id = $1', [productId]);
      const before = renders();
      const member = await visit(PRODUCT, { cookie: `${cookie}; storefront_member=1` });
      expect(renders()).toBe(before + 1);
      const visitor = await visit(PRODUCT);
      expect(renders()).toBe(before + 1);
      expect(visitor.html).toBe(member.html);
    });
  });
});

describe('the page around it', () => {
  it('keeps JSON from ending its script or opening markup', () => {
    const json = scriptSafeJson({ text: '</script><script>alert(1)</script><!-- & \u2028' });
    expect(json).not.toMatch(/[<>]|&(?!#)/);
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script><!-- & \u2028' });
  });

  it('does not touch a page it does not recognise', () => {
    const page = { lang: 'en' as const, html: '<p>x</p>', data: '{}' };
    expect(withFirstScreen('<html><body><main></main></body></html>', page)).toBe('<html><body><main></main></body></html>');
  });

  it('puts rendered HTML holding $ signs in as it is', () => {
    const html = withFirstScreen(PAGE, { lang: 'zh-tw', html: "<p>NT$320 $& $' $1</p>", data: '{}' });
    expect(html).toContain('<div id="root" data-adopting><p>NT$320 $& $\' $1</p></div>');
  });

  it("names the rendered screen in the page's title, as text", () => {
    const html = withFirstScreen(PAGE, { lang: 'zh-tw', html: '<p>x</p>', data: '{}', title: '茶 & <杯> | 台灣市集' });
    expect(html).toContain('<title>茶 &amp; &lt;杯&gt; | 台灣市集</title>');
    expect(withFirstScreen(PAGE, { lang: 'zh-tw', html: '<p>x</p>', data: '{}' })).toContain('<title>shell</title>');
  });
});
