// The checkout's order summary as a buyer sees it, in both languages: at 1280 px it stands beside
// the step (the form uses the width, not a 420 px column), with the lines, the shipping by merchant,
// the points used and the amount to pay; at 390 px it is a bar with the total above the step, a
// button that opens the lines and closes them again. The tax-id and company-title row gives each
// field room and its error never lies over an input; the confirm step's labels (商品小計, …) stay on
// one line. Nothing scrolls sideways.
import { PRODUCT_BASE } from '@storefront/contracts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, loginAs, newPage } from '../support/browser';
import { listedProducts, type ListedProduct } from '../support/catalogue';
import { cartLineFor, productDetail } from '../support/cart-lines';
import { BASE_URL } from '../support/server';

const LANGS = ['zh-tw', 'en'] as const;
type Lang = (typeof LANGS)[number];
const words = {
  'zh-tw': {
    prefix: '',
    summary: '訂單摘要',
    show: /^訂單明細/,
    toPayment: '下一步：付款方式',
    toConfirm: '下一步：確認訂單',
    company: '公司（統一編號）',
    card: '信用卡一次付清',
    taxId: /^統一編號/,
    companyTitle: /^公司抬頭/,
    points: '使用紅利點數',
    labels: ['商品小計', '運費', '紅利折抵', '應付總額', '使用紅利點數', '付款方式'],
  },
  en: {
    prefix: '/en',
    summary: 'Order summary',
    show: /^Order details/,
    toPayment: 'Next: payment',
    toConfirm: 'Next: confirm order',
    company: 'Company (tax ID)',
    card: 'Credit card, single payment',
    taxId: /^Tax ID/,
    companyTitle: /^Company name/,
    points: 'Use Z points',
    labels: ['Items subtotal', 'Shipping', 'Points used', 'Amount to pay', 'Use Z points', 'Payment method'],
  },
} as const;

let browser: Browser;
let product: ListedProduct;
beforeAll(async () => {
  browser = await launchBrowser();
  // A product in stock whose points allowance lets the buyer use some points.
  for (const candidate of await listedProducts()) {
    if (candidate.productBase === PRODUCT_BASE.auction || candidate.inventory < 2) continue;
    const detail = await productDetail(candidate.slug);
    if ((detail.productModels[0]?.usePointPercent ?? 0) > 0 && (detail.productModels[0]?.inventory ?? 0) >= 2) {
      product = candidate;
      break;
    }
  }
  if (!product) throw new Error('the demo data has no product in stock that takes points');
});
afterAll(async () => {
  await browser.close();
});

async function startCheckout(lang: Lang, width: number): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, { width, locale: lang === 'en' ? 'en-US' : 'zh-TW' });
  await loginAs(opened.context, 'buyer@example.com', 'buyer1234');
  await opened.context.addCookies([{ name: 'storefront_lang', value: lang, url: BASE_URL }]);
  await opened.page.goto(`${words[lang].prefix}/`);
  const cart = [{ productPlatformId: '1', items: [await cartLineFor(product.slug, 2)] }];
  await opened.page.evaluate((value) => window.localStorage.setItem('quarter_cart', value), JSON.stringify(cart));
  await opened.page.goto(`${words[lang].prefix}/checkout/delivery`);
  return opened;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

/** How many lines the element's text takes on screen. */
async function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  });
}

/** The label's box is one line high: no taller than its font's line. */
async function expectOneLine(label: Locator) {
  expect(await linesOf(label)).toBe(1);
  const { height, line } = await label.evaluate((element) => {
    const style = getComputedStyle(element);
    const lineHeight = style.lineHeight === 'normal' ? parseFloat(style.fontSize) * 1.5 : parseFloat(style.lineHeight);
    return { height: element.getBoundingClientRect().height, line: lineHeight };
  });
  expect(height).toBeLessThanOrEqual(line + 1);
}

/** Payment: a company invoice (refused empty, then accepted with a valid tax id), paid by card. */
async function payByCompanyInvoice(page: Page, lang: Lang, measure: boolean) {
  const w = words[lang];
  await page.getByRole('button', { name: w.toPayment }).click();
  await page.waitForURL('**/checkout/payment');
  await page.getByLabel(w.card).check();
  await page.getByLabel(w.company).check();
  await page.getByRole('button', { name: w.toConfirm }).click();
  const taxId = page.getByLabel(w.taxId);
  const title = page.getByLabel(w.companyTitle);
  await page.locator('.checkout__row .sf-field__error').first().waitFor();
  if (measure) {
    const [taxBox, titleBox] = [await box(taxId), await box(title)];
    // Each field has room (not a third of a 420 px column) and the errors lie under their input,
    // over neither input.
    expect(taxBox.width).toBeGreaterThanOrEqual(200);
    expect(titleBox.width).toBeGreaterThanOrEqual(200);
    const errors = page.locator('.checkout__row .sf-field__error');
    for (const error of await errors.all()) {
      const errorBox = await box(error);
      expect(overlaps(errorBox, taxBox)).toBe(false);
      expect(overlaps(errorBox, titleBox)).toBe(false);
      // Its text is whole: nothing cut off at its box's edge.
      const cut = await error.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
      expect(cut).toBe(false);
    }
    await noSidewaysScroll(page);
  }
  await taxId.fill('04595257');
  await title.fill('山嵐茶業股份有限公司');
  await page.getByRole('button', { name: w.toConfirm }).click();
  await page.waitForURL('**/checkout/confirm');
  await page.getByTestId('payable').waitFor();
}

describe.each(LANGS)('the checkout summary (%s)', (lang) => {
  const w = words[lang];

  test('at 1280 px the summary stands beside the step, with the lines, shipping, points and total', async () => {
    const { context, page } = await startCheckout(lang, 1280);
    const summary = page.getByRole('complementary', { name: w.summary });
    const form = page.locator('form.checkout__form');
    await form.waitFor();
    await summary.getByText(product.title).first().waitFor();
    await summary.getByTestId('summary-total').waitFor();

    // Side by side: the summary to the right of the form, their tops level, the form wider than
    // the old 420 px column.
    const [formBox, summaryBox] = [await box(form), await box(summary)];
    expect(summaryBox.x).toBeGreaterThanOrEqual(formBox.x + formBox.width);
    expect(Math.abs(summaryBox.y - formBox.y)).toBeLessThan(80);
    expect(formBox.width).toBeGreaterThan(600);
    expect(summaryBox.x + summaryBox.width).toBeLessThanOrEqual(1280);
    // No bar on desktop: the summary is open.
    expect(await summary.getByRole('button', { name: w.show }).isVisible()).toBe(false);
    await expect(summary.getByTestId('merchant-group').count()).resolves.toBe(1);
    // One merchant: its subtotal and shipping are the order's, said once.
    await summary.getByTestId('order-shipping').waitFor();
    await expect(summary.getByTestId('group-shipping').count()).resolves.toBe(0);
    await noSidewaysScroll(page);

    await payByCompanyInvoice(page, lang, true);

    // Confirm: the step's points change the summary beside it; the two totals agree.
    const points = page.getByLabel(w.points, { exact: true });
    const max = Number(await points.getAttribute('max'));
    expect(max).toBeGreaterThan(0);
    await points.fill(String(Math.min(max, 10)));
    await summary.getByTestId('summary-points').waitFor();
    await expect(summary.getByTestId('summary-total').textContent()).resolves.toBe(await page.getByTestId('payable').textContent());
    const [stepBox, asideBox] = [await box(page.locator('.checkout__confirm')), await box(summary)];
    expect(asideBox.x).toBeGreaterThanOrEqual(stepBox.x + stepBox.width);

    // Every label of the confirm step on one line (商品小計, not 商品小／計).
    for (const label of w.labels) await expectOneLine(page.locator('dt').filter({ hasText: label }).first());
    await noSidewaysScroll(page);
    await context.close();
  });

  test('at 390 px the summary is a bar with the total that opens the lines, and the labels stay whole', async () => {
    const { context, page } = await startCheckout(lang, 390);
    const summary = page.getByRole('complementary', { name: w.summary });
    const bar = summary.getByRole('button', { name: w.show });
    const form = page.locator('form.checkout__form');
    await form.waitFor();
    await summary.getByTestId('summary-bar-total').getByText(/NT\$/).waitFor();

    // Collapsed: the bar above the step, its lines hidden, the total in sight.
    await expect(bar.getAttribute('aria-expanded')).resolves.toBe('false');
    const [barBox, formBox] = [await box(bar), await box(form)];
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(formBox.y);
    expect(barBox.width).toBeGreaterThan(300);
    expect(await summary.getByText(product.title).first().isVisible()).toBe(false);
    await noSidewaysScroll(page);

    // Opened: the lines, the shipping and the total under the bar; closed again.
    await bar.click();
    await expect(bar.getAttribute('aria-expanded')).resolves.toBe('true');
    const line = summary.getByText(product.title).first();
    await line.waitFor();
    expect((await box(line)).y).toBeGreaterThan(barBox.y);
    await summary.getByTestId('order-shipping').waitFor();
    await summary.getByTestId('summary-total').waitFor();
    await noSidewaysScroll(page);
    await bar.click();
    await expect(bar.getAttribute('aria-expanded')).resolves.toBe('false');
    await line.waitFor({ state: 'hidden' });

    await payByCompanyInvoice(page, lang, true);

    // Confirm, on a phone: the bar carries the amount to pay; opened, every label on one line.
    await expect(summary.getByTestId('summary-bar-total').textContent()).resolves.toBe(await page.getByTestId('payable').textContent());
    await bar.click();
    await summary.getByTestId('summary-total').waitFor();
    for (const label of w.labels.filter((l) => l !== w.labels[2])) {
      await expectOneLine(page.locator('dt').filter({ hasText: label }).first());
    }
    await noSidewaysScroll(page);
    await context.close();
  });
});
