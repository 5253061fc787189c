import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase, type Database } from '../db';
import { testApp, type TestApp } from '../../test/test-support';
import { findStaticRoots } from './roots';

let dir: string;
let db: Database;
let app: TestApp;

function write(path: string, content: string) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'api-static-'));
  write(join(dir, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
  write(join(dir, 'shell/dist/main.js'), 'console.log("shell")');
  write(join(dir, 'shell/dist/remotes.json'), '{"mf-product":"/remotes/mf-product/remoteEntry.js"}');
  write(join(dir, 'shell/dist/static/js/123.3f9a8b7c6d5e4f10.js'), 'chunk');
  write(join(dir, 'mf-product/dist/index.html'), '<!doctype html><title>product standalone</title>');
  write(join(dir, 'mf-product/dist/remoteEntry.js'), 'var mf_product;');
  write(join(dir, 'mf-product/dist/mf-manifest.json'), '{"id":"mf_product"}');
  write(join(dir, 'mf-product/dist/static/js/456.0a1b2c3d4e5f6789.js'), 'chunk');
  write(join(dir, 'override.json'), '{"mf-product":"https://cdn.example/mf-product/remoteEntry.js"}');
  db = await openDatabase({ DATA_DIR: 'memory' });
  await migrate(db);
  const { roots } = findStaticRoots({}, dir);
  app = testApp(db, { staticRoots: roots });
});

afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(`http://localhost${path}`, { headers });

describe('static serving in start mode', () => {
  it('serves the shell, with no-cache entries and immutable hashed chunks', async () => {
    const index = await get('/');
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('shell');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(index.headers.get('content-type')).toContain('text/html');
    const chunk = await get('/static/js/123.3f9a8b7c6d5e4f10.js');
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    expect(chunk.headers.get('content-type')).toContain('javascript');
    expect((await get('/remotes.json')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a revalidation of an unchanged file with 304 and a changed one in full', async () => {
    const first = await get('/remotes/mf-product/mf-manifest.json');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('/remotes/mf-product/mf-manifest.json', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('access-control-allow-origin')).toBe('*');
    expect((await get('/', { 'if-none-match': (await get('/')).headers.get('etag')! })).status).toBe(304);
    write(join(dir, 'mf-product/dist/mf-manifest.json'), '{"id":"mf_product","version":2}');
    const changed = await get('/remotes/mf-product/mf-manifest.json', { 'if-none-match': etag! });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ id: 'mf_product', version: 2 });
  });

  it('sends a script as the build compressed it, in the coding the browser weighs highest, with its own ETag', async () => {
    const script = `console.log(${JSON.stringify('大'.repeat(2000))});`;
    write(join(dir, 'mf-product/dist/__federation_expose_Page.1a2b3c4d.js'), script);
    writeFileSync(join(dir, 'mf-product/dist/__federation_expose_Page.1a2b3c4d.js.br'), brotliCompressSync(script));
    writeFileSync(join(dir, 'mf-product/dist/__federation_expose_Page.1a2b3c4d.js.gz'), gzipSync(script));
    const path = '/remotes/mf-product/__federation_expose_Page.1a2b3c4d.js';
    const body = async (response: Response) => Buffer.from(await response.arrayBuffer());

    // Chromium lists gzip first and takes both alike: brotli, the smaller, goes.
    const br = await get(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('cache-control')).toContain('immutable');
    expect(br.headers.get('access-control-allow-origin')).toBe('*');
    expect(brotliDecompressSync(await body(br)).toString()).toBe(script);
    // A browser that weighs gzip higher, or takes only gzip, gets gzip.
    for (const accepted of ['gzip', 'br;q=0.5, gzip', 'br;q=0, *']) {
      const gzip = await get(path, { 'accept-encoding': accepted });
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(await body(gzip)).toString()).toBe(script);
    }
    // One that takes neither gets the file as it is.
    for (const accepted of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get(path, accepted === undefined ? {} : { 'accept-encoding': accepted });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('vary')).toBe('Accept-Encoding');
      expect(await plain.text()).toBe(script);
    }
    // Each coding revalidates with its own ETag, never with the other's.
    const plainTag = (await get(path)).headers.get('etag')!;
    expect(br.headers.get('etag')).not.toBe(plainTag);
    expect((await get(path, { 'accept-encoding': 'br', 'if-none-match': br.headers.get('etag')! })).status).toBe(304);
    expect((await get(path, { 'accept-encoding': 'br', 'if-none-match': plainTag })).status).toBe(200);
    // A HEAD says what a GET would send, without the body.
    const head = await app.request(`http://localhost${path}`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(await head.text()).toBe('');
  });

  it('never sends a compressed copy older than its file (left from an earlier build)', async () => {
    const file = join(dir, 'shell/dist/remoteEntry.js');
    write(file, `var shell = ${JSON.stringify('new build '.repeat(300))};`);
    writeFileSync(`${file}.br`, brotliCompressSync('var shell = "old build";'));
    const earlier = new Date(Date.now() - 60_000);
    utimesSync(`${file}.br`, earlier, earlier);
    const response = await get('/remoteEntry.js', { 'accept-encoding': 'br' });
    // The file itself, compressed on the way by the server instead, or not at all.
    expect(response.headers.get('content-encoding')).not.toBe('br');
    expect(await response.text()).toContain('new build');
  });

  it('falls back to the shell index.html for app routes, not for /api or missing files', async () => {
    for (const path of ['/member/orders', '/member/order/12', '/products/taiwan-map-tshirt']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>shell</title>');
    }
    const api = await get('/api/nowhere');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
    expect((await get('/missing.js')).status).toBe(404);
    expect((await get('/media/nothing.png')).status).toBe(404);
  });

  it('serves remotes with CORS, and the standalone index.html for their routes', async () => {
    const manifest = await get('/remotes/mf-product/mf-manifest.json', { origin: 'https://shop.example' });
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const entry = await get('/remotes/mf-product/remoteEntry.js');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    const chunk = await get('/remotes/mf-product/static/js/456.0a1b2c3d4e5f6789.js');
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    const route = await get('/remotes/mf-product/products/some-slug');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('product standalone');
    expect((await get('/remotes/mf-product/missing.js')).status).toBe(404);
    // A remote without a build is not served.
    expect((await get('/remotes/mf-cart/remoteEntry.js')).status).toBe(404);
  });

  it("hints the product route: the product remote's entry, page chunks and styles (from its manifest on disk), and the product data", async () => {
    write(join(dir, 'hinted.json'), '{"mf_product":"/remotes/mf-product/remoteEntry.js","mf_cart":"/remotes/mf-cart/remoteEntry.js"}');
    write(
      join(dir, 'mf-cart/dist/mf-manifest.json'),
      JSON.stringify({
        metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ path: './CartApp', assets: { js: { sync: ['__federation_expose_CartApp.2d82d4f7.js'] } } }],
      }),
    );
    write(
      join(dir, 'mf-product/dist/mf-manifest.json'),
      JSON.stringify({
        metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          {
            path: './ProductPage',
            assets: {
              js: { sync: ['478.61d44ae4.js', '__federation_expose_ProductPage.ea87716a.js'], async: ['864.33470.js'] },
              css: { sync: ['__federation_expose_ProductPage.a9b7012e.css'], async: ['115.05644e53.css'] },
            },
          },
        ],
      }),
    );
    write(join(dir, 'shell/dist/index.html'), '<!doctype html><html><head><title>shell</title></head><body></body></html>');
    write(
      join(dir, 'shell/dist/mf-manifest.json'),
      JSON.stringify({
        shared: [
          { name: '@storefront/contracts/product', assets: { js: { sync: ['468.d9b82d39.js'], async: [] } } },
          { name: '@storefront/contracts/orders', assets: { js: { sync: ['593.f317fbb3.js'], async: [] } } },
        ],
      }),
    );
    const { roots } = findStaticRoots({ REMOTES_JSON: join(dir, 'hinted.json') }, dir);
    const hinted = testApp(db, { staticRoots: roots });
    const page = await hinted.request('http://localhost/products/%E7%AB%B9%E7%AD%B7%20set');
    const html = await page.text();
    const hints = [...html.matchAll(/<link rel="(\w+)" as="(\w+)"[^>]* href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]} ${m[3]}`);
    expect(hints).toEqual([
      'preload fetch /remotes.json',
      'prefetch script /remotes/mf-product/remoteEntry.js',
      'prefetch script /remotes/mf-product/478.61d44ae4.js',
      'prefetch script /remotes/mf-product/__federation_expose_ProductPage.ea87716a.js',
      'prefetch style /remotes/mf-product/__federation_expose_ProductPage.a9b7012e.css',
      `preload fetch /api/product/detail/${encodeURIComponent('竹筷 set')}`,
      'prefetch script /468.d9b82d39.js',
    ]);
    expect(html.indexOf('<link rel="pre')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('crossorigin="use-credentials" fetchpriority="low" href="/api/product/detail/');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const again = await hinted.request('http://localhost/products/%E7%AB%B9%E7%AD%B7%20set', {
      headers: { 'if-none-match': page.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    // Another product has other hints, so another ETag; routes of remotes not served here and the
    // shell's own pages get only the remote map.
    expect((await hinted.request('http://localhost/products/other')).headers.get('etag')).not.toBe(page.headers.get('etag'));
    // The cart route gets the cart remote's files, no product data.
    const cart = await (await hinted.request('http://localhost/cart')).text();
    expect([...cart.matchAll(/<link rel="pre\w+"[^>]* href="([^"]+)">/g)].map((m) => m[1])).toEqual([
      '/remotes.json',
      '/remotes/mf-cart/remoteEntry.js',
      '/remotes/mf-cart/__federation_expose_CartApp.2d82d4f7.js',
    ]);
    for (const path of ['/', '/member/orders', '/terms']) {
      const other = await (await hinted.request(`http://localhost${path}`)).text();
      expect([...other.matchAll(/<link rel="pre\w+"[^>]* href="([^"]+)">/g)].map((m) => m[1])).toEqual(['/remotes.json']);
    }
    // A buyer's order pages get their data (and the contracts part of its schemas) only when the
    // browser sends a session cookie.
    const partHints = async (path: string, cookie?: string) => {
      const html = await (await hinted.request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} })).text();
      return [...html.matchAll(/<link rel="prefetch" as="script" href="(\/\d+\.[^"]+)">/g)].map((m) => m[1]);
    };
    expect(await partHints('/member/orders', 'sid=abc')).toEqual(['/593.f317fbb3.js']);
    expect(await partHints('/member/orders')).toEqual([]);
    const dataHints = async (path: string, cookie?: string) => {
      const html = await (await hinted.request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} })).text();
      return [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials"[^>]* href="([^"]+)">/g)].map((m) => m[1]);
    };
    expect(await dataHints('/member/orders', 'sid=abc')).toEqual(['/api/member/order/list']);
    expect(await dataHints('/member/order/TW%20123', 'sid=abc')).toEqual([`/api/member/order/detail/${encodeURIComponent('TW 123')}`]);
    expect(await dataHints('/member/orders')).toEqual([]);
    expect(await dataHints('/member/order/%E0%A4%A')).toEqual([]);
  });

  it('hints a remote on another origin at that origin, from the local copy of its manifest that the map names for the server', async () => {
    write(
      join(dir, 'mf-product/dist/mf-manifest.json'),
      JSON.stringify({
        metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          {
            path: './ProductPage',
            assets: { js: { sync: ['478.61d44ae4.js'] }, css: { sync: ['__federation_expose_ProductPage.a9b7012e.css'] } },
          },
        ],
      }),
    );
    write(
      join(dir, 'cdn.json'),
      JSON.stringify({
        mf_product: { browser: 'https://cdn.example/mf-product/remoteEntry.js', server: '/remotes/mf-product/mf-manifest.json' },
        mf_cart: 'https://cdn.example/mf-cart/remoteEntry.js',
      }),
    );
    const { roots } = findStaticRoots({ REMOTES_JSON: join(dir, 'cdn.json') }, dir);
    const onCdn = testApp(db, { staticRoots: roots });
    const remoteHints = async (path: string) => {
      const html = await (await onCdn.request(`http://localhost${path}`)).text();
      return [...html.matchAll(/<link rel="prefetch" as="(\w+)" href="([^"]+)">/g)]
        .map((m) => `${m[1]} ${m[2]}`)
        .filter((hint) => hint.includes('cdn'));
    };
    expect(await remoteHints('/products/tea')).toEqual([
      'script https://cdn.example/mf-product/remoteEntry.js',
      'script https://cdn.example/mf-product/478.61d44ae4.js',
      'style https://cdn.example/mf-product/__federation_expose_ProductPage.a9b7012e.css',
    ]);
    // Without a local copy of its manifest the server knows nothing of its files: no hints (the
    // browser finds the remote through the map).
    expect(await remoteHints('/cart')).toEqual([]);
  });

  it('never serves files outside the dist folders', async () => {
    for (const path of [
      '/../override.json',
      '/%2e%2e/override.json',
      '/remotes/mf-product/..%2f..%2foverride.json',
      '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    ]) {
      const response = await get(path);
      const text = await response.text();
      expect(text).not.toContain('cdn.example');
      expect(text).not.toContain('root:');
    }
  });

  it('serves /remotes.json from REMOTES_JSON when set', async () => {
    const { roots } = findStaticRoots({ REMOTES_JSON: join(dir, 'override.json') }, dir);
    const overridden = testApp(db, { staticRoots: roots });
    const response = await overridden.request('http://localhost/remotes.json');
    expect(await response.json()).toEqual({ 'mf-product': 'https://cdn.example/mf-product/remoteEntry.js' });
    expect(await (await get('/remotes.json')).json()).toEqual({ 'mf-product': '/remotes/mf-product/remoteEntry.js' });
  });

  it('runs API-only when nothing is built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'api-empty-'));
    try {
      const { roots, notes } = findStaticRoots({}, empty);
      expect(roots.shell).toBeUndefined();
      expect(notes.length).toBeGreaterThan(0);
      const bare = testApp(db, { staticRoots: roots });
      expect((await bare.request('http://localhost/')).status).toBe(404);
      expect((await bare.request('http://localhost/api/product/list')).status).toBe(200);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
