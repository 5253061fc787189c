// The screens axe checks, each with how to reach it and what shows once it is ready, in either
// language. Screens that need a session say whose; the cart and checkout screens start with a
// product in the cart.
import type { BrowserContext, Page } from 'playwright-core';
import { BASE_URL } from './server';
import { cartLineFor } from './cart-lines';
import { fixedPriceProductInStock } from './catalogue';

export type Lang = 'zh-tw' | 'en';
type Who = 'visitor' | 'buyer' | 'merchant';

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
