// The five remotes, each with a screen it renders and what shows once it has, for the fault matrix.
import type { Page } from 'playwright-core';
import { fixedPriceProductInStock } from './catalogue';
import type { RemoteCase } from './remote-faults';

const buyer = { email: 'buyer@example.com', password: 'buyer1234' };
const merchant = { email: 'merchant@example.com', password: 'merchant1234' };

const heading = (page: Page, name: string) => page.getByRole('heading', { name }).first().waitFor();

export const REMOTE_CASES: RemoteCase[] = [
  {
    remote: 'mf_product',
    folder: 'mf-product',
    path: async () => `/products/${(await fixedPriceProductInStock()).slug}`,
    ready: (page, lang) => page.getByRole('button', { name: lang === 'zh' ? '加入購物車' : 'Add to cart' }).waitFor(),
  },
  {
    remote: 'mf_cart',
    folder: 'mf-cart',
    path: async () => '/cart',
    ready: (page, lang) => page.getByText(lang === 'zh' ? '購物車是空的' : 'Your cart is empty').waitFor(),
  },
  {
    remote: 'mf_account',
    folder: 'mf-account',
    path: async () => '/member/login',
    ready: (page, lang) => heading(page, lang === 'zh' ? '會員登入' : 'Member login'),
  },
  {
    remote: 'mf_orders',
    folder: 'mf-orders',
    login: buyer,
    path: async () => '/member/orders',
    ready: (page, lang) => heading(page, lang === 'zh' ? '購買紀錄' : 'Order history'),
  },
  {
    remote: 'mf_merchant',
    folder: 'mf-merchant',
    login: merchant,
    path: async () => '/member/merchant/products',
    ready: (page, lang) => heading(page, lang === 'zh' ? '商品管理' : 'My products'),
  },
];

export const remoteCase = (remote: RemoteCase['remote']): RemoteCase => REMOTE_CASES.find((c) => c.remote === remote)!;
