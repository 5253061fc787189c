// Issue 23's proof: mf-product deployed alone under the running server. A release of mf-product
// with a visible label (BUILD_LABEL) is built beside the one served (BUILD_DIST) and its folder
// swapped in while the server runs: the product page's server HTML shows the label at once (the
// server loads the new server bundle, and no page rendered before is served again), the browser
// adopts that HTML with no complaint from React and no console error, and no other app's files
// changed. Then the reverse: the older release swapped back under the same shell.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { BASE_URL, REPO } from '../support/server';

const PRODUCT = '/products/bamboo-chopsticks-gift-set';
const TITLE = '竹筷禮盒 10 雙';
const LABEL = `新版 mf-product ${Date.now().toString(36)}`;
const OTHER_APPS = ['shell', 'mf-cart', 'mf-account', 'mf-orders', 'mf-merchant'];
const product = (folder: string) => path.join(REPO, 'mf-product', folder);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  // Whatever happened, the release the suite was built with is served again.
  if (existsSync(product('dist-previous'))) {
    rmSync(product('dist'), { recursive: true, force: true });
    renameSync(product('dist-previous'), product('dist'));
  }
  rmSync(product('dist-next'), { recursive: true, force: true });
});

/** Every file of an app's build, by its path, with the hash of its content. */
function filesOf(app: string): Record<string, string> {
  const root = path.join(REPO, app, 'dist');
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else out[path.relative(root, file)] = createHash('sha1').update(readFileSync(file)).digest('hex');
    }
  };
  walk(root);
  return out;
}
const otherAppsFiles = () => Object.fromEntries(OTHER_APPS.map((app) => [app, filesOf(app)]));

/** Console errors and warnings of the page (React reports HTML it could not adopt there). */
function complaints(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    // A visitor's header asks who is logged in and is told 401: not a complaint of the page.
    if (message.type() === 'error' && /status of 401/.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(error.message));
  return seen;
}

/** The product page in Chromium: the heading the server sent is the one shown once adopted, and the page answers. */
async function adopted(expectLabel: boolean) {
  const { context, page } = await newPage(browser);
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverTitle?: Element | null }).serverTitle = document.querySelector('h1');
    });
  });
  const seen = complaints(page);
  await page.goto(PRODUCT);
  await page.getByRole('button', { name: '增加數量' }).click();
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('.product-page__stepper input')?.value === '2');
  expect(await page.evaluate(() => (window as unknown as { serverTitle?: Element }).serverTitle === document.querySelector('h1'))).toBe(
    true,
  );
  expect(await page.locator('h1').textContent()).toBe(TITLE);
  if (expectLabel) await page.getByText(LABEL).waitFor();
  else expect(await page.getByText(LABEL).count()).toBe(0);
  expect(seen).toEqual([]);
  await context.close();
}

const serverHtml = async () => (await fetch(`${BASE_URL}${PRODUCT}`)).text();

test('a new release of mf-product swapped in under the running server is rendered and adopted at once, and swapped back the same', async () => {
  // The page as served so far, rendered and kept by the server.
  expect(await serverHtml()).toContain(TITLE);
  const before = otherAppsFiles();

  // Built asynchronously: the test's own connections stay alive meanwhile.
  await promisify(execFile)('pnpm', ['--filter', 'mf-product', 'build'], {
    cwd: REPO,
    env: { ...process.env, BUILD_LABEL: LABEL, BUILD_DIST: 'dist-next' },
    timeout: 240_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  renameSync(product('dist'), product('dist-previous'));
  renameSync(product('dist-next'), product('dist'));

  const html = await serverHtml();
  expect(html).toContain(`<h1 id="product-title" class="product-page__title">${TITLE}</h1>`);
  expect(html).toContain(LABEL);
  await adopted(true);

  // The older release under the same shell.
  renameSync(product('dist'), product('dist-next'));
  renameSync(product('dist-previous'), product('dist'));
  expect(await serverHtml()).not.toContain(LABEL);
  await adopted(false);

  expect(otherAppsFiles()).toEqual(before);
}, 360_000);
