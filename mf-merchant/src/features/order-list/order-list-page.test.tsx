// The merchant order list: rows linking to the detail, filters in the URL, empty states.
import { fireEvent, screen } from '@testing-library/react';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { OrderListPage } from './order-list-page';

const row = {
  orderId: 42,
  orderStatementId: 'ZS202611200042',
  date: '2026-11-20T02:00:00.000Z',
  status: 1,
  orderName: '王小明',
  quantity: 3,
  currency: 0,
  price: 1580,
};

test('lists orders with number, status, orderer and price, linking to the detail', async () => {
  fakeServer({ 'GET /api/merchant/order/list': { body: { status: 200, orders: [row], total: 1, page: 1, pageSize: 20 } } });
  renderScreen(<OrderListPage />, { catalogs });
  const link = await screen.findByRole('link', { name: 'ZS202611200042' });
  expect(link).toHaveAttribute('href', '/member/merchant/order/42');
  expect(screen.getByText('王小明')).toBeInTheDocument();
  expect(screen.getByText('NT$1,580')).toBeInTheDocument();
  expect(screen.getAllByText('待出貨').length).toBeGreaterThan(0);
});

test('filters come from the URL and changing one updates the URL and the request', async () => {
  const server = fakeServer({ 'GET /api/merchant/order/list': { body: { status: 200, orders: [], total: 0, page: 1, pageSize: 20 } } });
  renderScreen(<OrderListPage />, { catalogs, route: '/?status=7&month=2026-10' });
  expect(await screen.findByText('沒有符合條件的訂單')).toBeInTheDocument();
  expect(server.calls[0]?.path).toBe('/api/merchant/order/list?status=7&month=2026-10');
  expect(screen.getByLabelText('訂單狀態')).toHaveValue('7');
  expect(screen.getByLabelText('月份')).toHaveValue('2026-10');

  fireEvent.change(screen.getByLabelText('訂單狀態'), { target: { value: '1' } });
  expect(screen.getByTestId('location')).toHaveTextContent('/?status=1&month=2026-10');
  await screen.findByText('沒有符合條件的訂單');
  expect(server.calls.at(-1)?.path).toBe('/api/merchant/order/list?status=1&month=2026-10');
});

test('no orders at all, in English', async () => {
  fakeServer({ 'GET /api/merchant/order/list': { body: { status: 200, orders: [], total: 0, page: 1, pageSize: 20 } } });
  renderScreen(<OrderListPage />, { catalogs, lang: 'en' });
  expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
});

test('a member who is not a merchant is told the tools are for partners', async () => {
  fakeServer({ 'GET /api/merchant/order/list': { status: 403, body: { status: 403, title: '權限不足' } } });
  renderScreen(<OrderListPage />, { catalogs });
  expect(await screen.findByText('此功能僅供搭檔使用')).toBeInTheDocument();
});
