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
      },
    },
  });
  renderScreen(<ProductListPage />, { catalogs });
  expect(await screen.findByText('阿里山高山烏龍茶')).toBeInTheDocument();
  expect(screen.getByText('上架中')).toBeInTheDocument();
});

test('no products: 您尚未上架產品', async () => {
  fakeServer({ 'GET /api/merchant/product/list': { body: { status: 200, productList: [] } } });
  renderScreen(<ProductListPage />, { catalogs });
  expect(await screen.findByText('您尚未上架產品')).toBeInTheDocument();
});

test('a member who is not a merchant is told the tools are for partners', async () => {
  fakeServer({ 'GET /api/merchant/product/list': { status: 403, body: { status: 403, title: '僅限搭檔' } } });
  renderScreen(<ProductListPage />, { catalogs, lang: 'en' });
  expect(await screen.findByText('Only partners can use this feature')).toBeInTheDocument();
});

test('online products can be taken down; every row links to its editor', async () => {
  let status = 1;
  const server = fakeServer({
    'GET /api/merchant/product/list': () => ({
      body: { status: 200, productList: [{ productId: 5, title: '烏龍茶', status, created: '2026-10-01T00:00:00.000Z', productType: 1 }] },
    }),
    'POST /api/merchant/product/takedown': () => {
      status = 2;
      return { body: { status: 200 } };
    },
  });
  renderScreen(<ProductListPage />, { catalogs });
  expect(await screen.findByRole('link', { name: '編輯 烏龍茶' })).toHaveAttribute('href', '/member/merchant/product/5');
  expect(screen.getByRole('link', { name: '新增商品' })).toHaveAttribute('href', '/member/merchant/newproduct');
  await userEvent.click(screen.getByRole('button', { name: '下架 烏龍茶' }));
  expect(await screen.findByText('已下架', { selector: 'td span' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '下架 烏龍茶' })).not.toBeInTheDocument();
  expect(server.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ productId: 5 });
});
