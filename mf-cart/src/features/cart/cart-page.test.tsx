// The cart page over a real quarter_cart in local storage.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { act } from 'react';
import { catalogs } from '../../locales/catalogs';
import { CartPage } from './cart-page';

const tea = {
  productModelId: 101,
  merchantId: 3,
  merchantName: '山嵐茶園',
  productModelType: 1,
  productDeliveryType: 0,
  parentProductModelId: null,
  title: '阿里山高山烏龍茶',
  modelNumber: 'TEA-1',
  modelTitle: '金萱 75g',
  price: 399,
  onSale: true,
  usePointPercent: 20,
  img: '/media/demo/1.svg',
  quantity: 2,
  inventory: 3,
};
const cup = {
  ...tea,
  productModelId: 201,
  productModelType: 9,
  parentProductModelId: 101,
  title: '品茗杯',
  modelTitle: '',
  price: 120,
  quantity: 1,
  inventory: 10,
};

function storeCart(cart: unknown) {
  window.localStorage.setItem('quarter_cart', JSON.stringify(cart));
}

/** The first stored line of the first merchant, as the cart keeps it. */
function firstStoredLine(): { quantity: number; price: number } {
  const cart = JSON.parse(window.localStorage.getItem('quarter_cart') ?? '[]') as { items: { quantity: number; price: number }[] }[];
  return cart[0]!.items[0]!;
}

type Line = { productModelId: number; parentProductModelId?: number | null; quantity: number };

/** The server's quote: the stored prices unless `prices` says otherwise. */
function quoteServer(prices: Record<number, number> = {}, stock: Record<number, number> = {}) {
  return fakeServer({
    'POST /api/checkout/quote': async (request) => {
      const { items } = (await request.json()) as { items: Line[] };
      const known = [tea, cup];
      return {
        body: {
          status: 200,
          merchants: [],
          lines: items.map((i) => {
            const item = known.find((k) => k.productModelId === i.productModelId)!;
            return {
              productModelId: i.productModelId,
              parentProductModelId: i.parentProductModelId ?? null,
              available: true,
              title: item.title,
              modelTitle: item.modelTitle,
              price: prices[i.productModelId] ?? item.price,
              usePointPercent: item.usePointPercent,
              inventory: stock[i.productModelId] ?? item.inventory,
              allowNegativeInventory: false,
              merchantId: 3,
              productDeliveryType: 0,
              currencyType: 0,
            };
          }),
        },
      };
    },
  });
}

beforeEach(() => {
  window.localStorage.clear();
  quoteServer();
});

test('an empty cart says so and leads back to the shop', () => {
  renderScreen(<CartPage />, { catalogs });
  expect(screen.getByText('購物車是空的')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/');
});

test('lines, bounded steppers, subtotal and remove (removing a parent removes its add-ons)', async () => {
  storeCart([{ productPlatformId: 1, items: [tea, cup] }]);
  renderScreen(<CartPage />, { catalogs });
  expect(screen.getByText('阿里山高山烏龍茶')).toBeInTheDocument();
  expect(screen.getByText('品茗杯')).toBeInTheDocument();
  expect(screen.getByText(/小計/).parentElement).toHaveTextContent('NT$918');

  const teaLine = screen.getByRole('group', { name: '阿里山高山烏龍茶 的數量' });
  await userEvent.click(within(teaLine).getByRole('button', { name: '增加數量' }));
  expect(within(teaLine).getByText('3')).toBeInTheDocument();
  expect(within(teaLine).getByRole('button', { name: '增加數量' })).toBeDisabled();
  expect(firstStoredLine().quantity).toBe(3);

  await userEvent.click(screen.getAllByRole('button', { name: '移除' })[0]!);
  expect(screen.getByText('購物車是空的')).toBeInTheDocument();
});

test("an add-on goes up to its main item's quantity, and comes down with it", async () => {
  storeCart([{ productPlatformId: 1, items: [{ ...tea, quantity: 2 }, cup] }]);
  renderScreen(<CartPage />, { catalogs });
  const cupLine = screen.getByRole('group', { name: '品茗杯 的數量' });
  await userEvent.click(within(cupLine).getByRole('button', { name: '增加數量' }));
  expect(within(cupLine).getByText('2')).toBeInTheDocument();
  expect(within(cupLine).getByRole('button', { name: '增加數量' })).toBeDisabled();
  const teaLine = screen.getByRole('group', { name: '阿里山高山烏龍茶 的數量' });
  await userEvent.click(within(teaLine).getByRole('button', { name: '減少數量' }));
  expect(within(cupLine).getByText('1')).toBeInTheDocument();
});

test('follows a change made in another tab (the storage event)', () => {
  renderScreen(<CartPage />, { catalogs });
  storeCart([{ productPlatformId: 1, items: [tea] }]);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'quarter_cart', newValue: window.localStorage.getItem('quarter_cart') }));
  });
  expect(screen.getByText('阿里山高山烏龍茶')).toBeInTheDocument();
});

test('corrupt local storage does not break the page', () => {
  window.localStorage.setItem('quarter_cart', '{not json');
  renderScreen(<CartPage />, { catalogs });
  expect(screen.getByText('購物車是空的')).toBeInTheDocument();
});

test('re-checks prices and stock with the server on open and shows what changed', async () => {
  quoteServer({ 101: 450 }, { 201: 0 });
  storeCart([{ productPlatformId: 1, items: [tea, cup] }]);
  renderScreen(<CartPage />, { catalogs });
  expect(await screen.findByText(/價格已變動/)).toHaveTextContent('NT$399');
  expect(screen.getByText('已售完或無法購買，請移除')).toBeInTheDocument();
  expect(firstStoredLine().price).toBe(450);
  expect(screen.getByRole('button', { name: '前往結帳' })).toBeDisabled();
});

test('one checkout for the whole cart, every merchant; opening the cart ends a buy-now', async () => {
  window.sessionStorage.setItem('storefront_buy_now', JSON.stringify([{ productPlatformId: 9, items: [tea] }]));
  storeCart([{ productPlatformId: 1, items: [tea, { ...tea, productModelId: 301, merchantId: 4, merchantName: '北海漁港' }] }]);
  renderScreen(<CartPage />, { catalogs });
  expect(window.sessionStorage.getItem('storefront_buy_now')).toBeNull();
  expect(screen.getAllByRole('button', { name: '前往結帳' })).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: '前往結帳' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'));
});

test('in English, goods priced in NT$ show NT$ (the currency comes from the goods, not the language)', async () => {
  quoteServer({ 101: 450 });
  storeCart([{ productPlatformId: 1, items: [tea, cup] }]);
  renderScreen(<CartPage />, { catalogs, lang: 'en' });
  expect(await screen.findByText(/Price changed/)).toHaveTextContent('NT$399');
  expect(screen.getAllByText(/NT\$/).length).toBeGreaterThan(2);
  expect(screen.queryByText(/(^|[^T])\$\d/)).not.toBeInTheDocument();
});
