// The merchant's product list: rows, actions (edit, take down), the empty state and the message for non-merchants.
import { screen } from '@testing-library/react';
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
  expect(screen.getByText('上架中')).toBeInTheDocument();
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
