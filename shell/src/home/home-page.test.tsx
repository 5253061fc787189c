// The home page: its title at once, one loading state while the grid's chunk and data arrive,
// then the products linking to their pages; an empty list and a failed list say so; a grid whose
// chunk does not load falls back like a remote area and recovers on retry.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../locales/catalogs';
import { HomePage } from './home-page';

test('shows the title and one loading state, then the products linking to their pages', async () => {
  fakeServer({
    'GET /api/product/list': {
      body: {
        status: 200,
        productList: [
          { productId: 1, title: '台灣高山烏龍茶', slug: 'oolong-tea', price: 880, discount: 790 },
          { productId: 2, title: '竹筷禮盒', slug: 'bamboo-chopsticks', price: 320, inventory: 0 },
        ],
      },
    },
  });
  renderScreen(<HomePage />, { catalogs });
  expect(screen.getByRole('heading', { level: 1, name: '精選商品' })).toBeInTheDocument();
  expect(screen.getAllByRole('status')).toHaveLength(1);
  const grid = await screen.findByRole('list', { name: '商品列表' });
  expect(grid.querySelectorAll('li')).toHaveLength(2);
  expect(screen.getByRole('link', { name: /台灣高山烏龍茶/ })).toHaveAttribute('href', '/products/oolong-tea');
  expect(screen.getByRole('link', { name: /竹筷禮盒/ })).toHaveTextContent('已售完');
  expect(screen.queryByRole('status')).toBeNull();
});

test('an empty list says so; a failed list offers a retry', async () => {
  fakeServer({ 'GET /api/product/list': { body: { status: 200, productList: [] } } });
  const { unmount } = renderScreen(<HomePage />, { catalogs });
  expect(await screen.findByText('目前沒有上架的商品')).toBeInTheDocument();
  unmount();

  fakeServer({ 'GET /api/product/list': { status: 500, body: { status: 500, title: 'Internal Server Error' } } });
  renderScreen(<HomePage />, { catalogs });
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '重試' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: '精選商品' })).toBeInTheDocument();
});

test('a grid whose chunk fails to load shows the fallback under the title, and retry loads it', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fakeServer({ 'GET /api/product/list': { body: { status: 200, productList: [{ productId: 1, title: '竹筷禮盒', slug: 'bamboo-chopsticks', price: 320 }] } } });
  jest.doMock('./product-list', () => {
    throw new Error('Loading chunk 129 failed.');
  });
  renderScreen(<HomePage />, { catalogs });
  const fallback = await screen.findByTestId('remote-fallback');
  expect(fallback).toHaveTextContent('此區塊暫時無法載入');
  expect(screen.getByRole('heading', { level: 1, name: '精選商品' })).toBeInTheDocument();
  jest.dontMock('./product-list');
  await userEvent.click(screen.getByRole('button', { name: '重試' }));
  expect(await screen.findByRole('link', { name: /竹筷禮盒/ })).toHaveAttribute('href', '/products/bamboo-chopsticks');
});
