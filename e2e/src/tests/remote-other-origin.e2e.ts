// A remote deployed on another origin (a CDN): the remote map of the storefront names mf-product's
// browser entry on a second origin, and for the server render the local copy of the same build
// (`{ "browser": "http://cdn…/remoteEntry.js", "server": "/remotes/mf-product/mf-manifest.json" }`).
// The second origin serves mf-product's folder with the API server's own file serving (CORS,
// no-cache entries and manifests, immutable hashed chunks). The product page still comes rendered
// by the server, its styles and scripts come from the second origin only, and the browser adopts
// the page there without a console error.
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveStatic } from '@storefront/api-server/src/static/serve';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { PORT, REPO, startServer, stopServer, urlOf, type RunningServer } from '../support/server';

// Ports of their own, beside the run's servers (E2E_PORT and the workers after it).
const STOREFRONT_WORKER = 41;
const STOREFRONT = urlOf(STOREFRONT_WORKER);
const CDN_PORT = PORT + STOREFRONT_WORKER;
const CDN = `http://127.0.0.1:${CDN_PORT}`;
const PRODUCT = { path: '/products/bamboo-chopsticks-gift-set', heading: '竹筷禮盒 10 雙' };

let cdn: Server;
let storefront: RunningServer;
let mapDir: string;
let browser: Browser;

/** The second origin: mf-product's build, served as the API server serves a remote folder. */
function startCdn(): Promise<Server> {
  const roots = { remotes: { 'mf-product': path.join(REPO, 'mf-product', 'dist') } };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', CDN);
    const ifNoneMatch = request.headers['if-none-match'];
    serveStatic(roots, {
      path: url.pathname,
      head: request.method === 'HEAD',
      ifNoneMatch: typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined,
    })
      .then(async (answer) => {
        if (!answer) {
          response.writeHead(404).end();
          return;
        }
        response.writeHead(answer.status, Object.fromEntries(answer.headers.entries()));
        response.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(() => response.writeHead(500).end());
  });
  return new Promise((resolve) => server.listen(CDN_PORT, '127.0.0.1', () => resolve(server)));
}

/** Starts the storefront with env set for the spawned server only. */
async function startStorefront(env: Record<string, string>): Promise<RunningServer> {
  const before = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    return await startServer(STOREFRONT_WORKER);
  } finally {
    for (const [key, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

beforeAll(async () => {
  cdn = await startCdn();
  mapDir = mkdtempSync(path.join(tmpdir(), 'storefront-cdn-map-'));
  const map = JSON.parse(readFileSync(path.join(REPO, 'shell', 'dist', 'remotes.json'), 'utf8')) as Record<string, unknown>;
  map.mf_product = { browser: `${CDN}/remotes/mf-product/remoteEntry.js`, server: '/remotes/mf-product/mf-manifest.json' };
  const mapFile = path.join(mapDir, 'remotes.json');
  writeFileSync(mapFile, JSON.stringify(map, null, 2));
  storefront = await startStorefront({ REMOTES_JSON: mapFile, CSP_SOURCES: CDN });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (storefront) await stopServer(storefront);
  await new Promise((resolve) => cdn?.close(resolve));
  if (mapDir) rmSync(mapDir, { recursive: true, force: true });
});

test("the second origin serves the remote's files to other origins, with the cache policy of entries and hashed chunks", async () => {
  const manifest = await fetch(`${CDN}/remotes/mf-product/mf-manifest.json`, { headers: { origin: STOREFRONT } });
  expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  const files = (await manifest.json()) as { exposes: { path: string; assets: { js: { sync: string[] } } }[] };
  const entry = await fetch(`${CDN}/remotes/mf-product/remoteEntry.js`);
  expect(entry.headers.get('cache-control')).toBe('no-cache');
  const chunk = files.exposes
    .find((exposed) => exposed.path === './ProductPage')!
    .assets.js.sync.find((file) => /\.[0-9a-f]{8,}\.js$/.test(file))!;
  const hashed = await fetch(`${CDN}/remotes/mf-product/${chunk}`, { headers: { origin: STOREFRONT } });
  expect(hashed.status).toBe(200);
  expect(hashed.headers.get('cache-control')).toContain('immutable');
  expect(hashed.headers.get('access-control-allow-origin')).toBe('*');
});

test('the product page is rendered by the server, loads mf-product from the other origin only, and is adopted without a console error', async () => {
  const html = await (await fetch(`${STOREFRONT}${PRODUCT.path}`)).text();
  expect(html).toContain('id="first-screen-data"');
  expect(html).toContain(PRODUCT.heading);
  // Its styles from the other origin, as stylesheets of the page (the server's HTML shows styled).
  expect(html).toMatch(new RegExp(`<link rel="stylesheet" href="${CDN}/remotes/mf-product/[^"]+\\.css">`));

  const { context, page } = await newPage(browser);
  const complaints: string[] = [];
  page.on('console', (message) => {
    // A visitor's header asks who is logged in and is told 401: not a complaint of the page.
    if (message.type() === 'error' && /status of 401/.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
  });
  page.on('pageerror', (error) => complaints.push(error.message));
  const productFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/mf-product/')) productFiles.push(request.url());
  });
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading?: Element | null }).serverHeading = document.querySelector('h1');
    });
  });
  await page.goto(`${STOREFRONT}${PRODUCT.path}`);
  // Only a page whose scripts took over answers the stepper.
  await page.getByRole('button', { name: '增加數量' }).click();
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('.product-page__stepper input')?.value === '2');
  // Adopted, not rendered anew: the heading is the element the server sent.
  expect(await page.evaluate(() => (window as unknown as { serverHeading?: Element }).serverHeading === document.querySelector('h1'))).toBe(
    true,
  );
  expect(await page.locator('h1').textContent()).toBe(PRODUCT.heading);

  expect(productFiles.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  expect(productFiles.filter((url) => !url.startsWith(`${CDN}/`))).toEqual([]);
  expect(complaints).toEqual([]);
  await context.close();
});
