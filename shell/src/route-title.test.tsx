// Every route names its screen in the page's <title>, in the page language; the help and policy
// pages the footer links to have their own.
import { act, render, screen, waitFor } from '@testing-library/react';
import { AppI18nProvider, setLanguage } from '@storefront/ui';
import { MemoryRouter } from 'react-router-dom';
import { catalogs } from './locales/catalogs';
import { RouteTitle } from './route-title';
import { AppRoutes } from './routes';

jest.mock('./federation/remote-area', () => ({ RemoteArea: () => <p>remote</p> }));
jest.mock('./home/home-page', () => ({ HomePage: () => <p>home</p> }));

beforeEach(() => {
  document.cookie = 'storefront_member=1; path=/';
});

/** Renders the routes at a path in a language and expects the title (which a screen's code, such as the policy pages', may set once it has loaded with its texts). */
async function expectTitleAt(path: string, lang: 'zh-tw' | 'en', title: string): Promise<void> {
  document.title = '';
  setLanguage(lang);
  const { unmount } = render(
    <MemoryRouter initialEntries={[path]}>
      <AppI18nProvider catalogs={catalogs}>
        <RouteTitle />
        <AppRoutes />
      </AppI18nProvider>
    </MemoryRouter>,
  );
  await waitFor(() => expect(document.title).toBe(title));
  unmount();
}

test.each([
  ['/', '台灣市集', 'Taiwan Market'],
  ['/products/tea-oolong', '商品 | 台灣市集', 'Product | Taiwan Market'],
  ['/cart', '購物車 | 台灣市集', 'Cart | Taiwan Market'],
  ['/checkout/delivery', '收件資料 | 台灣市集', 'Delivery details | Taiwan Market'],
  ['/en/checkout/payment', '付款方式與發票 | 台灣市集', 'Payment and invoice | Taiwan Market'],
  ['/checkout/confirm', '確認訂單 | 台灣市集', 'Confirm order | Taiwan Market'],
  ['/checkout/finish/12', '訂單已成立 | 台灣市集', 'Order placed | Taiwan Market'],
  ['/member/login', '會員登入 | 台灣市集', 'Member login | Taiwan Market'],
  ['/member', '會員中心 | 台灣市集', 'My account | Taiwan Market'],
  ['/member/points', 'Z 紅利 | 台灣市集', 'Z points | Taiwan Market'],
  ['/member/orders', '購買紀錄 | 台灣市集', 'Order history | Taiwan Market'],
  ['/member/order/42', '訂單明細 | 台灣市集', 'Order details | Taiwan Market'],
  ['/member/merchant', '搭檔資料 | 台灣市集', 'Partner profile | Taiwan Market'],
  ['/member/merchant/products', '商品管理 | 台灣市集', 'My products | Taiwan Market'],
  ['/member/merchant/product/7', '編輯商品 | 台灣市集', 'Edit product | Taiwan Market'],
  ['/member/merchant/orders', '訂單管理 | 台灣市集', 'Orders | Taiwan Market'],
  ['/terms', '服務條款 | 台灣市集', 'Terms of service | Taiwan Market'],
  ['/return', '退貨政策 | 台灣市集', 'Return policy | Taiwan Market'],
  ['/earnpoints', 'Z 紅利說明 | 台灣市集', 'About Z points | Taiwan Market'],
  ['/no/such/page', '找不到這個頁面 | 台灣市集', 'Page not found | Taiwan Market'],
])('%s is titled %s / %s', async (path, zh, en) => {
  await expectTitleAt(path, 'zh-tw', zh);
  await expectTitleAt(path, 'en', en);
});

test('the title follows a language switch', () => {
  setLanguage('zh-tw');
  render(
    <MemoryRouter initialEntries={['/cart']}>
      <AppI18nProvider catalogs={catalogs}>
        <RouteTitle />
      </AppI18nProvider>
    </MemoryRouter>,
  );
  expect(document.title).toBe('購物車 | 台灣市集');
  act(() => setLanguage('en'));
  expect(document.title).toBe('Cart | Taiwan Market');
});

test.each([
  ['/terms', '服務條款', /7 個工作天內出貨/],
  ['/return', '退貨政策', /7 天/],
  ['/earnpoints', 'Z 紅利說明', /每 1 點折抵 NT\$1/],
])('%s shows its page', (path, heading, text) => {
  setLanguage('zh-tw');
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppI18nProvider catalogs={catalogs}>
        <AppRoutes />
      </AppI18nProvider>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.queryByText('找不到這個頁面')).toBeNull();
  expect(screen.getAllByText(text).length).toBeGreaterThan(0);
});

test('the policy pages come in English too', () => {
  setLanguage('en');
  render(
    <MemoryRouter initialEntries={['/return']}>
      <AppI18nProvider catalogs={catalogs}>
        <AppRoutes />
      </AppI18nProvider>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Return policy' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '7-day cooling-off period' })).toBeInTheDocument();
});
