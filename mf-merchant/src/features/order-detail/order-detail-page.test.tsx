// The merchant order detail: fields, which action and notice shows for the status and payment
// type, the shipping flow, cancel, label print, and another merchant's order.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORDER_STATUS } from '@storefront/contracts';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { OrderDetailPage } from './order-detail-page';

const orderModel = (extra: Record<string, unknown> = {}) => ({
  orderId: 42,
  orderStatementId: 'ZS202611200042',
  created: '2026-11-20T02:00:00.000Z',
  status: 1,
  paymentType: 3,
  currencyType: 0,
  deliveryFullName: '王小明',
  deliveryAddress: '106 臺北市大安區復興南路一段 100 號 5 樓',
  deliveryTelephone: '0912345678',
  totalPrice: 1580,
  shippingPrice: 100,
  orderItems: [{ productTitle: '花蓮富里有機米 2kg', productSpec: '2kg', quantity: 3, subtotalPrice: 1480 }],
  ...extra,
});
const detailPath = 'GET /api/merchant/order/detail/42';

test('shows the order and, at status 1, both cancel and complete-shipment', async () => {
  fakeServer({ [detailPath]: { body: { status: 200, orderModel: orderModel() } } });
  renderScreen(<OrderDetailPage orderId="42" />, { catalogs });
  expect(await screen.findByRole('heading', { name: '訂單 ZS202611200042' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '回到訂單列表' })).toHaveAttribute('href', '/member/merchant/orders');
  expect(screen.getByText('王小明')).toBeInTheDocument();
  expect(screen.getByText('貨到付款（現金）')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '完成出貨' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '取消訂單' })).toBeInTheDocument();
});

test('a shipped order offers neither action and shows company, tracking code and date', async () => {
  fakeServer({
    [detailPath]: {
      body: {
        status: 200,
        orderModel: orderModel({ status: 7, deliveryETA: '黑貓宅急便', deliveryTrackingCode: 'TC-1', deliveryDate: '2026-11-21' }),
      },
    },
  });
  renderScreen(<OrderDetailPage orderId="42" />, { catalogs, lang: 'en' });
  expect(await screen.findByText('TC-1')).toBeInTheDocument();
  expect(screen.getByText('黑貓宅急便')).toBeInTheDocument();
  expect(screen.getByTestId('order-status')).toHaveTextContent('Shipping');
  expect(screen.queryByRole('button', { name: 'Complete shipment' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
});

test('complete-shipment switches to the form; after 成功完成出貨 the order reloads and the detail returns', async () => {
  let status: number = ORDER_STATUS.awaitingShipment;
  const server = fakeServer({
    [detailPath]: () => ({
      body: {
        status: 200,
        orderModel: orderModel(status === ORDER_STATUS.shipping ? { status, deliveryTrackingCode: 'SF-9' } : { status }),
      },
    }),
    'POST /api/merchant/order/complete': () => {
      status = ORDER_STATUS.shipping;
      return { body: { status: { type: 'success' } } };
    },
  });
  renderScreen(<OrderDetailPage orderId="42" />, { catalogs });
  fireEvent.click(await screen.findByRole('button', { name: '完成出貨' }));
  fireEvent.change(screen.getByLabelText(/物流公司/), { target: { value: '郵局EMS' } });
  fireEvent.change(screen.getByLabelText(/物流追蹤碼/), { target: { value: 'SF-9' } });
  fireEvent.click(screen.getByRole('button', { name: '確認出貨' }));
  expect(await screen.findByText('成功完成出貨')).toBeInTheDocument();
  expect(await screen.findByText('SF-9')).toBeInTheDocument();
  expect(screen.getByTestId('order-status')).toHaveTextContent('運送中');
  expect(server.calls.filter((c) => c.path === '/api/merchant/order/detail/42')).toHaveLength(2);
});

test('cancel asks first, posts the order and reloads it', async () => {
  let status = 2;
  const server = fakeServer({
    [detailPath]: () => ({ body: { status: 200, orderModel: orderModel({ status, paymentType: 0 }) } }),
    'POST /api/member/order/cancel': () => {
      status = 4;
      return { body: { status: 200, title: '訂單已取消' } };
    },
  });
  renderScreen(<OrderDetailPage orderId="42" />, { catalogs });
  expect(screen.queryByRole('button', { name: '完成出貨' })).not.toBeInTheDocument();
  fireEvent.click(await screen.findByRole('button', { name: '取消訂單' }));
  fireEvent.click(screen.getByRole('button', { name: '確定取消' }));
  await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('已取消'));
  expect(server.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ orderId: 42 });
  expect(screen.queryByRole('button', { name: '取消訂單' })).not.toBeInTheDocument();
});

test('a pending store pick-up shows the notice, the logistics status and the label-print form', async () => {
  fakeServer({
    [detailPath]: { body: { status: 200, orderModel: orderModel({ paymentType: 14, e_orderstatus: '0', e_orderno: '2412120000003' }) } },
    'GET /api/member/logisticstatus/0': { text: '訂單處理中' },
  });
  renderScreen(<OrderDetailPage orderId="42" />, { catalogs });
  const print = await screen.findByRole('button', { name: '列印託運單' });
  const form = print.closest('form')!;
  expect(form).toHaveAttribute('action', '/sandbox/logistics/print');
  expect(form).toHaveAttribute('method', 'post');
  const fields = Object.fromEntries(Array.from(form.querySelectorAll('input')).map((input) => [input.name, input.value]));
  expect(fields).toEqual({ mode: '2', e_orderno: '2412120000003' });
  expect(await screen.findByText(/訂單處理中/)).toBeInTheDocument();
});

test('complete-shipment of a store pick-up creates the store shipment, then the label can be printed', async () => {
  let shipped = false;
  const pickup = { paymentType: 12, e_orderstatus: '12', cvsStoreId: '006598', cvsStoreName: '全家台北重慶店' };
  const server = fakeServer({
    [detailPath]: () => ({
      body: {
        status: 200,
        orderModel: orderModel(
          shipped
            ? {
                ...pickup,
                status: 7,
                e_orderstatus: '0',
                e_orderno: '1718546000',
                deliveryETA: '全家 FamilyMart',
                deliveryTrackingCode: '123456789012',
              }
            : pickup,
        ),
      },
    }),
    'POST /api/merchant/order/cvsShipment': () => {
      shipped = true;
      return { body: { status: { type: 'success' }, AllPayLogisticsID: '1718546000', CVSPaymentNo: '123456789012', CVSValidationNo: '' } };
    },
    'GET /api/member/logisticstatus/12': { text: '等待確認取貨門市' },
    'GET /api/member/logisticstatus/0': { text: '等待賣家寄件' },
  });
  renderScreen(<OrderDetailPage orderId="42" />, { catalogs });
  expect(await screen.findByTestId('delivery-method')).toHaveTextContent('超商取貨（全家 FamilyMart）・常溫');
  fireEvent.click(screen.getByRole('button', { name: '完成出貨' }));
  expect(screen.queryByLabelText(/物流公司/)).not.toBeInTheDocument();
  expect(screen.getByText(/全家台北重慶店（006598）/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '建立超商寄件' }));
  expect(await screen.findByText('成功完成出貨')).toBeInTheDocument();
  const print = await screen.findByRole('button', { name: '列印託運單' });
  const fields = Object.fromEntries(Array.from(print.closest('form')!.querySelectorAll('input')).map((input) => [input.name, input.value]));
  expect(fields).toEqual({ mode: '1', e_orderno: '1718546000' });
  expect(screen.getByTestId('order-status')).toHaveTextContent('運送中');
  expect(await screen.findByText(/等待賣家寄件/)).toBeInTheDocument();
  expect(server.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ orderId: 42 });
});

test('運送方式 of a frozen courier order is frozen home delivery, in both languages', async () => {
  fakeServer({ [detailPath]: { body: { status: 200, orderModel: orderModel({ deliveryType: 1 }) } } });
  const zh = renderScreen(<OrderDetailPage orderId="42" />, { catalogs });
  expect(await screen.findByTestId('delivery-method')).toHaveTextContent('宅配・冷凍');
  zh.unmount();
  renderScreen(<OrderDetailPage orderId="42" />, { catalogs, lang: 'en' });
  expect(await screen.findByTestId('delivery-method')).toHaveTextContent('Home delivery · Frozen');
});

test('payment failed and awaiting ATM payment notices', async () => {
  fakeServer({ [detailPath]: { body: { status: 200, orderModel: orderModel({ status: 6, paymentType: 1 }) } } });
  const first = renderScreen(<OrderDetailPage orderId="42" />, { catalogs });
  const failed = (await screen.findByText('付款失敗')).closest('[role="status"]') as HTMLElement;
  expect(within(failed).getByText('付款沒有完成')).toBeInTheDocument();
  expect(within(failed).getByRole('button', { name: '重新付款' })).toBeInTheDocument();
  first.unmount();

  fakeServer({
    [detailPath]: { body: { status: 200, orderModel: orderModel({ status: 2, paymentType: 6 }), description: '請於 2026-11-23 前轉帳' } },
  });
  renderScreen(<OrderDetailPage orderId="42" />, { catalogs });
  expect(await screen.findByText('等待付款')).toBeInTheDocument();
  expect(screen.getByText(/買家選擇 ATM 轉帳/)).toHaveTextContent('請於 2026-11-23 前轉帳');
});

test('another merchant’s order is not found', async () => {
  fakeServer({ [detailPath]: { status: 404, body: { status: 404, title: '找不到', msg: '找不到訂單' } } });
  renderScreen(<OrderDetailPage orderId="42" />, { catalogs, lang: 'en' });
  expect(await screen.findByText('Order not found')).toBeInTheDocument();
});

test('a return request shows its details; 拒絕退貨 needs a reason, 同意退貨 is confirmed and sent once', async () => {
  let order: Record<string, unknown> = orderModel({
    status: 3,
    paymentType: 6,
    returnStatus: 'requested',
    refundReason: '尺寸不合',
    refundName: '王小明',
    refundPhone: '0912345678',
    refundAddress: '臺北市大安區',
    refundAccountDetail: '(822) 1234-5678-9012',
  });
  const server = fakeServer({
    [detailPath]: () => ({ body: { status: 200, orderModel: order } }),
    'POST /api/merchant/order/return/approve': () => {
      order = {
        ...order,
        status: 5,
        returnStatus: 'approved',
        refund: {
          amount: 1580,
          method: 'transfer',
          state: 'pending',
          createdAt: '2026-11-25T16:30:00.000Z',
          accountDetail: '(822) 1234-5678-9012',
        },
      };
      return { body: { status: 200, title: '已同意退貨' } };
    },
    'POST /api/merchant/order/refund/done': () => {
      order = { ...order, refund: { ...(order.refund as Record<string, unknown>), state: 'done', doneAt: '2026-11-26T01:00:00.000Z' } };
      return { body: { status: 200, title: '已完成退款' } };
    },
  });
  renderScreen(<OrderDetailPage orderId="42" />, { catalogs });
  const request = await screen.findByTestId('order-return');
  expect(request).toHaveTextContent('退貨申請中');
  expect(request).toHaveTextContent('(822) 1234-5678-9012');

  fireEvent.click(screen.getByRole('button', { name: '拒絕退貨' }));
  const refuseDialog = screen.getByRole('dialog', { name: '拒絕退貨', hidden: true });
  fireEvent.click(within(refuseDialog).getByRole('button', { name: '確定拒絕', hidden: true }));
  expect(await within(refuseDialog).findByText('此欄位必填')).toBeInTheDocument();
  fireEvent.click(within(refuseDialog).getByRole('button', { name: '返回', hidden: true }));

  fireEvent.click(screen.getByRole('button', { name: '同意退貨' }));
  const approveDialog = screen.getByRole('dialog', { name: '同意退貨', hidden: true });
  fireEvent.click(within(approveDialog).getByRole('button', { name: '確定同意', hidden: true }));
  expect(await screen.findByRole('heading', { name: '退款處理中' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '同意退貨' })).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: '已匯款給買家' }));
  expect(await screen.findByRole('heading', { name: '已退款' })).toBeInTheDocument();
  expect(server.calls.filter((c) => c.method === 'POST')).toEqual([
    { method: 'POST', path: '/api/merchant/order/return/approve', body: { orderId: 42 } },
    { method: 'POST', path: '/api/merchant/order/refund/done', body: { orderId: 42 } },
  ]);
});

test('拒絕退貨 sends the reason; the English screen names the actions', async () => {
  const server = fakeServer({
    [detailPath]: { body: { status: 200, orderModel: orderModel({ status: 3, returnStatus: 'requested', refundReason: 'Too big' }) } },
    'POST /api/merchant/order/return/refuse': { body: { status: 200, title: '已拒絕退貨' } },
  });
  renderScreen(<OrderDetailPage orderId="42" />, { catalogs, lang: 'en' });
  fireEvent.click(await screen.findByRole('button', { name: 'Refuse return' }));
  expect(screen.getByRole('button', { name: 'Approve return' })).toBeInTheDocument();
  const dialog = screen.getByRole('dialog', { name: 'Refuse return', hidden: true });
  fireEvent.change(within(dialog).getByLabelText(/Reason for refusal/), { target: { value: 'Opened and used' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse', hidden: true }));
  await waitFor(() =>
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/merchant/order/return/refuse', body: { orderId: 42, reason: 'Opened and used' } },
    ]),
  );
});

test('a transfer refund with no account waits for the buyer: no 已匯款給買家 until the account is given, in both languages', async () => {
  const pending = { amount: 1580, method: 'transfer', state: 'pending', createdAt: '2026-11-25T16:30:00.000Z', accountDetail: null };
  fakeServer({ [detailPath]: { body: { status: 200, orderModel: orderModel({ status: 4, paymentType: 6, refund: pending }) } } });
  const zh = renderScreen(<OrderDetailPage orderId="42" />, { catalogs });
  expect(await screen.findByRole('heading', { name: '退款處理中' })).toBeInTheDocument();
  expect(screen.getByTestId('refund-account')).toHaveTextContent('等待買家提供退款帳戶');
  expect(screen.getByText('買家提供退款帳戶後，即可匯款並標示為已匯款。')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '已匯款給買家' })).not.toBeInTheDocument();
  zh.unmount();

  fakeServer({ [detailPath]: { body: { status: 200, orderModel: orderModel({ status: 4, paymentType: 6, refund: pending }) } } });
  const en = renderScreen(<OrderDetailPage orderId="42" />, { catalogs, lang: 'en' });
  expect(await screen.findByTestId('refund-account')).toHaveTextContent("Waiting for the buyer's refund account");
  expect(screen.queryByRole('button', { name: 'Transfer to the buyer made' })).not.toBeInTheDocument();
  en.unmount();

  const given = { ...pending, accountDetail: '(822) 1234-5678-9012' };
  fakeServer({ [detailPath]: { body: { status: 200, orderModel: orderModel({ status: 4, paymentType: 6, refund: given }) } } });
  renderScreen(<OrderDetailPage orderId="42" />, { catalogs });
  expect(await screen.findByTestId('refund-account')).toHaveTextContent('(822) 1234-5678-9012');
  expect(screen.getByRole('button', { name: '已匯款給買家' })).toBeInTheDocument();
});
