// The product page as a shopper uses it, with the API answered at the network seam.
import { screen } from '@testing-library/react';
import type { Cart } from '@storefront/contracts';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { productFixture } from './product-fixture';
import { ProductPage } from './product-page';

function showProduct(product = productFixture()) {
  fakeServer({ [`GET /api/product/detail/${product.slug}`]: { body: product } });
  renderScreen(<ProductPage slug={product.slug ?? ''} />, { catalogs });
}

beforeEach(() => window.localStorage.clear());

test('shows a loading state, then the product with brand, category and price', async () => {
  showProduct();
  expect(screen.getByRole('status')).toHaveTextContent('載入中');
  expect(await screen.findByRole('heading', { level: 1, name: '阿里山高山烏龍茶' })).toBeInTheDocument();
  expect(screen.getByText('山嵐茶園')).toBeInTheDocument();
  expect(screen.getByText('茶葉')).toBeInTheDocument();
  expect(screen.getByLabelText('價格')).toHaveTextContent('NT$399');
  expect(screen.getByLabelText('價格')).toHaveTextContent('NT$450');
  // The page's title names the product.
  expect(document.title).toBe('阿里山高山烏龍茶 | 台灣市集');
});

test('choosing variations swaps the model: the first variation is the fastest-changing digit', async () => {
  showProduct();
  await screen.findByRole('heading', { level: 1 });
  await userEvent.click(screen.getByRole('radio', { name: '四季春' }));
  await userEvent.click(screen.getByRole('radio', { name: '150g' }));
  expect(screen.getByLabelText('價格')).toHaveTextContent('NT$720');
  // The gallery reloads its pictures for 500 ms, then shows the new model's.
  expect(await screen.findByRole('img', { name: '四季春 150g' }, { timeout: 2000 })).toBeInTheDocument();
});

test('the quantity stepper never leaves 1..inventory, and adding writes quarter_cart and notifies', async () => {
  showProduct();
  await screen.findByRole('heading', { level: 1 });
  const quantity = screen.getByRole('spinbutton', { name: '數量' });
  expect(screen.getByRole('button', { name: '減少數量' })).toBeDisabled();
  for (let i = 0; i < 10; i++) {
    const more = screen.getByRole('button', { name: '增加數量' });
    if (!(more as HTMLButtonElement).disabled) await userEvent.click(more);
  }
  expect(quantity).toHaveValue(5);
  expect(screen.getByRole('button', { name: '增加數量' })).toBeDisabled();

  await userEvent.click(screen.getByRole('button', { name: '加入購物車' }));
  expect(await screen.findByText('成功加入購物車．')).toBeInTheDocument();
  const cart = JSON.parse(window.localStorage.getItem('quarter_cart') ?? '[]') as Cart;
  expect(cart[0]?.items[0]).toMatchObject({ productModelId: 100, quantity: 5, inventory: 5, price: 399, parentProductModelId: null });

  // Adding again merges and stays capped at inventory.
  await userEvent.click(screen.getByRole('button', { name: '加入購物車' }));
  const merged = JSON.parse(window.localStorage.getItem('quarter_cart') ?? '[]') as Cart;
  expect(merged[0]?.items).toHaveLength(1);
  expect(merged[0]?.items[0]?.quantity).toBe(5);
});

test('a sold-out model shows the label instead of the buy buttons', async () => {
  const product = productFixture();
  product.productModels = product.productModels.map((model) => ({ ...model, inventory: 0 }));
  showProduct(product);
  expect(await screen.findByText('已售完')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '加入購物車' })).not.toBeInTheDocument();
});

test('an unknown slug shows not found; the page is in English when the language is', async () => {
  fakeServer({});
  renderScreen(<ProductPage slug="nothing-here" />, { catalogs, lang: 'en' });
  expect(await screen.findByText('Product not found')).toBeInTheDocument();
});
