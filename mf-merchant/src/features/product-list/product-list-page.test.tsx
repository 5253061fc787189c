// The merchant's product list: rows, actions (edit, take down), the empty state and the message for non-merchants.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { ProductListPage } from './product-list-page';

test('lists the merchant products with their status', async () => {
  fakeServer({
    'GET /api/merchant/product/list': {
      body: {
        status: 200,
        productList: [{ productId: 5, title: '阿里山高山烏龍茶', status: 1, created: '2026-10-01T00:00:00.000Z', productType: 1 }],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    },
  });
  renderScreen(<ProductListPage />, { catalogs });
  expect(await screen.findByText('阿里山高山烏龍茶')).toBeInTheDocument();
  expect(screen.getByText('上架中', { selector: 'td span' })).toBeInTheDocument();
});

test('each row shows its thumbnail, price, stock and status badge; the CSV upload sits in the toolbar', async () => {
  fakeServer({
    'GET /api/merchant/product/list': {
      body: {
        status: 200,
        productList: [
          {
            productId: 5,
            title: '阿里山高山烏龍茶',
            status: 1,
            created: '2026-10-01T00:00:00.000Z',
            productType: 1,
            img: 'https://cdn.example.com/tea.png',
            price: 1280,
            stock: 2500,
          },
          { productId: 6, title: '新茶', status: 0, created: '2026-10-02T00:00:00.000Z', productType: 0, img: null, price: 0, stock: null },
        ],
        total: 2,
        page: 1,
        pageSize: 20,
      },
    },
  });
  const { container } = renderScreen(<ProductListPage />, { catalogs, lang: 'en' });
  const [, tea, draft] = await screen.findAllByRole('row');
  expect(within(tea!).getByRole('cell', { name: '阿里山高山烏龍茶' }).querySelector('img')).toHaveAttribute(
    'src',
    'https://cdn.example.com/tea.png',
  );
  expect(tea).toHaveTextContent('$1,280');
  expect(tea).toHaveTextContent('2,500');
  expect(within(tea!).getByText('Online')).toHaveClass('sf-badge', 'sf-status-badge--success');
  expect(within(draft!).getByText('Draft')).toHaveClass('sf-badge');
  expect(within(draft!).getByRole('cell', { name: '新茶' }).querySelector('img')).toBeNull();
  expect(
    within(draft!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toContain('—');
  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
    'Product',
    'Price',
    'Stock',
    'Status',
    'Type',
    'Date',
    'Action',
  ]);
  const toolbar = container.querySelector('.merchant-products-toolbar')!;
  expect(within(toolbar as HTMLElement).getByRole('button', { name: 'CSV upload' })).toBeInTheDocument();
  expect(within(toolbar as HTMLElement).getByRole('search', { name: 'Search products' })).toBeInTheDocument();
});

test('no products: 您尚未上架產品', async () => {
  fakeServer({ 'GET /api/merchant/product/list': { body: { status: 200, productList: [], total: 0, page: 1, pageSize: 20 } } });
  renderScreen(<ProductListPage />, { catalogs });
  expect(await screen.findByText('您尚未上架產品')).toBeInTheDocument();
});

test('a member who is not a merchant is told the tools are for partners', async () => {
  fakeServer({ 'GET /api/merchant/product/list': { status: 403, body: { status: 403, title: '僅限搭檔' } } });
  renderScreen(<ProductListPage />, { catalogs, lang: 'en' });
  expect(await screen.findByText('Only partners can use this feature')).toBeInTheDocument();
});

test('online products can be taken down after a confirmation; every row links to its editor', async () => {
  let status = 1;
  const server = fakeServer({
    'GET /api/merchant/product/list': () => ({
      body: {
        status: 200,
        productList: [{ productId: 5, title: '烏龍茶', status, created: '2026-10-01T00:00:00.000Z', productType: 1 }],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    }),
    'POST /api/merchant/product/takedown': () => {
      status = 2;
      return { body: { status: 200 } };
    },
  });
  renderScreen(<ProductListPage />, { catalogs });
  expect(await screen.findByRole('link', { name: '編輯 烏龍茶' })).toHaveAttribute('href', '/member/merchant/product/5');
  expect(screen.getByRole('link', { name: '新增商品' })).toHaveAttribute('href', '/member/merchant/newproduct');
  // Asked first: cancelling sends nothing.
  await userEvent.click(screen.getByRole('button', { name: '下架 烏龍茶' }));
  expect(await screen.findByText('確定要下架此商品？')).toBeInTheDocument();
  expect(screen.getByText('「烏龍茶」將從商店移除，買家無法再購買。')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '取消' }));
  expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: '下架 烏龍茶' }));
  await userEvent.click(await screen.findByRole('button', { name: '確定下架' }));
  expect(await screen.findByText('已下架', { selector: 'td span' })).toBeInTheDocument();
  // Taken down, it can be edited and resubmitted.
  expect(screen.getByRole('link', { name: '編輯並重新送審 烏龍茶' })).toHaveAttribute('href', '/member/merchant/product/5');
  expect(screen.queryByRole('button', { name: '下架 烏龍茶' })).not.toBeInTheDocument();
  expect(server.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ productId: 5 });
});

test('an edit under review reads 上架中 · 修改審核中; a refusal shows its reason on the row, in both languages', async () => {
  const list = {
    status: 200,
    productList: [
      {
        productId: 5,
        title: '烏龍茶',
        status: 1,
        created: '2026-10-01T00:00:00.000Z',
        productType: 0,
        pendingRevision: true,
        reviewReason: null,
      },
      {
        productId: 6,
        title: '紅茶',
        status: 0,
        created: '2026-10-02T00:00:00.000Z',
        productType: 0,
        pendingRevision: false,
        reviewReason: '圖片模糊',
      },
    ],
    total: 2,
    page: 1,
    pageSize: 20,
  };
  fakeServer({ 'GET /api/merchant/product/list': { body: list } });
  const zh = renderScreen(<ProductListPage />, { catalogs });
  const [, live, draft] = await screen.findAllByRole('row');
  expect(live).toHaveTextContent('上架中 · 修改審核中');
  expect(draft).toHaveTextContent('草稿');
  expect(draft).toHaveTextContent('審核未通過：圖片模糊');
  expect(live).not.toHaveTextContent('審核未通過');
  zh.unmount();
  fakeServer({ 'GET /api/merchant/product/list': { body: list } });
  renderScreen(<ProductListPage />, { catalogs, lang: 'en' });
  const [, liveEn, draftEn] = await screen.findAllByRole('row');
  expect(liveEn).toHaveTextContent('Online · edit under review');
  expect(draftEn).toHaveTextContent('Not approved: 圖片模糊');
});

/** A merchant with 45 products, answered a page at a time as the server does. */
function pagedServer() {
  return fakeServer({
    'GET /api/merchant/product/list': (request: Request) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? '1');
      const q = url.searchParams.get('q') ?? '';
      const total = q ? 0 : 45;
      const productList = Array.from({ length: Math.max(0, Math.min(20, total - (page - 1) * 20)) }, (_, i) => ({
        productId: (page - 1) * 20 + i + 1,
        title: `茶 ${(page - 1) * 20 + i + 1}`,
        status: 1,
        created: '2026-10-01T00:00:00.000Z',
        productType: 0,
      }));
      return { body: { status: 200, productList, total, page, pageSize: 20 } };
    },
  });
}

test('the page comes from the URL; the pager, the search, the status and the sort change the URL and the call', async () => {
  const server = pagedServer();
  renderScreen(<ProductListPage />, { catalogs, route: '/?page=2' });
  expect(await screen.findByText('茶 21')).toBeInTheDocument();
  expect(server.calls[0]?.path).toBe('/api/merchant/product/list?page=2');
  expect(screen.getByTestId('list-total')).toHaveTextContent('第 21–40 筆，共 45 筆');
  const pager = screen.getByRole('navigation', { name: '分頁' });
  expect(within(pager).getByText('2')).toHaveAttribute('aria-current', 'page');
  await userEvent.click(within(pager).getByRole('link', { name: '第 3 頁' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/?page=3');
  expect(await screen.findByText('茶 41')).toBeInTheDocument();
  expect(server.calls.at(-1)?.path).toBe('/api/merchant/product/list?page=3');
  expect(within(screen.getByRole('navigation', { name: '分頁' })).queryByRole('link', { name: '下一頁' })).not.toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('商品狀態'), { target: { value: '2' } });
  expect(screen.getByTestId('location')).toHaveTextContent('/?status=2');
  fireEvent.change(screen.getByLabelText('排序'), { target: { value: 'titleAsc' } });
  expect(screen.getByTestId('location')).toHaveTextContent('/?status=2&sort=titleAsc');
  await screen.findByText('茶 1');
  expect(server.calls.at(-1)?.path).toBe('/api/merchant/product/list?status=2&sort=titleAsc');

  await userEvent.type(screen.getByRole('searchbox', { name: '搜尋商品' }), '烏龍{Enter}');
  expect(decodeURIComponent(screen.getByTestId('location').textContent ?? '')).toBe('/?status=2&sort=titleAsc&q=烏龍');
  expect(await screen.findByText('沒有符合條件的商品')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '清除篩選' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/?sort=titleAsc');
});

test('in English: the total, the pages and the search', async () => {
  pagedServer();
  renderScreen(<ProductListPage />, { catalogs, lang: 'en', route: '/?page=3' });
  expect(await screen.findByText('茶 41')).toBeInTheDocument();
  expect(screen.getByTestId('list-total')).toHaveTextContent('41–45 of 45');
  expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/?page=2');
  expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();
  expect(screen.getByLabelText('Sort by')).toHaveValue('newest');
});

test('values the list does not know are left out of the call; a page past the end offers page 1', async () => {
  const server = pagedServer();
  renderScreen(<ProductListPage />, { catalogs, route: '/?page=9&sort=cheapest&status=x&pageSize=5000' });
  expect(await screen.findByText('這一頁沒有商品')).toBeInTheDocument();
  expect(server.calls[0]?.path).toBe('/api/merchant/product/list?page=9');
  await userEvent.click(screen.getByRole('link', { name: '回到第一頁' }));
  expect(await screen.findByText('茶 1')).toBeInTheDocument();
});
