// The screens axe checks, each with how to reach it and what shows once it is ready, in either
// language. Screens that need a session say whose; the cart and checkout screens start with a
// product in the cart.
import type { BrowserContext, Page } from 'playwright-core';
import { BASE_URL } from './server';
import { cartLineFor } from './cart-lines';
import { fixedPriceProductInStock } from './catalogue';
import { loginAs } from './browser';
import { submitProductForReview } from './review-queue';

export type Lang = 'zh-tw' | 'en';
type Who = 'visitor' | 'buyer' | 'merchant' | 'operator';

export type AxeScreen = {
  name: string;
  who: Who;
  cart?: boolean;
  path: (context: BrowserContext) => Promise<string>;
  /** Text (zh, en) or a role that shows once the screen has its data. */
  ready: (page: Page, lang: Lang) => Promise<void>;
};

const text = (zh: string, en: string) => (page: Page, lang: Lang) =>
  page
    .getByText(lang === 'en' ? en : zh)
    .first()
    .waitFor();
const heading = (zh: string, en: string) => (page: Page, lang: Lang) =>
  page
    .getByRole('heading', { name: lang === 'en' ? en : zh })
    .first()
    .waitFor();
const at = (path: string) => async () => path;

async function firstOrderId(context: BrowserContext): Promise<string> {
  const list = (await (await context.request.get(`${BASE_URL}/api/member/order/list`)).json()) as { orders: { orderId: number }[] };
  return String(list.orders[0]!.orderId);
}

async function firstMerchantOrderId(context: BrowserContext): Promise<string> {
  const list = (await (await context.request.get(`${BASE_URL}/api/merchant/order/list`)).json()) as { orders: { orderId: number }[] };
  return String(list.orders[0]!.orderId);
}

async function brandOfAProduct(): Promise<string> {
  const { slug } = await fixedPriceProductInStock();
  const detail = (await (await fetch(`${BASE_URL}/api/product/detail/${slug}`)).json()) as { brandId: number };
  return String(detail.brandId);
}

/** A new product of the demo merchant under review, for the operator's review screen. */
async function productUnderReview(operator: BrowserContext): Promise<string> {
  const merchant = await operator.browser()!.newContext();
  try {
    await loginAs(merchant, 'merchant@example.com', 'merchant1234');
    const stamp = `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
    return String(await submitProductForReview(merchant.request, `e2e-axe-${stamp}`, `E2E 無障礙審核茶 ${stamp}`));
  } finally {
    await merchant.close();
  }
}

const say = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

/** From the delivery step (the buyer's saved details) to the payment step. */
async function onPaymentStep(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: say(lang, '下一步：付款方式', 'Next: payment') }).click();
  await page.waitForURL('**/checkout/payment');
  await page.getByLabel(say(lang, 'ATM 轉帳', 'ATM transfer')).waitFor();
}

/** On to the confirm step, paying by ATM transfer. */
async function onConfirmStep(page: Page, lang: Lang): Promise<void> {
  await onPaymentStep(page, lang);
  await page.getByLabel(say(lang, 'ATM 轉帳', 'ATM transfer')).check();
  await page.getByRole('button', { name: say(lang, '下一步：確認訂單', 'Next: confirm order') }).click();
  await page.waitForURL('**/checkout/confirm');
  await page.getByTestId('payable').waitFor();
}

/** The order placed and its virtual account taken in the sandbox: the finish page. */
async function onFinishPage(page: Page, lang: Lang): Promise<void> {
  await onConfirmStep(page, lang);
  await page.getByRole('button', { name: say(lang, '送出訂單', 'Place order') }).click();
  await page.waitForURL('**/sandbox/ecpay/Cashier/AioCheckOut/V5');
  await page.getByRole('button', { name: /Get virtual account/ }).click();
  await page.waitForURL('**/checkout/finish/*');
  await page.getByTestId('virtual-account').waitFor();
}

export const AXE_SCREENS: AxeScreen[] = [
  { name: 'home', who: 'visitor', path: at('/'), ready: heading('精選商品', 'Featured products') },
  {
    name: 'product page',
    who: 'visitor',
    path: async () => `/products/${(await fixedPriceProductInStock()).slug}`,
    ready: (page, lang) => page.getByRole('button', { name: lang === 'en' ? 'Add to cart' : '加入購物車' }).waitFor(),
  },
  { name: 'empty cart', who: 'visitor', path: at('/cart'), ready: text('購物車是空的', 'Your cart is empty') },
  {
    name: 'cart',
    who: 'visitor',
    cart: true,
    path: at('/cart'),
    ready: (page, lang) => page.getByRole('button', { name: lang === 'en' ? 'Check out' : '前往結帳' }).waitFor(),
  },
  { name: 'login', who: 'visitor', path: at('/member/login'), ready: heading('會員登入', 'Member login') },
  { name: 'register', who: 'visitor', path: at('/member/register'), ready: (page) => page.locator('form').first().waitFor() },
  {
    name: 'not found',
    who: 'visitor',
    path: at('/no-such-page'),
    ready: (page, lang) => page.getByRole('link', { name: lang === 'en' ? 'Back to home' : '回到首頁' }).waitFor(),
  },
  { name: 'checkout: cart check', who: 'buyer', cart: true, path: at('/checkout'), ready: heading('確認購物車', 'Review cart') },
  {
    name: 'checkout: delivery',
    who: 'buyer',
    cart: true,
    path: at('/checkout/delivery'),
    ready: (page) => page.getByRole('group').first().waitFor(),
  },
  { name: 'checkout: payment', who: 'buyer', cart: true, path: at('/checkout/delivery'), ready: onPaymentStep },
  { name: 'checkout: confirm', who: 'buyer', cart: true, path: at('/checkout/delivery'), ready: onConfirmStep },
  { name: 'checkout: finish', who: 'buyer', cart: true, path: at('/checkout/delivery'), ready: onFinishPage },
  { name: 'brand', who: 'visitor', path: brandOfAProduct, ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  {
    name: 'member upgrade',
    who: 'buyer',
    path: at('/member/memberupgrade'),
    ready: (page) => page.locator('form input').first().waitFor(),
  },
  {
    name: 'merchant upgrade',
    who: 'buyer',
    path: at('/member/merchantupgrade'),
    ready: (page) => page.locator('form input').first().waitFor(),
  },
  { name: 'member home', who: 'buyer', path: at('/member'), ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'member profile', who: 'buyer', path: at('/member/profile'), ready: (page) => page.locator('form input').first().waitFor() },
  {
    name: 'member billing and delivery',
    who: 'buyer',
    path: at('/member/deliverydetail'),
    ready: (page) => page.locator('form input').first().waitFor(),
  },
  { name: 'member points', who: 'buyer', path: at('/member/points'), ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  {
    name: 'member wishlist',
    who: 'buyer',
    path: at('/member/wishlist'),
    ready: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
  },
  { name: 'buyer orders', who: 'buyer', path: at('/member/orders'), ready: (page) => page.getByRole('row').nth(1).waitFor() },
  {
    name: 'buyer order detail',
    who: 'buyer',
    path: async (context) => `/member/order/${await firstOrderId(context)}`,
    ready: (page) => page.getByRole('table').first().waitFor(),
  },
  {
    name: 'merchant products',
    who: 'merchant',
    path: at('/member/merchant/products'),
    ready: (page) => page.getByRole('row').nth(1).waitFor(),
  },
  {
    name: 'merchant product editor',
    who: 'merchant',
    path: at('/member/merchant/newproduct'),
    ready: (page) => page.locator('form input').first().waitFor(),
  },
  {
    name: 'merchant orders',
    who: 'merchant',
    path: at('/member/merchant/orders'),
    ready: (page) => page.getByRole('row').nth(1).waitFor(),
  },
  {
    name: 'merchant order detail',
    who: 'merchant',
    path: async (context) => `/member/merchant/order/${await firstMerchantOrderId(context)}`,
    ready: (page) => page.getByRole('table').first().waitFor(),
  },
  {
    name: 'operator product queue',
    who: 'operator',
    path: at('/member/operator'),
    ready: (page) => page.locator('.operator-table, .sf-state:not([role="status"])').first().waitFor(),
  },
  {
    name: 'operator product review',
    who: 'operator',
    path: async (context) => `/member/operator/product/${await productUnderReview(context)}`,
    ready: (page, lang) => page.getByRole('button', { name: say(lang, '核准上架', 'Approve and publish') }).waitFor(),
  },
  {
    name: 'operator applications',
    who: 'operator',
    path: at('/member/operator/applications'),
    ready: (page) => page.locator('.operator-table, .sf-state:not([role="status"])').first().waitFor(),
  },
];

/** Puts one product in the cart before the first page reads it. */
export async function withCart(page: Page): Promise<void> {
  const product = await fixedPriceProductInStock();
  const cart = JSON.stringify([{ productPlatformId: '1', items: [await cartLineFor(product.slug, 1)] }]);
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('quarter_cart')) window.localStorage.setItem('quarter_cart', value);
  }, cart);
}

export async function chooseLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('storefront_lang', value), lang);
}
