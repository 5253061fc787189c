// Every shopper screen (the checkout's steps through to its finish page, the brand page, the member
// and partner applications), the merchant's tools and the operator's review desk, at 1280 and
// 390 px, in both languages, laid out
// as a person sees it: the page never scrolls sideways, no text is cut off by its box or pushed out of the window, no two
// controls lie on top of each other, and no console error. With E2E_SCREENS=1 each screen is also
// photographed (support/screens.ts) so a person can look through them. And the add-to-cart
// notice covers none of the header's controls (the cart badge, the language switch) nor the button.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, loginAs, newPage } from '../support/browser';
import { cartLineFor } from '../support/cart-lines';
import { fixedPriceProductInStock } from '../support/catalogue';
import { applyAsPartner, submitProductForReview } from '../support/review-queue';
import { watchNetwork } from '../support/quiet-network';
import { photograph } from '../support/screens';
import { BASE_URL } from '../support/server';

const LANGS = ['zh-tw', 'en'] as const;
const WIDTHS = [1280, 390] as const;

let browser: Browser;
let slug: string;
let orderId: number;
let merchantOrderId: number;
let categoryId: number;
let brandId: number;
let reviewProductId: number;
beforeAll(async () => {
  browser = await launchBrowser();
  const product = await fixedPriceProductInStock();
  slug = product.slug;
  // The product's own category: its listing is a screen, as the product page's breadcrumb leads there.
  const detail = (await (await fetch(`${BASE_URL}/api/product/detail/${slug}`)).json()) as { catelogId: number; brandId: number };
  categoryId = detail.catelogId;
  // Its brand's page too, as its brand name links there.
  brandId = detail.brandId;
  const { context } = await newPage(browser);
  await loginAs(context, 'buyer@example.com', 'buyer1234');
  const list = (await (await context.request.get(`${BASE_URL}/api/member/order/list`)).json()) as { orders: { orderId: number }[] };
  orderId = list.orders[0]!.orderId;
  await context.close();
  const merchant = await newPage(browser);
  await loginAs(merchant.context, 'merchant@example.com', 'merchant1234');
  const orders = (await (await merchant.context.request.get(`${BASE_URL}/api/merchant/order/list`)).json()) as {
    orders: { orderId: number }[];
  };
  merchantOrderId = orders.orders[0]!.orderId;
  // Something in each of the operator's queues: a product under review and a partner application.
  const stamp = Date.now();
  reviewProductId = await submitProductForReview(merchant.context.request, `e2e-looks-${stamp}`, `E2E 版面審核茶 ${stamp}`);
  await merchant.context.close();
  const applicant = await newPage(browser);
  await applyAsPartner(applicant.context.request, `e2e-looks-${stamp}@example.com`, '林版面');
  await applicant.context.close();
});
afterAll(async () => {
  await browser.close();
});

/** What is wrong with the layout of the screen on show, in words (empty when nothing is). */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const scroller = document.scrollingElement ?? document.documentElement;
    if (scroller.scrollWidth > width) problems.push(`the page is ${scroller.scrollWidth} px wide in a ${width} px window`);

    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    // Hidden for the eye and kept for screen readers (a table's head when its rows are cards).
    const clippedAway = (element: Element) => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.position === 'absolute' && /rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(style.clip)) return true;
      }
      return false;
    };
    const shown = (element: Element) => {
      if (element.closest('.sf-visually-hidden, [hidden], [aria-hidden="true"], dialog:not([open])')) return false;
      if (clippedAway(element)) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    // Content inside a box that scrolls on purpose (tabs, a wide table) may run past the window.
    const inScrollBox = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (/(auto|scroll)/.test(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };

    for (const element of document.querySelectorAll('body *')) {
      if (!shown(element) || element.closest('svg')) continue;
      const style = getComputedStyle(element);
      const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      // Text cut off: a box that hides what does not fit (an ellipsis included), with text in it
      // that does not fit.
      if (hasText && /(hidden|clip)/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`text cut off: ${name(element)} (${element.scrollWidth} px in ${element.clientWidth} px)`);
      }
      // Text out of the window: partly (wholly outside is the way a skip link hides until focused).
      if (hasText && !inScrollBox(element) && style.position !== 'fixed') {
        const box = element.getBoundingClientRect();
        const partly = (box.right > width + 1 && box.left < width) || (box.left < -1 && box.right > 0);
        if (partly) problems.push(`text out of the window: ${name(element)} (${Math.round(box.left)}..${Math.round(box.right)})`);
      }
    }

    // Controls on top of each other (neither inside the other in the page). A control laid wholly
    // over a bigger one (a favourite button on the picture's zoom button) is fine if it is the one
    // a finger reaches at its centre.
    const overlaid = (inner: DOMRect, outer: DOMRect, control: Element) => {
      if (inner.left < outer.left || inner.right > outer.right || inner.top < outer.top || inner.bottom > outer.bottom) return false;
      control.scrollIntoView({ block: 'center' });
      const box = control.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && (hit === control || control.contains(hit));
    };
    const controls = [...document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea')].filter(
      (control) => shown(control) && getComputedStyle(control).opacity !== '0',
    );
    // An open popup (what an expanded control controls: a menu, a list of suggestions) lies over
    // the page on purpose; its controls may cover the page's if they are on top where they do.
    const popups = [...document.querySelectorAll('[aria-expanded="true"][aria-controls]')]
      .map((control) => document.getElementById(control.getAttribute('aria-controls')!))
      .filter((popup): popup is HTMLElement => popup !== null);
    const inPopup = (control: Element) => popups.some((popup) => popup.contains(control));
    const popupOnTop = (top: Element, under: Element) => {
      top.scrollIntoView({ block: 'center' });
      const a = top.getBoundingClientRect();
      const b = under.getBoundingClientRect();
      const left = Math.max(a.left, b.left);
      const right = Math.min(a.right, b.right);
      const upper = Math.max(a.top, b.top);
      const lower = Math.min(a.bottom, b.bottom);
      if (right - left <= 2 || lower - upper <= 2) return true;
      const hit = document.elementFromPoint((left + right) / 2, (upper + lower) / 2);
      return hit !== null && (hit === top || top.contains(hit));
    };
    // A bar fixed to the window (the product page's buy bar on a phone) lies over the page as it
    // scrolls by; what matters is that the end of the page can be scrolled clear of it.
    const fixedBar = (control: Element) => {
      for (let parent: Element | null = control; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).position === 'fixed') return parent;
      }
      return null;
    };
    const bars = [...new Set(controls.map(fixedBar).filter((bar): bar is Element => bar !== null))];
    if (bars.length) {
      window.scrollTo(0, scroller.scrollHeight);
      for (const bar of bars) {
        const box = bar.getBoundingClientRect();
        for (const control of controls) {
          if (bar.contains(control) || fixedBar(control)) continue;
          const other = control.getBoundingClientRect();
          const x = Math.min(box.right, other.right) - Math.max(box.left, other.left);
          const y = Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top);
          if (x > 2 && y > 2) problems.push(`the end of the page stays under a fixed bar: ${name(control)} under ${name(bar)}`);
        }
      }
      window.scrollTo(0, 0);
    }
    const boxes = controls.map((control) => control.getBoundingClientRect());
    for (let i = 0; i < controls.length; i += 1) {
      for (let j = i + 1; j < controls.length; j += 1) {
        const a = controls[i]!;
        const b = controls[j]!;
        if (a.contains(b) || b.contains(a)) continue;
        if (fixedBar(a) !== fixedBar(b)) continue;
        if (inPopup(a) !== inPopup(b)) {
          const [top, under] = inPopup(a) ? [a, b] : [b, a];
          const x = Math.min(boxes[i]!.right, boxes[j]!.right) - Math.max(boxes[i]!.left, boxes[j]!.left);
          const y = Math.min(boxes[i]!.bottom, boxes[j]!.bottom) - Math.max(boxes[i]!.top, boxes[j]!.top);
          if (x > 2 && y > 2 && !popupOnTop(top, under))
            problems.push(`an open popup lies under the page: ${name(top)} under ${name(under)}`);
          continue;
        }
        const x = Math.min(boxes[i]!.right, boxes[j]!.right) - Math.max(boxes[i]!.left, boxes[j]!.left);
        const y = Math.min(boxes[i]!.bottom, boxes[j]!.bottom) - Math.max(boxes[i]!.top, boxes[j]!.top);
        if (x <= 2 || y <= 2 || overlaid(boxes[i]!, boxes[j]!, a) || overlaid(boxes[j]!, boxes[i]!, b)) continue;
        problems.push(`controls overlap: ${name(a)} and ${name(b)}`);
      }
    }
    return problems;
  });
}

/** What to do on a screen before it is checked, as a person would (open a menu). */
type Step = (page: Page, lang: (typeof LANGS)[number]) => Promise<void>;

/** The header's category menu, open with its categories. */
const openCategoryMenu: Step = async (page, lang) => {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: lang === 'en' ? 'Categories' : '商品分類' }).click();
  await header.getByRole('list', { name: lang === 'en' ? 'Categories' : '商品分類' }).waitFor();
};

const say = (lang: (typeof LANGS)[number], zh: string, en: string) => (lang === 'en' ? en : zh);

/** The checkout's payment step: from the delivery step, with the buyer's saved details. */
const toPayment: Step = async (page, lang) => {
  await page.getByRole('button', { name: say(lang, '下一步：付款方式', 'Next: payment') }).click();
  await page.waitForURL('**/checkout/payment');
  await page.getByLabel(say(lang, 'ATM 轉帳', 'ATM transfer')).waitFor();
};

/** The checkout's confirm step: from the payment step (the delivery kept in the draft), by ATM. */
const toConfirm: Step = async (page, lang) => {
  await page.getByLabel(say(lang, 'ATM 轉帳', 'ATM transfer')).check();
  await page.getByRole('button', { name: say(lang, '下一步：確認訂單', 'Next: confirm order') }).click();
  await page.waitForURL('**/checkout/confirm');
  await page.getByTestId('payable').waitFor();
};

/** The checkout's finish page: the order placed and its virtual account taken in the sandbox. */
const toFinish: Step = async (page, lang) => {
  await page.getByRole('button', { name: say(lang, '送出訂單', 'Place order') }).click();
  await page.waitForURL('**/sandbox/ecpay/Cashier/AioCheckOut/V5');
  await page.getByRole('button', { name: /Get virtual account/ }).click();
  await page.waitForURL('**/checkout/finish/*');
  await page.getByTestId('virtual-account').waitFor();
  await page.locator('main .sf-spinner').first().waitFor({ state: 'detached' });
};

/** Opens each screen as a fresh page load, waits for its calls, checks it and (E2E_SCREENS=1) photographs it. */
async function walk(
  page: Page,
  label: string,
  paths: readonly (readonly [string, string, Step?])[],
  lang: (typeof LANGS)[number],
): Promise<string[]> {
  const problems: string[] = [];
  let current = '';
  const network = watchNetwork(page);
  page.on('console', (message) => {
    // A failed load says only its status: the address it came from says what failed.
    if (message.type() === 'error') problems.push(`${current}: console error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`${current}: page error: ${error.message}`));
  for (const [screen, url, step] of paths) {
    current = `${label} ${screen}`;
    await page.goto(url, { waitUntil: 'load' });
    await network.settled();
    await page.locator('main .sf-spinner').first().waitFor({ state: 'detached' });
    if (step) await step(page, lang);
    problems.push(...(await layoutProblems(page)).map((problem) => `${current}: ${problem}`));
    await photograph(page, `${label.replace(/ /g, '-')}-${screen}`);
  }
  return problems;
}

async function contextFor(lang: (typeof LANGS)[number], width: number): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, { width, locale: lang === 'en' ? 'en-US' : 'zh-TW' });
  await opened.context.addCookies([{ name: 'storefront_lang', value: lang, url: BASE_URL }]);
  return opened;
}

async function fillCart(page: Page): Promise<void> {
  const cart = [{ productPlatformId: '1', items: [await cartLineFor(slug, 1)] }];
  await page.goto('/terms');
  await page.evaluate((value) => window.localStorage.setItem('quarter_cart', value), JSON.stringify(cart));
}

describe.each(LANGS)('the shopper screens in %s', (lang) => {
  test.each(WIDTHS)(
    'at %i px: no sideways scrolling, nothing cut off or overlapping, no console error',
    async (width) => {
      const label = `${lang} ${width}`;
      const visitor = await contextFor(lang, width);
      await fillCart(visitor.page);
      const problems = await walk(
        visitor.page,
        label,
        [
          ['home', '/'],
          ['category-menu', '/', openCategoryMenu],
          ['category', `/category/${categoryId}`],
          ['brand', `/brand/${brandId}`],
          ['product', `/products/${slug}`],
          ['search', `/search?q=${encodeURIComponent('台灣')}`],
          ['cart', '/cart'],
          ['login', '/member/login'],
          ['register', '/member/register'],
          ['terms', '/terms'],
          ['not-found', '/no/such/page'],
        ],
        lang,
      );
      await visitor.context.close();

      const member = await contextFor(lang, width);
      await loginAs(member.context, 'buyer@example.com', 'buyer1234');
      await fillCart(member.page);
      problems.push(
        ...(await walk(
          member.page,
          label,
          [
            ['checkout', '/checkout'],
            ['checkout-payment', '/checkout/delivery', toPayment],
            ['checkout-confirm', '/checkout/payment', toConfirm],
            ['checkout-finish', '/checkout/confirm', toFinish],
            ['member', '/member'],
            ['orders', '/member/orders'],
            ['order', `/member/order/${orderId}`],
            ['points', '/member/points'],
            ['wishlist', '/member/wishlist'],
            ['profile', '/member/profile'],
            ['delivery-details', '/member/deliverydetail'],
            ['member-upgrade', '/member/memberupgrade'],
            ['merchant-upgrade', '/member/merchantupgrade'],
          ],
          lang,
        )),
      );
      await member.context.close();

      // The merchant's tools, as the demo merchant.
      const merchant = await contextFor(lang, width);
      await loginAs(merchant.context, 'merchant@example.com', 'merchant1234');
      problems.push(
        ...(await walk(
          merchant.page,
          label,
          [
            ['merchant-products', '/member/merchant/products'],
            ['merchant-new-product', '/member/merchant/newproduct'],
            ['merchant-orders', '/member/merchant/orders'],
            ['merchant-order', `/member/merchant/order/${merchantOrderId}`],
            ['merchant-profile', '/member/merchant/profile'],
          ],
          lang,
        )),
      );
      await merchant.context.close();

      // The operator's review desk: the product queue, a product's review and the applications.
      const operator = await contextFor(lang, width);
      await loginAs(operator.context, 'operator@example.com', 'operator1234');
      problems.push(
        ...(await walk(
          operator.page,
          label,
          [
            ['operator-products', '/member/operator'],
            ['operator-product', `/member/operator/product/${reviewProductId}`],
            ['operator-applications', '/member/operator/applications'],
          ],
          lang,
        )),
      );
      await operator.context.close();
      expect(problems).toEqual([]);
    },
    300_000,
  );
});

type NoticeSamples = Window & { noticeSamples?: string[][]; noticeGone?: boolean };

/**
 * Runs in the page: from the notice's first frame to its last, the header's controls and the
 * add-to-cart buttons it lies over, one list per frame (window.noticeSamples), then noticeGone.
 */
function sampleWhatTheNoticeCovers() {
  const watched = window as NoticeSamples;
  const samples: string[][] = [];
  watched.noticeSamples = samples;
  watched.noticeGone = false;
  const covered = (toast: DOMRect) =>
    [...document.querySelectorAll('header a[href], header button, header input, main button')]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || control.closest('.sf-visually-hidden')) return false;
        return box.left < toast.right && toast.left < box.right && box.top < toast.bottom && toast.top < box.bottom;
      })
      .filter((control) => control.matches('header *') || /加入購物車|Add to cart/.test(control.textContent ?? ''))
      .map((control) => (control.textContent ?? '').trim() || control.getAttribute('aria-label') || '');
  const sample = () => {
    const notice = document.querySelector('.sf-notification');
    if (notice) samples.push(covered(notice.getBoundingClientRect()));
    else if (samples.length) {
      watched.noticeGone = true;
      return;
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

async function centreUntilStill(page: Page, control: ReturnType<Page['getByRole']>) {
  let placedAt: number | null = null;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const { before, after } = await control.evaluate(
      (element) =>
        new Promise<{ before: number; after: number }>((resolve) =>
          requestAnimationFrame(() => {
            const before = element.getBoundingClientRect().top;
            element.scrollIntoView({ block: 'center' });
            resolve({ before, after: element.getBoundingClientRect().top });
          }),
        ),
    );
    // Where the last scroll put it is where it still is: the page has settled.
    if (placedAt !== null && Math.abs(before - placedAt) < 1 && Math.abs(after - placedAt) < 1) return;
    placedAt = after;
    await page.waitForTimeout(100);
  }
  throw new Error('the add-to-cart button never stayed where it was scrolled to');
}

describe.each(WIDTHS)('the add-to-cart notice at %i px', (width) => {
  test.each(LANGS)('covers none of the header controls, nor the button (%s)', async (lang) => {
    const { context, page } = await contextFor(lang, width);
    await page.goto(`/products/${slug}`);
    // The product panel's button (on a phone the buy bar, shown while it is out of sight, has one too).
    const add = page.getByRole('button', { name: lang === 'en' ? 'Add to cart' : '加入購物車' }).first();
    // Pressed where a person sees it, in the window's middle: the notice lies along the bottom
    // edge, so it can still lie over a button at the very bottom of the window.
    // The page may still move as it settles (the remote's styles, the photo): the button is
    // scrolled to the middle until it is found there still, a frame after the last scroll.
    await centreUntilStill(page, add);
    // The notice is on screen for 1 s: what it covers is sampled in the page on every frame while
    // it is there (a look from the test could come after it has gone on a loaded machine).
    await page.evaluate(sampleWhatTheNoticeCovers);
    await add.click();
    await page.waitForFunction(() => (window as NoticeSamples).noticeGone === true, undefined, { timeout: 10_000 });
    const samples = await page.evaluate(() => (window as NoticeSamples).noticeSamples ?? []);
    // On a phone the buy bar (with its own button, at the bottom) follows the scroll a moment
    // later: it goes once the panel's button is in sight. What the notice still covers at its
    // last frame, once the bar has gone, is what this test is about.
    expect(samples.length).toBeGreaterThan(0);
    expect(samples.at(-1)).toEqual([]);
    await context.close();
  });
});
