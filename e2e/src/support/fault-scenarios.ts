// What a visitor must see when one remote is faulty, checked the same way for every remote and
// every fault: the area shows its localized fallback (or, when slow, its loading state or the
// first screen the server rendered, busy; switching the language then shows the loading state) while the
// header, the cart badge, the language switch and the other routes keep working; and the area
// recovers (retry, or the late remote) once the fault is gone.
import type { Browser, Page } from 'playwright-core';
import { newPage, switchToEnglish } from './browser';
import { injectFault, signIn, slowEntry, type FaultKind, type RemoteCase } from './remote-faults';

export const SLOW_MS = 10_000;

/** The header keeps working: badge shown, language switch both ways, a link to the home page. */
async function proveShellWorks(page: Page, areaText: { zh: string; en: string }): Promise<void> {
  await page.getByTestId('cart-badge').waitFor();
  await switchToEnglish(page);
  await page.getByRole('link', { name: 'Home' }).waitFor();
  await page.locator('.shell-remote-area').getByText(areaText.en).first().waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  await page.getByRole('button', { name: '中文' }).click();
  await page.locator('.shell-remote-area').getByText(areaText.zh).first().waitFor();
}

async function proveOtherRouteWorks(page: Page): Promise<void> {
  await page.getByRole('link', { name: '首頁' }).click();
  await page.getByRole('heading', { name: '精選商品' }).waitFor();
  await page.goBack();
}

const pageErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

/** Runs one fault of one remote; throws on the first thing a visitor would see go wrong. */
export async function proveFault(browser: Browser, remote: RemoteCase, fault: FaultKind): Promise<void> {
  const { context, page } = await newPage(browser);
  await signIn(context, remote);
  const errors = pageErrors(page);
  const path = await remote.path();
  try {
    if (fault === 'slow entry') {
      const slow = await slowEntry(page, remote, SLOW_MS);
      const started = Date.now();
      await page.goto(path);
      const area = page.locator('.shell-remote-area[aria-busy="true"]');
      await area.waitFor();
      if ((await page.locator('#first-screen-data').count()) > 0) {
        // A first screen from the server: the area shows it (busy, taking no clicks) while the
        // remote is on the way; the rest of the page answers.
        expect((await area.innerText()).trim()).not.toBe('');
        expect(await area.getAttribute('data-adopting')).toBe('');
      } else {
        await area.getByRole('status').getByText('載入中').waitFor();
      }
      await proveShellWorks(page, { zh: '載入中', en: 'Loading' });
      await proveOtherRouteWorks(page);
      await remote.ready(page, 'zh');
      // The remote came only after its entry was let through, not from some other path.
      expect(slow.released()).toBe(true);
      expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS);
    } else {
      const heal = await injectFault(page, remote, fault);
      await page.goto(path);
      const fallback = page.getByTestId('remote-fallback');
      await fallback.getByText('此區塊暫時無法載入').waitFor();
      await proveShellWorks(page, { zh: '此區塊暫時無法載入', en: 'This section could not be loaded' });
      await proveOtherRouteWorks(page);
      await fallback.getByText('此區塊暫時無法載入').waitFor();
      await heal();
      await fallback.getByRole('button', { name: '重試' }).click();
      await remote.ready(page, 'zh');
    }
    // A faulty remote is contained: nothing escaped to the page as an uncaught error.
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}
