// The wish list: the empty state, product links to /products{slug}, and removing a product.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { WishlistPage } from './wishlist-page';

test('an empty wish list says so, with the hint', async () => {
  fakeServer({ 'GET /api/member/product/favorites': { body: { status: 200, productList: [] } } });
  renderScreen(<WishlistPage />, { catalogs });
  expect(await screen.findByText('尚未收藏任何商品')).toBeInTheDocument();
  expect(screen.getByText(/商品就會出現在這裡/)).toBeInTheDocument();
});

test('products link to their page and can be removed', async () => {
  const server = fakeServer({
    'GET /api/member/product/favorites': {
      body: { status: 200, productList: [{ productId: 3, title: '高山茶', slug: 'oolong-tea', price: 1200 }] },
    },
    'GET /api/product/unfavorite/3': { body: { status: 200, title: 'OK' } },
  });
  renderScreen(<WishlistPage />, { catalogs });
  expect(await screen.findByRole('link', { name: /高山茶/ })).toHaveAttribute('href', '/products/oolong-tea');
  expect(screen.getByText('NT$1,200')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '從收藏清單移除 高山茶' }));
  expect(await screen.findByText('尚未收藏任何商品')).toBeInTheDocument();
  await waitFor(() => expect(server.calls.map((c) => c.path)).toContain('/api/product/unfavorite/3'));
});
