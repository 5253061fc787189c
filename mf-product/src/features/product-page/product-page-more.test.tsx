// More of the product page as a shopper uses it: add-ons into the cart, auctions, favourite as a
// visitor, share, the referral code, points events, sanitized tabs.
import { screen, waitFor } from '@testing-library/react';
import type { Cart } from '@storefront/contracts';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { auctionFixture, productFixture } from './product-fixture';
import { ProductPage } from './product-page';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const addon = {
  productModelId: 900,
  title: '茶具組',
  price: 199,
  originalPrice: 300,
  modelTitle: '',
  img: null,
  brand: null,
  selected: false,
  inventory: 3,
  usePointPercent: 0,
};

test('a chosen add-on goes into quarter_cart as a type-9 line under the main model', async () => {
  const product = productFixture();
  fakeServer({
    [`GET /api/product/detail/${product.slug}`]: { body: product },
    [`GET /api/product/addons/${product.productId}/list`]: { body: { status: 200, productAddonsList: [addon] } },
  });
  renderScreen(<ProductPage slug={product.slug ?? ''} />, { catalogs });
  await userEvent.click(await screen.findByRole('checkbox', { name: '加購 茶具組' }));
  await userEvent.click(screen.getByRole('button', { name: '加入購物車' }));
  const cart = JSON.parse(window.localStorage.getItem('quarter_cart') ?? '[]') as Cart;
  expect(cart[0]?.items).toEqual([
    expect.objectContaining({ productModelId: 100, parentProductModelId: null, quantity: 1 }),
    expect.objectContaining({ productModelId: 900, productModelType: 9, parentProductModelId: 100, price: 199, quantity: 1 }),
  ]);
  expect(screen.getByText('可使用 Z 紅利折抵 20 點')).toBeInTheDocument();
});

test('buy now goes to checkout with this product and quantity, and leaves the cart as it was', async () => {
  const product = productFixture();
  const before = JSON.stringify([{ productPlatformId: '7', items: [] }]);
  window.localStorage.setItem('quarter_cart', before);
  fakeServer({ [`GET /api/product/detail/${product.slug}`]: { body: product } });
  renderScreen(<ProductPage slug={product.slug ?? ''} />, { catalogs });
  await userEvent.click(await screen.findByRole('button', { name: '增加數量' }));
  await userEvent.click(screen.getByRole('button', { name: '立即購買' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  expect(window.localStorage.getItem('quarter_cart')).toBe(before);
  const buyNow = JSON.parse(window.sessionStorage.getItem('storefront_buy_now') ?? '[]') as Cart;
  expect(buyNow[0]?.items).toEqual([expect.objectContaining({ productModelId: 100, quantity: 2 })]);
});

test('an auction shows countdown, current price and bid count; a low bid is refused and kept', async () => {
  const product = auctionFixture();
  const server = fakeServer({ [`GET /api/product/detail/${product.slug}`]: { body: product } });
  renderScreen(<ProductPage slug={product.slug ?? ''} />, { catalogs });
  expect(await screen.findByText('競標商品')).toBeInTheDocument();
  expect(await screen.findByText(/剩餘/)).toHaveTextContent('剩餘 2 天 3 時 1 分');
  expect(screen.getByLabelText('目前價格')).toHaveTextContent('NT$3,500');
  expect(screen.queryByRole('button', { name: '加入購物車' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: '出價' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('請輸入出價金額');
  const input = screen.getByRole('spinbutton', { name: /出價金額/ });
  await userEvent.type(input, '3599');
  await userEvent.click(screen.getByRole('button', { name: '出價' }));
  expect(screen.getByRole('alert')).toHaveTextContent('出價金額不可低於 NT$3,600');
  expect(input).toHaveValue(3599);
  expect(server.calls.filter((c) => c.path === '/api/product/addAuction')).toHaveLength(0);
});

test('a good bid is sent, notifies 出價成功 and reloads the product', async () => {
  const product = auctionFixture();
  let loads = 0;
  const server = fakeServer({
    [`GET /api/product/detail/${product.slug}`]: () => {
      loads += 1;
      return { body: loads === 1 ? product : { ...product, auctionRecords: [...(product.auctionRecords ?? []), { price: 3600 }] } };
    },
    'POST /api/product/addAuction': { body: { status: 200, title: '出價成功' } },
  });
  renderScreen(<ProductPage slug={product.slug ?? ''} />, { catalogs });
  await userEvent.type(await screen.findByRole('spinbutton', { name: /出價金額/ }), '3600');
  await userEvent.click(screen.getByRole('button', { name: '出價' }));
  expect(await screen.findByText('出價成功')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('目前價格')).toHaveTextContent('NT$3,600'));
  expect(server.calls.find((c) => c.path === '/api/product/addAuction')?.body).toEqual({ productId: 7, price: 3600 });
});

test('a visitor bidding or favouriting is sent to login with the return URL', async () => {
  const product = auctionFixture();
  fakeServer({
    [`GET /api/product/detail/${product.slug}`]: { body: product },
    'POST /api/product/addAuction': { status: 401, body: { status: 401, title: '請先登入' } },
    [`GET /api/product/favorite/${product.productId}`]: { status: 401, body: { status: 401, title: '請先登入' } },
  });
  renderScreen(<ProductPage slug={product.slug ?? ''} />, { catalogs, route: '/products/alishan-oolong' });
  await userEvent.click(await screen.findByRole('button', { name: '加入收藏' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/member/login?returnUrl=%2Fproducts%2Falishan-oolong'));
});

test('favourite toggles for a member', async () => {
  const product = productFixture();
  fakeServer({
    [`GET /api/product/detail/${product.slug}`]: { body: product },
    [`GET /api/product/favorite/${product.productId}`]: { body: { status: 200 } },
    [`GET /api/product/unfavorite/${product.productId}`]: { body: { status: 200 } },
  });
  renderScreen(<ProductPage slug={product.slug ?? ''} />, { catalogs });
  await userEvent.click(await screen.findByRole('button', { name: '加入收藏' }));
  expect(await screen.findByRole('button', { name: '取消收藏' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: '取消收藏' }));
  expect(await screen.findByRole('button', { name: '加入收藏' })).toHaveAttribute('aria-pressed', 'false');
});

test('the referral from the link is kept per product and carried by the share link; sharing records the view', async () => {
  const product = productFixture();
  const server = fakeServer({
    [`GET /api/product/detail/${product.slug}`]: { body: product },
    [`GET /api/member/account/productview/${product.productId}`]: { body: { status: 200 } },
  });
  renderScreen(<ProductPage slug={product.slug ?? ''} />, { catalogs, route: '/products/alishan-oolong?r=FRIEND1' });
  await userEvent.click(await screen.findByRole('button', { name: '分享' }));
  const link = await screen.findByRole<HTMLInputElement>('textbox', { name: '商品連結' });
  expect(link.value).toContain('r=FRIEND1');
  expect(link.value).toContain('openExternalBrowser=1');
  expect(window.localStorage.getItem('quarter_referral_alishan-oolong')).toBe('FRIEND1');
  await waitFor(() => expect(server.calls.some((c) => c.path.startsWith('/api/member/account/productview/7'))).toBe(true));
});

test('points events use the server numbers and the tabs show the texts; English prices use $', async () => {
  const product = productFixture({
    viewCommission: 3,
    shareCommission: 4,
    purchaseCommission: 9,
    description: '<p>好喝的<strong>烏龍</strong></p>',
  });
  fakeServer({ [`GET /api/product/detail/${product.slug}`]: { body: product } });
  renderScreen(<ProductPage slug={product.slug ?? ''} />, { catalogs, lang: 'en' });
  expect(await screen.findByText('View: 3 points')).toBeInTheDocument();
  expect(screen.getByText('Promote (share): 4 points')).toBeInTheDocument();
  expect(screen.getByText('Purchase: 9 points')).toBeInTheDocument();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('好喝的烏龍');
  expect(screen.getByLabelText('Price')).toHaveTextContent('$399');
});
