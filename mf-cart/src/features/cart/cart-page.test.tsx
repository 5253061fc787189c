// The cart page over a real quarter_cart in local storage.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@storefront/ui/testing';
import { act } from 'react';
import { catalogs } from '../../locales/catalogs';
import { CartPage } from './cart-page';

const tea = {
  productModelId: 101, merchantId: 3, merchantName: '山嵐茶園', productModelType: 1, productDeliveryType: 0,
  parentProductModelId: null, title: '阿里山高山烏龍茶', modelNumber: 'TEA-1', modelTitle: '金萱 75g',
  price: 399, onSale: true, usePointPercent: 20, img: '/media/demo/1.svg', quantity: 2, inventory: 3,
};
const cup = { ...tea, productModelId: 201, productModelType: 9, parentProductModelId: 101, title: '品茗杯', modelTitle: '', price: 120, quantity: 1, inventory: 10 };

function storeCart(cart: unknown) {
  window.localStorage.setItem('quarter_cart', JSON.stringify(cart));
}

beforeEach(() => window.localStorage.clear());

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
  expect(JSON.parse(window.localStorage.getItem('quarter_cart') ?? '[]')[0].items[0].quantity).toBe(3);

  await userEvent.click(screen.getAllByRole('button', { name: '移除' })[0]!);
  expect(screen.getByText('購物車是空的')).toBeInTheDocument();
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
