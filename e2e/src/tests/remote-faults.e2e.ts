// Representative remote faults in the normal run (the full matrix of five remotes × four faults
// runs under `pnpm test:hard`): the product remote throwing while rendering, the account remote
// slow to arrive, the orders remote's entry aborted, the merchant remote's entry answering 404.
// The slow case is the account remote's login page: the empty cart, like the product page, now
// comes with its first screen from the server, which stays on screen (no loading state) while
// the late remote loads, so the loading-state expectation of the slow case does not apply there.
// remote-failure.e2e.ts covers the product remote blocked entirely and a dead URL in the remote
// map.
import type { Browser } from 'playwright-core';
import { areaSettled, launchBrowser, newPage } from '../support/browser';
import { proveFault } from '../support/fault-scenarios';
import { remoteCase } from '../support/remote-cases';
import { signIn, type FaultKind, type RemoteCase } from '../support/remote-faults';
import { recordFigures } from '../support/reliability-report';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const CASES: [RemoteCase['remote'], FaultKind][] = [
  ['mf_product', 'throws on render'],
  ['mf_account', 'slow entry'],
  ['mf_orders', 'entry aborted'],
  ['mf_merchant', 'entry 404'],
];
const passed: string[] = [];

test.each(CASES)(
  '%s, %s: contained, the shell keeps working, then it recovers',
  async (remote, fault) => {
    await proveFault(browser, remoteCase(remote), fault);
    passed.push(`${remote}: ${fault}`);
    if (passed.length === CASES.length) recordFigures('faultsFast', { cases: CASES.length, passed: passed.length, list: passed });
  },
  60_000,
);

// A blip rather than an outage: a download that fails once is fetched again before the area
// gives up, so the visitor never sees the fallback. The remote's chunks are retried by its own
// runtime (with a cache-busting query); its entry by the shell's federation runtime plugin.
describe('a download that fails once is retried, and the screen shows without the fallback', () => {
  const orders = remoteCase('mf_orders');

  test("the orders remote's chunks: every first request fails", async () => {
    const { context, page } = await newPage(browser);
    await signIn(context, orders);
    const failed: string[] = [];
    const retried: string[] = [];
    await page.route(/\/remotes\/mf-orders\/[^/]+\.[0-9a-f]{8}\.js(\?.*)?$/, async (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.has('retry-attempt')) {
        retried.push(url.pathname);
        await route.continue();
      } else {
        failed.push(url.pathname);
        await route.abort('connectionreset');
      }
    });
    await page.goto(await orders.path());
    await orders.ready(page, 'zh');
    await areaSettled(page);
    expect(await page.getByTestId('remote-fallback').count()).toBe(0);
    expect(failed.length).toBeGreaterThan(0);
    expect(retried.length).toBeGreaterThan(0);
    await context.close();
  });

  test("the orders remote's entry: fails until the shell has said it tries again", async () => {
    const { context, page } = await newPage(browser);
    await signIn(context, orders);
    let retrying = false;
    page.on('console', (message) => {
      if (message.text().includes('mf_orders: its entry did not load, trying once more')) retrying = true;
    });
    let failures = 0;
    await page.route('**/remotes/mf-orders/remoteEntry.js', async (route) => {
      if (retrying) return route.continue();
      failures += 1;
      return route.abort('connectionreset');
    });
    await page.goto(await orders.path());
    await orders.ready(page, 'zh');
    await areaSettled(page);
    expect(await page.getByTestId('remote-fallback').count()).toBe(0);
    expect(failures).toBeGreaterThan(0);
    expect(retrying).toBe(true);
    await context.close();
  });
});
