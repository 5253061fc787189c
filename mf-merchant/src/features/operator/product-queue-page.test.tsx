// The product queue: rows oldest first with merchant, time and kind, the tabs by review state,
// paging, the empty state, both languages, and the server's 401/403 as a message.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { listAnswer, productItem } from './operator-fixtures';
import { ProductQueuePage } from './product-queue-page';

test('lists the pending submissions with merchant, time submitted and kind, each linking to its review', async () => {
  const server = fakeServer({
    'GET /api/operator/review/list': {
      body: listAnswer('product', [productItem(), productItem({ productId: 8, title: '新茶', kind: 'new' })]),
    },
  });
  renderScreen(<ProductQueuePage />, { catalogs });
  expect(await screen.findByRole('link', { name: '阿里山烏龍茶' })).toHaveAttribute('href', '/member/operator/product/7');
  const row = screen.getByRole('row', { name: /新茶/ });
  expect(row).toHaveTextContent('茶山搭檔');
  expect(row).toHaveTextContent('新商品');
  expect(screen.getAllByText('2026 年 11 月 20 日 10:30')).toHaveLength(2);
  expect(screen.getByText('修改上架中商品')).toBeInTheDocument();
  expect(server.calls[0]!.path).toBe('/api/operator/review/list?kind=product&status=pending&page=1');
});

test('the rejected tab asks for rejected submissions and shows their reason; paging and the search ask the server, from the URL', async () => {
  const server = fakeServer({
    'GET /api/operator/review/list': (request) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page'));
      if (url.searchParams.get('status') !== 'rejected') return { body: listAnswer('product', []) };
      if (url.searchParams.get('q') === '不存在') return { body: listAnswer('product', [], { total: 0 }) };
      return {
        body: listAnswer(
          'product',
          [productItem({ productId: page, title: `茶 ${page}`, reviewStatus: 'rejected', reason: '圖片不清楚' })],
          { page, total: 45 },
        ),
      };
    },
  });
  renderScreen(<ProductQueuePage />, { catalogs, route: '/member/operator', path: '/member/operator' });
  expect(await screen.findByText('目前沒有待審核的商品')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: '已退回' }));
  expect(await screen.findByText('圖片不清楚')).toBeInTheDocument();
  expect(screen.getByTestId('list-total')).toHaveTextContent('第 1–20 筆，共 45 筆');
  expect(screen.getByTestId('location')).toHaveTextContent('/member/operator?status=rejected');
  await userEvent.click(screen.getByRole('link', { name: '下一頁' }));
  expect(await screen.findByRole('link', { name: '茶 2' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/member/operator?status=rejected&page=2');
  expect(screen.getByRole('tab', { name: '已退回' })).toHaveAttribute('aria-selected', 'true');
  expect(server.calls.at(-1)!.path).toBe('/api/operator/review/list?kind=product&status=rejected&page=2');

  // A search goes back to page 1 and keeps the tab.
  await userEvent.type(screen.getByRole('searchbox', { name: '搜尋送審商品' }), '不存在{Enter}');
  expect(await screen.findByText('沒有符合搜尋的商品')).toBeInTheDocument();
  expect(server.calls.at(-1)!.path).toBe(`/api/operator/review/list?kind=product&status=rejected&page=1&q=${encodeURIComponent('不存在')}`);
});

test('in English', async () => {
  fakeServer({ 'GET /api/operator/review/list': { body: listAnswer('product', [productItem()]) } });
  renderScreen(<ProductQueuePage />, { catalogs, lang: 'en' });
  expect(await screen.findByRole('heading', { name: 'Product review' })).toBeInTheDocument();
  expect(await screen.findByText('Edit of a live product')).toBeInTheDocument();
  expect(screen.getByText('2026/11/20 10:30')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
});

test('a member or merchant opening the desk is told it is for operators', async () => {
  fakeServer({ 'GET /api/operator/review/list': { status: 403, body: { status: 403, title: 'Forbidden', msg: '僅限平台審核人員' } } });
  renderScreen(<ProductQueuePage />, { catalogs, lang: 'en' });
  expect(await screen.findByText('Only marketplace operators can use this feature')).toBeInTheDocument();
});

test('a visitor is sent to log in', async () => {
  fakeServer({ 'GET /api/operator/review/list': { status: 401, body: { status: 401, title: 'Unauthorized' } } });
  renderScreen(<ProductQueuePage />, { catalogs, route: '/member/operator' });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/member\/login/));
});
