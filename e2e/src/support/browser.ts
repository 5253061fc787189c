// A real Chromium (Debian's), driven by playwright-core, one fresh context per test.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { BASE_URL } from './server';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // Without the background-networking flags Chromium keeps dialling out on a closed network.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export async function newPage(
  browser: Browser,
  options: { locale?: string; width?: number; baseURL?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const width = options.width ?? 1280;
  const context = await browser.newContext({
    baseURL: options.baseURL ?? BASE_URL,
    locale: options.locale ?? 'zh-TW',
    viewport: { width, height: width < 600 ? 800 : 900 },
    isMobile: width < 600,
    hasTouch: width < 600,
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  return { context, page };
}

/** Logs in through the API (of the server at `base`), so the context carries the session cookie. */
export async function loginAs(context: BrowserContext, email: string, password: string, base = BASE_URL): Promise<void> {
  const response = await context.request.post(`${base}/api/member/login`, {
    data: { email, password },
    headers: { Origin: base },
  });
  if (!response.ok()) throw new Error(`login as ${email} failed: HTTP ${response.status()}`);
}

/**
 * Waits until the page's remote area is done: adopted from the server's HTML or rendered in the
 * browser (or given up on, its fallback shown). Before that the server's HTML takes no clicks.
 */
export async function areaSettled(page: Page): Promise<void> {
  await page.locator('.shell-remote-area[aria-busy="false"]:not([data-adopting])').waitFor();
}

/**
 * Switches the shell to English as a person would, and waits until the switch is done: the shell
 * fetches the English texts first and only then sets (and remembers) the language, so leaving the
 * page at once could open the next one in Chinese on a busy machine. Done when the button offers 中文.
 */
export async function switchToEnglish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('button', { name: '中文' }).waitFor();
}
