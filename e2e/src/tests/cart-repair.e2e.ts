// A corrupted quarter_cart in local storage (unreadable JSON, the wrong shape, valid items mixed
// with broken ones) never crashes the cart page or the header badge, and no valid item is lost:
// the valid ones show and count, and the next change saves a clean cart that still has them.
import { PRODUCT_BASE } from '@storefront/contracts';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { cartLineFor } from '../support/cart-lines';
import { listedProducts } from '../support/catalogue';
import { watchNotices } from '../support/notices';
import { recordFigures } from '../support/reliability-report';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Puts `raw` into quarter_cart before the first page of the visit reads it. */
async function storeOnce(page: Page, raw: string): Promise<string[]> {
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem('cart-stored')) return;
    window.localStorage.setItem('quarter_cart', value);
    window.sessionStorage.setItem('cart-stored', '1');
  }, raw);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const repaired: string[] = [];

test.each([
  ['unreadable JSON', '[{"productPlatformId":"1","items":[{"productModelId":'],
  ['not a list', '{"productPlatformId":"1","items":[]}'],
  ['a list of the wrong things', '[1,"two",null,{"items":"none"},[]]'],
])('a stored cart of %s shows as an empty cart, without a crash', async (name, raw) => {
  const { context, page } = await newPage(browser);
  const errors = await storeOnce(page, raw);
  await page.goto('/cart');
  await page.getByText('購物車是空的').waitFor();
  expect(await page.getByTestId('cart-badge').textContent()).toBe('0');
  expect(errors).toEqual([]);
  repaired.push(name);
  await context.close();
});

test('valid items mixed with broken ones: the valid ones show and count, and survive the next change', async () => {
  const products = (await listedProducts()).filter((p) => p.productBase !== PRODUCT_BASE.auction && p.inventory > 3);
  const [kept, added] = [products[0]!, products[1]!];
  const valid = await cartLineFor(kept.slug, 2);
  const raw = JSON.stringify([
    {
      productPlatformId: '1',
      items: [{ ...valid, productModelId: 'not a number' }, valid, null, { ...valid, quantity: -1 }, { title: 'half an item' }],
    },
    { productPlatformId: '2', items: 'not a list' },
    'junk',
  ]);
  const { context, page } = await newPage(browser);
  const errors = await storeOnce(page, raw);
  await page.goto('/cart');
  await page.getByRole('heading', { name: '購物車' }).waitFor();
  await page.getByText(kept.title).first().waitFor();
  await expect(page.getByTestId('cart-badge').textContent()).resolves.toBe('2');
  expect(await page.getByText('half an item').count()).toBe(0);

  // Adding another product saves the cart again: clean, with the kept item and the new one.
  await page.goto(`/products/${added.slug}`);
  const notices = await watchNotices(page);
  await page.getByRole('button', { name: '加入購物車' }).click();
  await notices.shown('成功加入購物車．');
  await expect(page.getByTestId('cart-badge').textContent()).resolves.toBe('3');
  const stored = await page.evaluate(
    () => JSON.parse(window.localStorage.getItem('quarter_cart') ?? 'null') as { items: { title: string; quantity: number }[] }[] | null,
  );
  expect(stored).toHaveLength(1);
  expect(stored?.[0]?.items.map((i) => [i.title, i.quantity])).toEqual([
    [kept.title, 2],
    [added.title, 1],
  ]);
  expect(errors).toEqual([]);
  repaired.push('valid items mixed with broken ones');
  recordFigures('cartRepair', { cases: repaired.length, passed: repaired, validItemsLost: 0 });
  await context.close();
});
