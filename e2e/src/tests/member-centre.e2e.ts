// The member centre through the composed shell, as the demo buyer, at 1280 and 390 px in both
// languages: the dashboard's count of orders in each stage is the number of orders the order
// history shows under that stage's filter, its points balance is the points screen's, a count
// leads to the filtered list, and the member navigation (a side menu on desktop, tabs on a phone,
// the current screen marked) moves between the member screens of mf-account and mf-orders, by
// click and by keyboard; nothing scrolls sideways.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginAs, newPage } from '../support/browser';
import { BASE_URL } from '../support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const STAGES = ['awaitingPayment', 'awaitingShipment', 'shipping', 'returns'] as const;

const say = {
  'zh-tw': {
    home: '會員中心',
    menu: '會員選單',
    tabs: { home: '會員中心', details: '個人資料', orders: '購買紀錄', points: 'Z 紅利' },
    myOrders: '我的訂單',
    latest: '最新訂單',
    history: '購買紀錄',
    profile: '個人資料',
    points: 'Z 紅利',
    orderTable: '訂單列表',
    filter: '訂單狀態',
    noMatch: '沒有符合條件的訂單',
  },
  en: {
    home: 'My account',
    menu: 'Member menu',
    tabs: { home: 'My account', details: 'Personal details', orders: 'Order history', points: 'Z points' },
    myOrders: 'My orders',
    latest: 'Latest order',
    history: 'Order history',
    profile: 'Profile',
    points: 'Z points',
    orderTable: 'Orders',
    filter: 'Order status',
    noMatch: 'No orders match this filter',
  },
} as const;

type Lang = keyof typeof say;

async function pageIn(lang: Lang, width: number) {
  const opened = await newPage(browser, { locale: lang === 'en' ? 'en-US' : 'zh-TW', width });
  await opened.context.addCookies([{ name: 'storefront_lang', value: lang, url: BASE_URL }]);
  await loginAs(opened.context, 'buyer@example.com', 'buyer1234');
  const errors: string[] = [];
  opened.page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { ...opened, errors };
}

const pageWidth = (page: Page) => page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);

/** The words (Latin script) of the elements matched that the layout breaks across two lines. */
const wordsBrokenAcrossLines = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const broken: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of node.textContent!.matchAll(/[A-Za-z]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, selector);

/**
 * What read() gives once it gives expected, or what it gives after a few seconds: a filter changes
 * the URL at once, and the list it filters shows in the render after, not before the URL changes.
 */
async function settled<T>(read: () => Promise<T>, expected: T, ms = 5_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (Object.is(value, expected) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How many orders the order history says it holds now (its count; the table shows a page of them). */
async function shownOrders(page: Page, lang: Lang): Promise<number> {
  const table = page.getByRole('table', { name: say[lang].orderTable });
  const empty = page.getByText(say[lang].noMatch);
  await Promise.race([table.waitFor(), empty.waitFor()]);
  if (await empty.isVisible()) return 0;
  const rows = await table.locator('a[href^="/member/order/"]').count();
  const count = (await page.getByTestId('list-total').textContent()) ?? '';
  const total = Number(/共 (\d+) 筆|of (\d+)|(\d+) in all/.exec(count)?.slice(1).find(Boolean));
  // The table holds the first page of them.
  return rows === Math.min(total, 20) ? total : -1;
}

for (const lang of ['zh-tw', 'en'] as const) {
  for (const width of [1280, 390] as const) {
    const s = say[lang];

    test(`${lang}, ${width} px: the dashboard's counts and balance are the order history's and the points screen's; the navigation moves between the member screens`, async () => {
      const { context, page, errors } = await pageIn(lang, width);
      await page.goto('/member');
      await page.getByRole('heading', { name: s.home, level: 1 }).waitFor();
      const nav = page.getByRole('navigation', { name: s.menu });
      await expect(nav.getByRole('link', { name: s.tabs.home, exact: true }).getAttribute('aria-current')).resolves.toBe('page');

      // Side menu on desktop (the tabs one above the other, beside the screen); tabs on a phone (one row above it).
      const boxes = await Promise.all(
        Object.values(s.tabs).map(async (name) => (await nav.getByRole('link', { name, exact: true }).boundingBox())!),
      );
      const tops = new Set(boxes.map((box) => Math.round(box.y)));
      const main = (await page.getByRole('heading', { name: s.home, level: 1 }).boundingBox())!;
      if (width === 1280) {
        expect(tops.size).toBe(4);
        expect(boxes[0]!.x + boxes[0]!.width).toBeLessThanOrEqual(main.x);
      } else {
        expect(tops.size).toBe(1);
        expect(boxes[0]!.y + boxes[0]!.height).toBeLessThanOrEqual(main.y);
      }
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      expect(await wordsBrokenAcrossLines(page, '.account-stage__name, .sf-member-nav__link')).toEqual([]);

      // The dashboard's figures, as a person reads them.
      const orders = page.getByRole('region', { name: s.myOrders });
      const counts: Record<string, number> = {};
      for (const stage of STAGES) {
        const link = orders.locator(`a[href="/member/orders?group=${stage}"]`);
        counts[stage] = Number(await link.locator('.account-stage__count').textContent());
      }
      expect(counts.awaitingPayment).toBeGreaterThan(0);
      const balance = (await page.getByTestId('points-balance').textContent())!.trim();
      // The latest order's number, as its card shows it first among the order's facts.
      const latestNumber = (
        await page.getByRole('region', { name: s.latest }).locator('.account-latest__facts > span').first().textContent()
      )?.trim();

      // A count leads to the order history filtered to its stage, which shows as many orders.
      await orders.locator('a[href="/member/orders?group=awaitingPayment"]').click();
      await page.waitForURL((url) => url.pathname === '/member/orders' && url.searchParams.get('group') === 'awaitingPayment');
      await page.getByRole('heading', { name: s.history, level: 1 }).waitFor();
      expect(await settled(() => shownOrders(page, lang), counts.awaitingPayment)).toBe(counts.awaitingPayment);
      await expect(nav.getByRole('link', { name: s.tabs.orders, exact: true }).getAttribute('aria-current')).resolves.toBe('page');
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      // Every other stage through the list's own filter.
      for (const stage of STAGES.slice(1)) {
        await page.getByLabel(s.filter).selectOption(stage);
        await page.waitForURL((url) => url.searchParams.get('group') === stage);
        expect(await settled(() => shownOrders(page, lang), counts[stage])).toBe(counts[stage]);
      }
      // The latest order is the first of the whole history.
      await page.getByLabel(s.filter).selectOption('all');
      await page.waitForURL((url) => !url.searchParams.has('group'));
      const firstShown = async () =>
        (await page.getByRole('table', { name: s.orderTable }).locator('a[href^="/member/order/"]').first().textContent())?.trim();
      expect(latestNumber).toMatch(/^ZS\d+$/);
      expect(await settled(firstShown, latestNumber)).toBe(latestNumber);

      // To the points screen by the keyboard: the navigation's link takes focus, Enter follows it.
      await nav.getByRole('link', { name: s.tabs.points, exact: true }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/member/points');
      await page.getByRole('heading', { name: s.points, level: 1 }).waitFor();
      await expect(page.locator('.account-points__total strong').textContent()).resolves.toBe(balance);
      await expect(nav.getByRole('link', { name: s.tabs.points, exact: true }).getAttribute('aria-current')).resolves.toBe('page');
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);

      // Personal details, and back to the member centre, by click.
      await nav.getByRole('link', { name: s.tabs.details, exact: true }).click();
      await page.getByRole('region', { name: s.profile, exact: true }).waitFor();
      await expect(nav.getByRole('link', { name: s.tabs.details, exact: true }).getAttribute('aria-current')).resolves.toBe('page');
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await nav.getByRole('link', { name: s.tabs.home, exact: true }).click();
      await page.getByRole('region', { name: s.myOrders }).waitFor();
      expect(page.url()).toBe(`${BASE_URL}/member`);

      // An order's detail is under the order history.
      await page.getByRole('region', { name: s.latest }).getByRole('link').last().click();
      await page.waitForURL((url) => url.pathname.startsWith('/member/order/'));
      // The URL changes before the navigation renders the new place: wait for the mark, not read it at once.
      await nav.getByRole('link', { name: s.tabs.orders, exact: true }).and(page.locator('[aria-current="true"]')).waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);

      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);
  }
}
