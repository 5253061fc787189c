// The merchant order list: rows linking to the detail, filters in the URL, empty states.
import { fireEvent, screen, within } from '@testing-library/react';
import { ORDER_STATUS } from '@storefront/contracts';
import userEvent from '@testing-library/user-event';
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

test('pages, search and sort are in the URL and the call, with the total, in both languages', async () => {
  const server = fakeServer({
    'GET /api/merchant/order/list': (request: Request) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      return { body: { status: 200, orders: [{ ...row, orderId: page, orderStatementId: `ZS-${page}` }], total: 41, page, pageSize: 20 } };
    },
  });
  const zh = renderScreen(<OrderListPage />, { catalogs, route: '/?status=1&page=2' });
  expect(await screen.findByRole('link', { name: 'ZS-2' })).toBeInTheDocument();
  expect(server.calls[0]?.path).toBe('/api/merchant/order/list?page=2&status=1');
  expect(screen.getByTestId('list-total')).toHaveTextContent('第 21–40 筆，共 41 筆');
  await userEvent.click(within(screen.getByRole('navigation', { name: '分頁' })).getByRole('link', { name: '下一頁' }));
  expect(await screen.findByRole('link', { name: 'ZS-3' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/?status=1&page=3');
  fireEvent.change(screen.getByLabelText('排序'), { target: { value: 'priceDesc' } });
  expect(screen.getByTestId('location')).toHaveTextContent('/?status=1&sort=priceDesc');
  await userEvent.type(screen.getByRole('searchbox', { name: '搜尋訂單' }), 'ZS2026{Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent('/?status=1&sort=priceDesc&q=ZS2026');
  await screen.findByRole('link', { name: 'ZS-1' });
  expect(server.calls.at(-1)?.path).toBe('/api/merchant/order/list?q=ZS2026&status=1&sort=priceDesc');
  zh.unmount();

  renderScreen(<OrderListPage />, { catalogs, lang: 'en', route: '/?page=3' });
  expect(await screen.findByRole('link', { name: 'ZS-3' })).toBeInTheDocument();
  expect(screen.getByTestId('list-total')).toHaveTextContent('41–41 of 41');
  expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/?page=2');
  expect(screen.getByRole('searchbox', { name: 'Search orders' })).toBeInTheDocument();
});

test('an order whose refund waits for the buyer’s bank account says so on its row, in both languages', async () => {
  const waiting = { ...row, orderId: 43, orderStatementId: 'ZS202611200043', status: ORDER_STATUS.cancelled, refundAwaitingAccount: true };
  fakeServer({ 'GET /api/merchant/order/list': { body: { status: 200, orders: [row, waiting], total: 2, page: 1, pageSize: 20 } } });
  const zh = renderScreen(<OrderListPage />, { catalogs });
  const waitingRow = (await screen.findByRole('link', { name: 'ZS202611200043' })).closest('tr')!;
  expect(within(waitingRow).getByText('等待買家提供退款帳戶')).toBeInTheDocument();
  const plainRow = screen.getByRole('link', { name: 'ZS202611200042' }).closest('tr')!;
  expect(within(plainRow).queryByText('等待買家提供退款帳戶')).not.toBeInTheDocument();
  expect(screen.getAllByTestId('refund-awaiting-account')).toHaveLength(1);
  zh.unmount();

  renderScreen(<OrderListPage />, { catalogs, lang: 'en' });
  const enRow = (await screen.findByRole('link', { name: 'ZS202611200043' })).closest('tr')!;
  expect(within(enRow).getByText("Waiting for the buyer's refund account")).toBeInTheDocument();
});

test('the refund filter lists the refunds waiting for the buyer or for the transfer, from the URL, in both languages', async () => {
  const server = fakeServer({ 'GET /api/merchant/order/list': { body: { status: 200, orders: [], total: 0, page: 1, pageSize: 20 } } });
  const zh = renderScreen(<OrderListPage />, { catalogs, route: '/?refund=awaitingAccount' });
  expect(await screen.findByText('沒有符合條件的訂單')).toBeInTheDocument();
  expect(server.calls[0]?.path).toBe('/api/merchant/order/list?refund=awaitingAccount');
  const filter = screen.getByLabelText('退款');
  expect(filter).toHaveValue('awaitingAccount');
  expect(
    within(filter)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['全部訂單', '等待買家提供退款帳戶', '待匯款給買家']);

  fireEvent.change(filter, { target: { value: 'awaitingTransfer' } });
  expect(screen.getByTestId('location')).toHaveTextContent('/?refund=awaitingTransfer');
  await screen.findByText('沒有符合條件的訂單');
  expect(server.calls.at(-1)?.path).toBe('/api/merchant/order/list?refund=awaitingTransfer');
  await userEvent.click(screen.getByRole('button', { name: '清除篩選' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  zh.unmount();

  renderScreen(<OrderListPage />, { catalogs, lang: 'en', route: '/?refund=awaitingTransfer' });
  expect(await screen.findByText('No orders match these filters')).toBeInTheDocument();
  const en = screen.getByLabelText('Refund');
  expect(
    within(en)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['All orders', "Waiting for the buyer's refund account", 'Transfer to the buyer due']);
});
