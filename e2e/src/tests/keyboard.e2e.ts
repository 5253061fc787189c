// Everything on the main shopper path and in the dialogs works from the keyboard alone: product
// page → add to cart → cart → checkout (review, then the delivery step, typing a recipient), with
// Tab, Enter and Space; the picture lightbox, the share dialog and the CSV upload dialog keep
// focus inside while open, close with Escape and give focus back to the control that opened them.
import { PRODUCT_BASE } from '@storefront/contracts';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginAs, newPage } from '../support/browser';
import { listedProducts } from '../support/catalogue';
import { KeyboardWalk, focused, tabAroundDialog, untilPageTakesInput } from '../support/keyboard';
import { watchNotices } from '../support/notices';
import { recordFigures } from '../support/reliability-report';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const figures: Record<string, number> = {};
const record = (walk: string, presses: number) => {
  figures[walk] = presses;
  if (Object.keys(figures).length === 4)
    recordFigures('keyboard', {
      walks: Object.keys(figures).length,
      keyPresses: figures,
      totalKeyPresses: Object.values(figures).reduce((a, b) => a + b, 0),
    });
};

/**
 * A product with pictures, in stock, at a fixed price (the lightbox needs a picture). Other tests
 * put products without pictures on sale (the operator approves one), so the picture is asked for.
 */
async function productWithPictures() {
  const product = (await listedProducts()).find((p) => p.productBase !== PRODUCT_BASE.auction && p.inventory > 3 && Boolean(p.img));
  if (!product) throw new Error('the catalogue has no fixed-price product with pictures in stock');
  return product;
}

async function dialogRoundTrip(page: Page, walk: KeyboardWalk, opener: string | RegExp, title: string, key: 'Enter' | 'Space') {
  const before = await walk.tabTo(opener);
  await walk.press(key);
  await page.getByRole('dialog', { name: title }).waitFor();
  expect((await focused(page)).dialog).toBe(title);
  await tabAroundDialog(walk, page, title, 8);
  await walk.press('Escape');
  await page.getByRole('dialog', { name: title }).waitFor({ state: 'hidden' });
  expect(await focused(page)).toEqual(before);
}

test('product page → add to cart → cart → checkout delivery, by keyboard only', async () => {
  const product = await productWithPictures();
  const { context, page } = await newPage(browser);
  await loginAs(context, 'buyer@example.com', 'buyer1234');
  await page.goto(`/products/${product.slug}`);
  await page.getByRole('button', { name: '加入購物車' }).waitFor();
  await untilPageTakesInput(page);
  const walk = new KeyboardWalk(page);

  await walk.tabTo('加入購物車');
  const notices = await watchNotices(page);
  await walk.press('Enter');
  await notices.shown('成功加入購物車．');
  await expect(page.getByTestId('cart-badge').textContent()).resolves.toBe('1');

  await walk.tabTo(/購物車/, { back: true });
  await walk.press('Enter');
  await page.getByRole('heading', { name: '購物車' }).waitFor();
  await page.getByText(product.title).first().waitFor();

  await walk.tabTo('前往結帳');
  await walk.press('Space');
  await page.getByRole('heading', { name: '確認購物車' }).waitFor();
  await walk.tabTo('下一步：收件資料');
  await walk.press('Enter');
  await page.waitForURL('**/checkout/delivery');
  const recipient = page.getByRole('group', { name: '收件人' });
  await recipient.getByLabel(/^名/).waitFor();
  await walk.tabTo(/^名/, { group: '收件人' });
  await page.keyboard.press('Control+A');
  await walk.type('小華');
  await expect(recipient.getByLabel(/^名/).inputValue()).resolves.toBe('小華');
  await walk.tabTo('下一步：付款方式');
  record('shopper path: product → cart → checkout delivery', walk.presses);
  await context.close();
});

test('the picture lightbox and the share dialog: focus stays inside, Escape closes, focus comes back', async () => {
  const product = await productWithPictures();
  const { context, page } = await newPage(browser);
  await page.goto(`/products/${product.slug}`);
  await page.getByRole('button', { name: '加入購物車' }).waitFor();
  await untilPageTakesInput(page);
  const lightbox = new KeyboardWalk(page);
  await dialogRoundTrip(page, lightbox, '放大圖片', product.title, 'Enter');
  record('lightbox', lightbox.presses);
  const share = new KeyboardWalk(page);
  await dialogRoundTrip(page, share, '分享', '分享商品', 'Space');
  record('share dialog', share.presses);
  await context.close();
});

test('the CSV upload dialog: focus stays inside, Escape closes, focus comes back', async () => {
  const { context, page } = await newPage(browser);
  await loginAs(context, 'merchant@example.com', 'merchant1234');
  await page.goto('/member/merchant/products');
  await page.getByRole('button', { name: 'CSV 批次上傳' }).waitFor();
  await untilPageTakesInput(page);
  const walk = new KeyboardWalk(page);
  await dialogRoundTrip(page, walk, 'CSV 批次上傳', 'CSV 批次上傳商品', 'Enter');
  record('CSV upload dialog', walk.presses);
  await context.close();
});
