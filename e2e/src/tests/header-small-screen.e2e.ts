// On a phone (375 px), in both languages, as a visitor and as a signed-in buyer (whose name takes
// the place of "log in"), every control of the header is whole inside the window: the cart and the
// language switch are never pushed off the edge, and the page does not scroll sideways.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginAs, newPage } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The header's links and buttons that stick out of the window, by name. */
async function controlsOutside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>('header a, header button')]
      .filter((control) => control.offsetParent !== null && !control.classList.contains('shell-skip-link'))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.left < 0 || box.right > width;
      })
      .map((control) => control.textContent?.trim() || control.getAttribute('aria-label') || control.tagName);
  });
}

describe.each([
  ['a visitor', null],
  ['a signed-in buyer', { email: 'buyer@example.com', password: 'buyer1234' }],
] as const)('the header at 375 px, %s', (_who, login) => {
  test.each(['zh-tw', 'en'] as const)('keeps every control in view (%s)', async (lang) => {
    const { context, page } = await newPage(browser, { width: 375 });
    if (login) await loginAs(context, login.email, login.password);
    await page.goto('/cart');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: /購物車|Cart/ }).waitFor();
    if (lang === 'en') await header.getByRole('button', { name: 'English' }).click();
    await header.getByRole('link', { name: lang === 'en' ? /Cart/ : /購物車/ }).waitFor();
    if (login) await header.getByRole('link', { name: lang === 'en' ? /log in/i : /登入/ }).waitFor({ state: 'detached' });

    expect(await controlsOutside(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    // The brand still leads home.
    await header.getByRole('link', { name: lang === 'en' ? 'Taiwan Marketplace' : '台灣市集' }).click();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/en' || url.pathname === '/en/');
    await context.close();
  });
});
