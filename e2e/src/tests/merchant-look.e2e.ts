// The merchant's tools use the screen (issue 29), as a merchant sees them in both languages: the
// product list shows each row's thumbnail, price, stock and a status badge, with the CSV upload in
// the list's toolbar; on a phone (390 px) nothing scrolls sideways and a status reads on one line;
// the editor puts the product's fields and its variant and pictures side by side at 1280 px, shows
// a 540x540 picture whole in its 210x160 frame, names its picture controls and shows the four text
// tabs whole. axe finds nothing serious on either screen at either width.
import type { Browser, Page } from 'playwright-core';
import { isBlocking, runAxe } from '../support/axe';
import { launchBrowser, loginAs, newPage } from '../support/browser';
import { photograph } from '../support/screens';
import { BASE_URL } from '../support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type Lang = 'zh-tw' | 'en';

const say = {
  'zh-tw': {
    heading: '商品管理',
    filters: '篩選商品',
    search: '搜尋商品',
    sort: '排序',
    oldest: '最早建立',
    csv: 'CSV 批次上傳',
    statuses: ['草稿', '上架中', '已下架', '已售完', '審核中'],
    title: /商品名稱/,
    variant: /^規格 1 \/ \d+$/,
    pictures: '商品圖片',
    picture: (n: number) => `圖片 ${n}`,
    controls: (n: number) => [`上移圖片 ${n}`, `下移圖片 ${n}`, `刪除圖片 ${n}`],
    texts: '商品說明',
    tabs: ['廣告文字', '商品介紹', '規格說明', '購買須知'],
  },
  en: {
    heading: 'My products',
    filters: 'Filter products',
    search: 'Search products',
    sort: 'Sort by',
    oldest: 'Oldest first',
    csv: 'CSV upload',
    statuses: ['Draft', 'Online', 'Taken down', 'Sold out', 'Under review'],
    title: /Product title/,
    variant: /^Variant 1 \/ \d+$/,
    pictures: 'Product pictures',
    picture: (n: number) => `Picture ${n}`,
    controls: (n: number) => [`Move picture ${n} earlier`, `Move picture ${n} later`, `Delete picture ${n}`],
    texts: 'Product texts',
    tabs: ['Advertising text', 'Introduction', 'Specifications', 'Purchase notes'],
  },
} as const;

async function merchantPage(lang: Lang, width: number) {
  const opened = await newPage(browser, { locale: lang === 'en' ? 'en-US' : 'zh-TW', width });
  await opened.context.addCookies([{ name: 'storefront_lang', value: lang, url: BASE_URL }]);
  await loginAs(opened.context, 'merchant@example.com', 'merchant1234');
  return opened;
}

async function noHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
}

async function noSeriousAxe(page: Page, what: string) {
  const blocking = (await runAxe(page)).filter(isBlocking);
  expect([what, blocking]).toEqual([what, []]);
}

/** Every screen's end: nothing scrolls sideways, a screenshot kept, axe finds nothing serious. */
async function finish(page: Page, name: string) {
  await noHorizontalScroll(page);
  await photograph(page, `merchant-look-${name}`);
  await noSeriousAxe(page, name);
  await page.context().close();
}

/** The first product of the merchant whose first variant has a picture (the seed gives them 540x540). */
async function productWithPicture(page: Page): Promise<number> {
  // Oldest first: the seeded products come before what other tests (a CSV import) have added.
  const answer = (await (await page.context().request.get(`${BASE_URL}/api/merchant/product/list?sort=oldest&pageSize=100`)).json()) as {
    productList: { productId: number; img?: string | null }[];
  };
  const found = answer.productList.find((p) => p.img);
  if (!found) throw new Error('the merchant has no product with a picture');
  return found.productId;
}

/** The merchant's list, oldest first as a merchant would choose it: the seeded products (with pictures)
 * come before what other tests (a CSV import without pictures) have added. */
async function openList(page: Page, lang: Lang) {
  await page.goto('/member/merchant/products');
  await page.getByRole('heading', { name: say[lang].heading, level: 1 }).waitFor();
  await page.locator('table tbody tr').first().waitFor();
  await Promise.all([
    page.waitForResponse((answer) => answer.url().includes('/api/merchant/product/list?sort=oldest')),
    page.getByRole('combobox', { name: say[lang].sort }).selectOption({ label: say[lang].oldest }),
  ]);
  await page.locator('table tbody tr').first().waitFor();
}

describe.each(['zh-tw', 'en'] as const)('%s', (lang) => {
  const s = say[lang];

  test('the product list at 1280 px: thumbnails, price, stock, status badges, the CSV upload in the toolbar', async () => {
    const { page } = await merchantPage(lang, 1280);
    await openList(page, lang);
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toHaveLength(7);

    // Every row: a status badge in the status words; rows with pictures show them, loaded and whole.
    // Thumbnails load as they come into view (loading=lazy): each row is scrolled to, as a person would.
    await page.locator('table tbody img').evaluateAll(async (imgs: HTMLImageElement[]) => {
      for (const img of imgs) {
        img.scrollIntoView({ block: 'center' });
        await img.decode().catch(() => undefined);
      }
      window.scrollTo(0, 0);
    });
    const rows = await page.locator('table tbody tr').evaluateAll((trs) =>
      trs.map((tr) => {
        const img = tr.querySelector('img');
        const badge = tr.querySelector('.sf-badge');
        const cells = [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '');
        return {
          thumbnail: img ? { loaded: img.complete && img.naturalWidth > 0, width: img.getBoundingClientRect().width } : null,
          badge: badge ? { text: badge.textContent?.trim() ?? '', background: getComputedStyle(badge).backgroundColor } : null,
          cells,
        };
      }),
    );
    expect(rows.length).toBeGreaterThan(0);
    const withPicture = rows.filter((row) => row.thumbnail);
    expect(withPicture.length).toBeGreaterThan(0);
    for (const row of withPicture) {
      expect(row.thumbnail!.loaded).toBe(true);
      expect(row.thumbnail!.width).toBeGreaterThanOrEqual(48);
    }
    for (const row of rows) {
      expect(row.badge).not.toBeNull();
      expect(s.statuses.some((word) => row.badge!.text.startsWith(word))).toBe(true);
      expect(row.badge!.background).not.toBe('rgba(0, 0, 0, 0)');
      // The price (NT$ / $, or free) and the stock (a number, or — without variants) in their columns.
      expect(row.cells[1]).toMatch(/\$[\d,]+|免費|Free/);
      expect(row.cells[2]).toMatch(/^(-?[\d,]+|—)$/);
    }
    expect(rows.some((row) => /\$[1-9]/.test(row.cells[1]!) && /^[1-9][\d,]*$/.test(row.cells[2]!))).toBe(true);

    // The CSV upload is in the toolbar with the search and the filters, above the table.
    const csv = (await page.getByRole('button', { name: s.csv }).boundingBox())!;
    const search = (await page.getByRole('searchbox', { name: s.search }).boundingBox())!;
    const filters = (await page.getByRole('form', { name: s.filters }).boundingBox())!;
    const table = (await page.locator('table').boundingBox())!;
    expect(csv.y + csv.height).toBeLessThanOrEqual(table.y);
    // One toolbar row: the button's middle is level with the filters' bar, to the right of the search.
    expect(csv.y + csv.height / 2).toBeGreaterThan(filters.y);
    expect(csv.y + csv.height / 2).toBeLessThan(filters.y + filters.height);
    expect(csv.x).toBeGreaterThan(search.x + search.width);
    await finish(page, `products-${lang}-1280`);
  });

  test('the product list at 390 px: nothing scrolls sideways, each status on one line', async () => {
    const { page } = await merchantPage(lang, 390);
    await openList(page, lang);
    await noHorizontalScroll(page);
    const statusLines = await page.locator('table tbody .sf-badge').evaluateAll((badges) =>
      badges.map((badge) => {
        const range = document.createRange();
        range.selectNodeContents(badge);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        const box = badge.getBoundingClientRect();
        return { text: badge.textContent, lines: tops.size, inView: box.left >= 0 && box.right <= window.innerWidth };
      }),
    );
    expect(statusLines.length).toBeGreaterThan(0);
    for (const status of statusLines) expect(status).toEqual({ text: status.text, lines: 1, inView: true });
    // The thumbnail and the CSV upload are still there on a phone.
    expect(await page.locator('table tbody img').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: s.csv }).waitFor();
    await finish(page, `products-${lang}-390`);
  });

  test('the editor at 1280 px: fields and variant side by side, a picture whole, named picture buttons, four whole tabs', async () => {
    const { page } = await merchantPage(lang, 1280);
    const productId = await productWithPicture(page);
    await page.goto(`/member/merchant/product/${productId}`);
    const title = page.getByLabel(s.title);
    await title.waitFor();
    const variant = page.getByRole('group', { name: s.variant });
    const pictures = page.getByRole('list', { name: s.pictures });
    await pictures.getByRole('img', { name: s.picture(1) }).waitFor();

    // Two columns: the variant and its pictures to the right of the product's fields, beside them.
    const fields = (await title.boundingBox())!;
    const side = (await variant.boundingBox())!;
    const list = (await pictures.boundingBox())!;
    expect(side.x).toBeGreaterThanOrEqual(fields.x + fields.width);
    expect(list.x).toBeGreaterThanOrEqual(fields.x + fields.width);
    expect(side.y).toBeLessThan(fields.y + 400);

    // The picture (540x540) shown whole: the drawn image fits inside its element's box.
    const picture = await pictures.getByRole('img', { name: s.picture(1) }).evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      const box = img.getBoundingClientRect();
      const fit = getComputedStyle(img).objectFit;
      const scaleX = box.width / img.naturalWidth;
      const scaleY = box.height / img.naturalHeight;
      const scale = fit === 'contain' ? Math.min(scaleX, scaleY) : fit === 'cover' ? Math.max(scaleX, scaleY) : NaN;
      const drawn =
        fit === 'fill' ? { width: box.width, height: box.height } : { width: img.naturalWidth * scale, height: img.naturalHeight * scale };
      return { natural: [img.naturalWidth, img.naturalHeight], box: { width: box.width, height: box.height }, drawn };
    });
    expect(picture.natural).toEqual([540, 540]);
    expect(picture.drawn.width).toBeLessThanOrEqual(picture.box.width + 0.5);
    expect(picture.drawn.height).toBeLessThanOrEqual(picture.box.height + 0.5);
    // Whole and undistorted: a square stays a square.
    expect(Math.abs(picture.drawn.width - picture.drawn.height)).toBeLessThan(1);

    // The picture controls are buttons with names.
    for (const name of s.controls(1)) {
      const control = pictures.getByRole('button', { name, exact: true });
      await control.waitFor();
      expect(await control.evaluate((el) => el.tagName)).toBe('BUTTON');
    }

    await tabsWhole(page, lang);
    await finish(page, `editor-${lang}-1280`);
  });

  test('the editor at 390 px: one column, nothing scrolls sideways, four whole tabs', async () => {
    const { page } = await merchantPage(lang, 390);
    const productId = await productWithPicture(page);
    await page.goto(`/member/merchant/product/${productId}`);
    await page.getByLabel(s.title).waitFor();
    await page
      .getByRole('list', { name: s.pictures })
      .getByRole('img', { name: s.picture(1) })
      .waitFor();
    await tabsWhole(page, lang);
    await finish(page, `editor-${lang}-390`);
  });
});

/** The four text tabs: each name whole (not clipped by its tab or the tab list) and on the screen. */
async function tabsWhole(page: Page, lang: Lang) {
  const tablist = page.getByRole('tablist', { name: say[lang].texts });
  await tablist.scrollIntoViewIfNeeded();
  const tabs = await tablist.getByRole('tab').evaluateAll((els) => {
    const list = els[0]!.parentElement!.getBoundingClientRect();
    return els.map((el) => {
      const box = el.getBoundingClientRect();
      return {
        name: el.textContent,
        whole: el.scrollWidth <= el.clientWidth && box.left >= list.left - 0.5 && box.right <= list.right + 0.5,
        onScreen: box.left >= 0 && box.right <= window.innerWidth,
      };
    });
  });
  expect(tabs).toEqual(say[lang].tabs.map((name) => ({ name, whole: true, onScreen: true })));
}
