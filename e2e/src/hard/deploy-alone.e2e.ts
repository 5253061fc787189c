// Issue 23's proof: a remote deployed alone under the running server, for mf-product (a visitor's
// product page) and mf-orders (a member's order history). A release of the remote with a visible
// label (BUILD_LABEL) is built beside the one served (BUILD_DIST) and its folder swapped in while
// the server runs: the page's server HTML shows the label at once (the server loads the new server
// bundle, and no page rendered before is served again), the browser adopts that HTML with no
// complaint from React and no console error, and no other app's files changed. Then the reverse:
// the older release swapped back under the same shell.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginAs, newPage } from '../support/browser';
import { BASE_URL, REPO } from '../support/server';

const ALL_APPS = ['shell', 'mf-product', 'mf-cart', 'mf-account', 'mf-orders', 'mf-merchant'];
const folder = (app: string, name: string) => path.join(REPO, app, name);

/** A remote deployed alone: the page it renders on the server, who looks at it, and how the page answers once adopted. */
type DeployCase = {
  app: 'mf-product' | 'mf-orders';
  path: string;
  /** The page's heading, as the server sent it. */
  heading: string;
  /** The demo member the page is for (its first screen is theirs), or none for a visitor's page. */
  member?: { email: string; password: string };
  /** Something a person does on the page that only a page whose scripts took over answers. */
  answers: (page: Page) => Promise<void>;
};

const CASES: DeployCase[] = [
  {
    app: 'mf-product',
    path: '/products/bamboo-chopsticks-gift-set',
    heading: '竹筷禮盒 10 雙',
    answers: async (page) => {
      await page.getByRole('button', { name: '增加數量' }).click();
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>('.product-page__stepper input')?.value === '2');
    },
  },
  {
    app: 'mf-orders',
    path: '/member/orders',
    heading: '購買紀錄',
    member: { email: 'buyer@example.com', password: 'buyer1234' },
    answers: async (page) => {
      // A select takes a choice even before React adopted it: wait for the area to be React's.
      await page.locator('.shell-remote-area[aria-busy="false"]:not([data-adopting])').waitFor();
      await page.getByLabel('訂單狀態').selectOption({ label: '已完成' });
      await page.waitForFunction(() => new URLSearchParams(location.search).get('group') === 'completed');
    },
  },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Every file of an app's build, by its path, with the hash of its content. */
function filesOf(app: string): Record<string, string> {
  const root = folder(app, 'dist');
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
const otherAppsFiles = (app: string) =>
  Object.fromEntries(ALL_APPS.filter((other) => other !== app).map((other) => [other, filesOf(other)]));

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

/** A page of the case's member (or a visitor's), with its session. */
async function pageFor(deploy: DeployCase) {
  const opened = await newPage(browser);
  if (deploy.member) await loginAs(opened.context, deploy.member.email, deploy.member.password);
  return opened;
}

/** The page's HTML as the server sends it (to the case's member, with their session). */
async function serverHtml(deploy: DeployCase): Promise<string> {
  const { context } = await pageFor(deploy);
  const html = await (await context.request.get(`${BASE_URL}${deploy.path}`)).text();
  await context.close();
  return html;
}

/** The page in Chromium: the heading the server sent is the one shown once adopted, and the page answers. */
async function adopted(deploy: DeployCase, label: string, expectLabel: boolean) {
  const { context, page } = await pageFor(deploy);
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading?: Element | null }).serverHeading = document.querySelector('h1');
    });
  });
  const seen = complaints(page);
  await page.goto(deploy.path);
  await deploy.answers(page);
  expect(await page.evaluate(() => (window as unknown as { serverHeading?: Element }).serverHeading === document.querySelector('h1'))).toBe(
    true,
  );
  expect(await page.locator('h1').textContent()).toBe(deploy.heading);
  if (expectLabel) await page.getByText(label).waitFor();
  else expect(await page.getByText(label).count()).toBe(0);
  expect(seen).toEqual([]);
  await context.close();
}

test.each(CASES)(
  'a new release of $app swapped in under the running server is rendered and adopted at once, and swapped back the same',
  async (deploy) => {
    const label = `新版 ${deploy.app} ${Date.now().toString(36)}`;
    const dist = (name: string) => folder(deploy.app, name);
    try {
      // The page as served so far, rendered by the server.
      expect(await serverHtml(deploy)).toContain(deploy.heading);
      const before = otherAppsFiles(deploy.app);

      // Built asynchronously: the test's own connections stay alive meanwhile.
      await promisify(execFile)('pnpm', ['--filter', deploy.app, 'build'], {
        cwd: REPO,
        env: { ...process.env, BUILD_LABEL: label, BUILD_DIST: 'dist-next' },
        timeout: 240_000,
        maxBuffer: 16 * 1024 * 1024,
      });
      renameSync(dist('dist'), dist('dist-previous'));
      renameSync(dist('dist-next'), dist('dist'));

      const html = await serverHtml(deploy);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${deploy.heading}</h1>`));
      expect(html).toContain(label);
      await adopted(deploy, label, true);

      // The older release under the same shell.
      renameSync(dist('dist'), dist('dist-next'));
      renameSync(dist('dist-previous'), dist('dist'));
      expect(await serverHtml(deploy)).not.toContain(label);
      await adopted(deploy, label, false);

      expect(otherAppsFiles(deploy.app)).toEqual(before);
    } finally {
      // Whatever happened, the release the suite was built with is served again.
      if (existsSync(dist('dist-previous'))) {
        rmSync(dist('dist'), { recursive: true, force: true });
        renameSync(dist('dist-previous'), dist('dist'));
      }
      rmSync(dist('dist-next'), { recursive: true, force: true });
    }
  },
  360_000,
);
