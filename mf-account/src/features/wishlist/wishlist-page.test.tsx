// The wish list: the empty state, product links to /products{slug}, removing a product, and the
// list a page at a time with its search, sort and page in the URL, in both languages.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { WishlistPage } from './wishlist-page';

const paging = { page: 1, pageSize: 20 };

test('an empty wish list says so, with the hint', async () => {
  fakeServer({ 'GET /api/member/product/favorites': { body: { status: 200, productList: [], total: 0, ...paging } } });
  renderScreen(<WishlistPage />, { catalogs });
  expect(await screen.findByText('尚未收藏任何商品')).toBeInTheDocument();
  expect(screen.getByText(/商品就會出現在這裡/)).toBeInTheDocument();
});

test('products link to their page and can be removed', async () => {
  const server = fakeServer({
    'GET /api/member/product/favorites': {
      body: { status: 200, productList: [{ productId: 3, title: '高山茶', slug: 'oolong-tea', price: 1200 }], total: 1, ...paging },
    },
    'GET /api/product/unfavorite/3': { body: { status: 200, title: 'OK' } },
  });
  renderScreen(<WishlistPage />, { catalogs });
  expect(await screen.findByRole('link', { name: /高山茶/ })).toHaveAttribute('href', '/products/oolong-tea');
  expect(screen.getByText('NT$1,200')).toBeInTheDocument();
  expect(screen.getByTestId('list-total')).toHaveTextContent('第 1–1 筆，共 1 筆');
  await userEvent.click(screen.getByRole('button', { name: '從收藏清單移除 高山茶' }));
  expect(await screen.findByText('尚未收藏任何商品')).toBeInTheDocument();
  await waitFor(() => expect(server.calls.map((c) => c.path)).toContain('/api/product/unfavorite/3'));
});

test('pages, search and sort are in the URL and the call, with the total, in both languages', async () => {
  const server = fakeServer({
    'GET /api/member/product/favorites': (request: Request) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      const product = { productId: page, title: `收藏 ${page}`, slug: `wish-${page}`, price: 100 * page };
      return { body: { status: 200, productList: [product], total: 45, page, pageSize: 20 } };
    },
  });
  const zh = renderScreen(<WishlistPage />, { catalogs, route: '/?page=2' });
  expect(await screen.findByRole('link', { name: /收藏 2/ })).toHaveAttribute('href', '/products/wish-2');
  expect(server.calls[0]?.path).toBe('/api/member/product/favorites?page=2');
  expect(screen.getByTestId('list-total')).toHaveTextContent('第 21–40 筆，共 45 筆');
  await userEvent.click(within(screen.getByRole('navigation', { name: '分頁' })).getByRole('link', { name: '下一頁' }));
  expect(await screen.findByRole('link', { name: /收藏 3/ })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/?page=3');
  fireEvent.change(screen.getByLabelText('排序'), { target: { value: 'priceAsc' } });
  expect(screen.getByTestId('location')).toHaveTextContent('/?sort=priceAsc');
  await userEvent.type(screen.getByRole('searchbox', { name: '搜尋收藏' }), '茶{Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent('/?sort=priceAsc&q=%E8%8C%B6');
  await screen.findByRole('link', { name: /收藏 1/ });
  expect(server.calls.at(-1)?.path).toBe('/api/member/product/favorites?q=%E8%8C%B6&sort=priceAsc');
  zh.unmount();

  renderScreen(<WishlistPage />, { catalogs, lang: 'en', route: '/?page=3' });
  expect(await screen.findByRole('link', { name: /收藏 3/ })).toBeInTheDocument();
  expect(screen.getByTestId('list-total')).toHaveTextContent('41–45 of 45');
  expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/?page=2');
  expect(screen.getByLabelText('Sort by')).toHaveValue('newest');
});

test('a search that finds nothing and a page past the end say so, in English', async () => {
  fakeServer({
    'GET /api/member/product/favorites': (request: Request) => {
      const params = new URL(request.url).searchParams;
      return {
        body: { status: 200, productList: [], total: params.get('q') ? 0 : 3, page: Number(params.get('page') ?? 1), pageSize: 20 },
      };
    },
  });
  const searched = renderScreen(<WishlistPage />, { catalogs, lang: 'en', route: '/?q=nothing' });
  expect(await screen.findByText('No products match')).toBeInTheDocument();
  searched.unmount();
  renderScreen(<WishlistPage />, { catalogs, lang: 'en', route: '/?page=4' });
  expect(await screen.findByText('No products on this page')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to page 1' })).toHaveAttribute('href', '/');
});
