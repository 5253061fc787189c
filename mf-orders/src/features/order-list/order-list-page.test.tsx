// The buyer's order history: rows with status labels (and a refund waiting for the bank account),
// the empty state, and visitors sent to login.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { CancelOrderButton } from '@storefront/ui/orders';
import { isInOrderFilter, isOrderFilterGroup } from '@storefront/contracts/orders';
import type { OrderListItem } from '@storefront/contracts';
import { OrderListPage } from './order-list-page';

/** The order list call as the server answers it: the group's orders, a page of them, their count. */
const pagedList = (all: OrderListItem[]) => (request: Request) => {
  const params = new URL(request.url).searchParams;
  const requested = params.get('group') ?? 'all';
  const group = isOrderFilterGroup(requested) ? requested : 'all';
  const page = Number(params.get('page') ?? 1);
  const pageSize = Number(params.get('pageSize') ?? 20);
  const inGroup = all.filter((order) => isInOrderFilter(order, group));
  return { body: { status: 200, orders: inGroup.slice((page - 1) * pageSize, page * pageSize), total: inGroup.length, page, pageSize } };
};

const orders = [
  { orderId: 11, orderStatementId: 'TW20261101001', date: '2026-11-01T03:00:00.000Z', status: 3, quantity: 2, price: 1280, currency: 0 },
  { orderId: 12, orderStatementId: 'TW20261102001', date: '2026-11-02T03:00:00.000Z', status: 4, quantity: 1, price: 450, currency: 0 },
];

test('lists the orders with number, date, status and price', async () => {
  fakeServer({ 'GET /api/member/order/list': { body: { status: 200, orders } } });
  renderScreen(<OrderListPage />, { catalogs, route: '/member/orders' });
  expect(await screen.findByRole('link', { name: 'TW20261101001' })).toHaveAttribute('href', '/member/order/11');
  expect(screen.getByText('2026 年 11 月 01 日')).toBeInTheDocument();
  const table = screen.getByRole('table');
  expect(within(table).getByText('已完成')).toHaveClass('order-status--completed');
  expect(within(table).getByText('已取消')).toHaveClass('order-status--cancelled');
  expect(screen.getByText('NT$1,280')).toBeInTheDocument();
});

test("each order shows its first product with the product's picture, and how many products it holds, in both languages", async () => {
  const withProducts = [
    { ...orders[0]!, productTitle: '台灣高山烏龍茶 150g', productImageUrl: '/media/demo/1.svg', moreProducts: 2 },
    { ...orders[1]!, productTitle: '帆布托特包', moreProducts: 0 },
  ];
  fakeServer({ 'GET /api/member/order/list': { body: { status: 200, orders: withProducts } } });
  const zh = renderScreen(<OrderListPage />, { catalogs, route: '/member/orders' });
  const first = (await screen.findByRole('link', { name: 'TW20261101001' })).closest('tr') as HTMLElement;
  expect(within(first).getByText('台灣高山烏龍茶 150g')).toBeInTheDocument();
  expect(within(first).getByText('等 3 件商品')).toBeInTheDocument();
  expect(first.querySelector('img')).toHaveAttribute('src', '/media/demo/1.svg');
  const second = screen.getByRole('link', { name: 'TW20261102001' }).closest('tr') as HTMLElement;
  expect(within(second).getByText('帆布托特包')).toBeInTheDocument();
  expect(within(second).queryByText(/件商品/)).toBeNull();
  expect(second.querySelector('img')).toBeNull();
  zh.unmount();

  fakeServer({ 'GET /api/member/order/list': { body: { status: 200, orders: withProducts } } });
  renderScreen(<OrderListPage />, { catalogs, route: '/member/orders', lang: 'en' });
  expect(await screen.findByText('3 products in all')).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Product' })).toBeInTheDocument();
});

test('an order whose refund waits for the bank account says so under its status, in both languages', async () => {
  const waiting = [{ ...orders[1]!, refundAwaitingAccount: true }, orders[0]!];
  fakeServer({ 'GET /api/member/order/list': { body: { status: 200, orders: waiting } } });
  const zh = renderScreen(<OrderListPage />, { catalogs, route: '/member/orders' });
  const row = (await screen.findByRole('link', { name: 'TW20261102001' })).closest('tr') as HTMLElement;
  expect(within(row).getByTestId('refund-awaiting-account')).toHaveTextContent('退款待處理：請提供退款帳戶');
  expect(screen.getAllByTestId('refund-awaiting-account')).toHaveLength(1);
  zh.unmount();

  fakeServer({ 'GET /api/member/order/list': { body: { status: 200, orders: waiting } } });
  renderScreen(<OrderListPage />, { catalogs, route: '/member/orders', lang: 'en' });
  expect(await screen.findByTestId('refund-awaiting-account')).toHaveTextContent('Refund pending: give us your bank account');
});

test("cancelling an order (the order detail's cancel button) refreshes the list", async () => {
  let status = 2;
  const order = { ...orders[0]!, orderId: 21, orderStatementId: 'TW20261103001' };
  fakeServer({
    'GET /api/member/order/list': () => ({ body: { status: 200, orders: [{ ...order, status }] } }),
    'POST /api/member/order/cancel': () => {
      status = 4;
      return { body: { status: 200, title: '訂單已取消' } };
    },
  });
  renderScreen(
    <>
      <OrderListPage />
      <CancelOrderButton orderId={21} onCancelled={() => {}} />
    </>,
    { catalogs, route: '/member/orders' },
  );
  const list = await screen.findByRole('table', { name: '訂單列表' });
  expect(within(list).getByText('待付款')).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: '取消訂單' }));
  const dialog = screen.getByRole('dialog', { hidden: true });
  await userEvent.click(within(dialog).getByRole('button', { name: '確定取消', hidden: true }));
  await waitFor(() => expect(within(screen.getByRole('table', { name: '訂單列表' })).getByText('已取消')).toBeInTheDocument());
});

test('no orders: a message and a link to the shop', async () => {
  fakeServer({ 'GET /api/member/order/list': { body: { status: 200, orders: [] } } });
  renderScreen(<OrderListPage />, { catalogs, route: '/member/orders' });
  expect(await screen.findByText('您還沒有任何訂單')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/');
});

test('a visitor is sent to the login page with a return URL', async () => {
  fakeServer({ 'GET /api/member/order/list': { status: 401, body: { status: 401, title: '請先登入' } } });
  renderScreen(<OrderListPage />, { catalogs, route: '/member/orders' });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/member/login?returnUrl=%2Fmember%2Forders'));
});

test('filters by status group, kept in the URL', async () => {
  const { calls } = fakeServer({ 'GET /api/member/order/list': pagedList(orders) });
  renderScreen(<OrderListPage />, { catalogs, route: '/member/orders' });
  const filter = await screen.findByLabelText('訂單狀態');
  const heading = screen.getByRole('heading', { name: '購買紀錄' });
  await userEvent.selectOptions(filter, 'cancelled');
  expect(screen.getByTestId('location')).toHaveTextContent('/member/orders?group=cancelled');
  expect(await screen.findByRole('link', { name: 'TW20261102001' })).toBeInTheDocument();
  expect(calls.at(-1)!.path).toBe('/api/member/order/list?group=cancelled');
  // The heading and the filter stayed in place while the group loaded: the focus is still there.
  expect(screen.getByLabelText('訂單狀態')).toBe(filter);
  expect(screen.getByRole('heading', { name: '購買紀錄' })).toBe(heading);
  expect(filter).toHaveFocus();
  expect(screen.queryByRole('link', { name: 'TW20261101001' })).not.toBeInTheDocument();
});

test("a member centre's stage in the URL shows only its orders, in both languages", async () => {
  const staged = [
    ...orders,
    { orderId: 13, orderStatementId: 'TW20261103001', date: '2026-11-03T03:00:00.000Z', status: 5, quantity: 1, price: 300, currency: 0 },
    { ...orders[0]!, orderId: 14, orderStatementId: 'TW20261104001', returnRequested: true },
    { ...orders[0]!, orderId: 15, orderStatementId: 'TW20261105001', status: 7 },
  ];
  fakeServer({ 'GET /api/member/order/list': pagedList(staged) });
  const zh = renderScreen(<OrderListPage />, { catalogs, route: '/member/orders?group=returns' });
  expect(await screen.findByRole('link', { name: 'TW20261103001' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'TW20261104001' })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: /^TW/ })).toHaveLength(2);
  expect(screen.getByLabelText('訂單狀態')).toHaveDisplayValue('退貨／退款');
  zh.unmount();

  fakeServer({ 'GET /api/member/order/list': pagedList(staged) });
  renderScreen(<OrderListPage />, { catalogs, route: '/member/orders?group=shipping', lang: 'en' });
  expect(await screen.findByRole('link', { name: 'TW20261105001' })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: /^TW/ })).toHaveLength(1);
  expect(screen.getByLabelText('Order status')).toHaveDisplayValue('Shipping');
});

test('the orders of one payment are shown together under 合併付款, in both languages', async () => {
  const paid = [
    {
      orderId: 21,
      orderStatementId: 'ZS20261126000021',
      date: '2026-11-26T03:00:00.000Z',
      status: 1,
      quantity: 1,
      price: 530,
      paymentGroupId: 20,
    },
    { ...orders[0]!, orderId: 13 },
    {
      orderId: 20,
      orderStatementId: 'ZS20261126000020',
      date: '2026-11-26T03:00:00.000Z',
      status: 1,
      quantity: 2,
      price: 880,
      paymentGroupId: 20,
    },
    { ...orders[1]!, orderId: 14, paymentGroupId: 14 },
  ];
  fakeServer({ 'GET /api/member/order/list': { body: { status: 200, orders: paid } } });
  const view = renderScreen(<OrderListPage />, { catalogs, route: '/member/orders' });
  const group = await screen.findByTestId('payment-group');
  expect(within(group).getByRole('rowheader')).toHaveTextContent('合併付款（2 筆訂單） NT$1,410');
  expect(
    within(group)
      .getAllByRole('link')
      .map((l) => l.textContent),
  ).toEqual(['ZS20261126000021', 'ZS20261126000020']);
  expect(screen.getAllByTestId('payment-group')).toHaveLength(1);
  view.unmount();
  renderScreen(<OrderListPage />, { catalogs, route: '/member/orders', lang: 'en' });
  expect(await screen.findByText(/Paid together \(2 orders\)/)).toBeInTheDocument();
});

test('a long history comes a page at a time: the pager leads to the next page, a page past the end leads back', async () => {
  const many = Array.from({ length: 25 }, (_, i) => ({
    ...orders[0]!,
    orderId: 100 + i,
    orderStatementId: `TW202611${String(100 + i).padStart(5, '0')}`,
  }));
  const { calls } = fakeServer({ 'GET /api/member/order/list': pagedList(many) });
  const zh = renderScreen(<OrderListPage />, { catalogs, route: '/member/orders' });
  expect(await screen.findByRole('link', { name: 'TW20261100100' })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: /^TW/ })).toHaveLength(20);
  await userEvent.click(screen.getByRole('link', { name: '下一頁' }));
  expect(await screen.findByRole('link', { name: 'TW20261100124' })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: /^TW/ })).toHaveLength(5);
  expect(screen.getByTestId('location')).toHaveTextContent('/member/orders?page=2');
  expect(calls.at(-1)!.path).toBe('/api/member/order/list?page=2');
  zh.unmount();

  fakeServer({ 'GET /api/member/order/list': pagedList(many) });
  renderScreen(<OrderListPage />, { catalogs, route: '/member/orders?page=9', lang: 'en' });
  expect(await screen.findByText('No orders on this page')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to page 1' })).toBeInTheDocument();
});
