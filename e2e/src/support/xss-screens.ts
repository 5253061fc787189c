// Every screen that shows a text a merchant or a buyer saved, how to reach it, and which fields
// it shows. A screen passes when none of the detectors saw a script run and each plain-text field
// it shows is there as text (in the page's text, an input's value or an option).
import type { Page } from 'playwright-core';
import { watchNotices } from './notices';
import type { XssField } from './xss-fields';
import type { BuyerSeed, MerchantSeed } from './xss-seed';

export type ScreenContext = { merchant: MerchantSeed; buyer: BuyerSeed; refundOrderId: number; onlineProductSlug: string };

export type XssScreen = {
  name: string;
  who: 'merchant' | 'buyer';
  fields: XssField[];
  visit: (page: Page, seeded: ScreenContext) => Promise<void>;
};

const orderFields: XssField[] = ['billingName', 'billingStreet', 'recipientName', 'recipientStreet', 'companyTitle', 'lateRefundAccount'];

export const XSS_SCREENS: XssScreen[] = [
  {
    name: 'product page (merchant preview)',
    who: 'merchant',
    fields: ['productTitle', 'variantTitle', 'brandName', 'richText'],
    visit: async (page, { merchant }) => {
      await page.goto(`/products/${merchant.slug}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
  },
  {
    name: 'cart',
    who: 'merchant',
    fields: ['productTitle', 'variantTitle'],
    visit: async (page, { merchant }) => {
      await page.goto(`/products/${merchant.slug}`);
      const notices = await watchNotices(page);
      await page.getByRole('button', { name: '加入購物車' }).click();
      await notices.shown('成功加入購物車．');
      await page.goto('/cart');
      await page.getByRole('heading', { name: '購物車' }).waitFor();
    },
  },
  {
    name: 'merchant product list',
    who: 'merchant',
    fields: ['productTitle'],
    visit: async (page) => {
      await page.goto('/member/merchant/products');
      await page.getByRole('heading', { name: '商品管理' }).waitFor();
    },
  },
  {
    name: 'merchant product editor with the media picker',
    who: 'merchant',
    fields: ['productTitle', 'variantTitle', 'brandName', 'categoryName', 'richText', 'mediaName'],
    visit: async (page, { merchant }) => {
      await page.goto(`/member/merchant/product/${merchant.productId}`);
      await page
        .getByLabel(/商品名稱/)
        .first()
        .waitFor();
      await page.getByRole('tab', { name: '商品介紹' }).click();
      await page.getByRole('button', { name: '新增圖片' }).click();
      await page.getByRole('dialog', { name: '選擇圖片' }).waitFor();
    },
  },
  {
    name: 'merchant order list',
    who: 'merchant',
    fields: ['billingName'],
    visit: async (page) => {
      await page.goto('/member/merchant/orders');
      await page.getByRole('heading', { name: '訂單管理' }).waitFor();
    },
  },
  {
    name: 'merchant order detail',
    who: 'merchant',
    fields: ['recipientName', 'recipientStreet', 'lateRefundAccount'],
    visit: async (page, { buyer }) => {
      await page.goto(`/member/merchant/order/${buyer.orderId}`);
      await page.getByText(buyer.orderStatementId).first().waitFor();
    },
  },
  {
    name: 'merchant order detail with a refund request',
    who: 'merchant',
    fields: ['refundReason', 'returnRefundAccount'],
    visit: async (page, { refundOrderId }) => {
      await page.goto(`/member/merchant/order/${refundOrderId}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
  },
  {
    name: 'member home (and the header greeting)',
    who: 'buyer',
    fields: ['memberLastName', 'memberFirstName'],
    visit: async (page) => {
      await page.goto('/member');
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
  },
  {
    name: 'member profile',
    who: 'buyer',
    fields: ['memberLastName', 'memberFirstName'],
    visit: async (page) => {
      await page.goto('/member/profile');
      await page.getByRole('button', { name: /儲存/ }).first().waitFor();
    },
  },
  {
    name: 'member billing and delivery details',
    who: 'buyer',
    fields: ['billingName', 'billingStreet', 'recipientName', 'recipientStreet'],
    visit: async (page) => {
      await page.goto('/member/deliverydetail');
      await page.getByRole('button', { name: /儲存/ }).first().waitFor();
    },
  },
  {
    name: 'checkout, prefilled billing and delivery step',
    who: 'buyer',
    fields: ['billingName', 'billingStreet', 'recipientName', 'recipientStreet'],
    visit: async (page, { onlineProductSlug }) => {
      await page.goto(`/products/${onlineProductSlug}`);
      const notices = await watchNotices(page);
      await page.getByRole('button', { name: '加入購物車' }).click();
      await notices.shown('成功加入購物車．');
      await page.goto('/checkout');
      await page.getByRole('button', { name: '下一步：收件資料' }).click();
      await page.getByRole('button', { name: '下一步：付款方式' }).waitFor();
    },
  },
  {
    name: 'buyer order list',
    who: 'buyer',
    fields: [],
    visit: async (page) => {
      await page.goto('/member/orders');
      await page.getByRole('heading', { name: '購買紀錄' }).waitFor();
    },
  },
  {
    name: 'buyer order detail',
    who: 'buyer',
    fields: orderFields,
    visit: async (page, { buyer }) => {
      await page.goto(`/member/order/${buyer.orderId}`);
      await page.getByText(buyer.orderStatementId).first().waitFor();
    },
  },
  {
    name: 'buyer order detail with a refund request',
    who: 'buyer',
    fields: ['refundReason', 'returnRefundAccount'],
    visit: async (page, { refundOrderId }) => {
      await page.goto(`/member/order/${refundOrderId}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
  },
];

/**
 * The page's text as a reader meets it: visible text, the values of fields, the options of lists
 * and the accessible names given by attributes (a picture's alt, a button's aria-label).
 */
export async function shownTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const values = [...document.querySelectorAll('input, textarea')].map((el) => (el as HTMLInputElement).value);
    const options = [...document.querySelectorAll('option')].map((el) => el.textContent ?? '');
    const names = [...document.querySelectorAll('[aria-label], img[alt]')].map(
      (el) => el.getAttribute('aria-label') ?? el.getAttribute('alt') ?? '',
    );
    return [document.body.innerText, ...values, ...options, ...names].join('\n');
  });
}
