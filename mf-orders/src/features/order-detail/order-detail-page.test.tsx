// The buyer's order detail: labels, the notices and actions per status × payment type, cancel
// (confirmed, sent once, order reloaded), the refund form (required fields, policy, success
// dialog), another member's order not found, and English.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_STATUS } from '@storefront/contracts';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { OrderDetailPage } from './order-detail-page';

const recently = new Date(Date.now() - 24 * 3600_000).toISOString();

const baseOrder = {
  orderId: 21,
  orderStatementId: 'ZS202611010021',
  created: '2026-11-01T03:00:00.000Z',
  status: 3,
  paymentType: 0,
  currencyType: 0,
  earnPoints: 12,
  usePoints: 50,
  promoDiscount: 0,
  promoTitle: '',
  paymentFullName: '王小明',
  paymentAddress: '106 臺北市大安區復興南路一段 100 號 5 樓',
  paymentEmail: 'buyer@example.com',
  paymentTelephone: '0912345678',
  deliveryFullName: '王小明',
  deliveryAddress: '106 臺北市大安區復興南路一段 100 號 5 樓',
  deliveryType: 0,
  deliveryETA: '黑貓宅急便',
  deliveryTrackingCode: '9012-3456-7890',
  receiptMethod: 0,
  receiptType: 2,
  carrierType: 1,
  carrierNumber: '/ABC1234',
  totalPrice: 1230,
  shippingPrice: 100,
  deliveredAt: recently,
  orderItems: [{ productTitle: '阿里山高山烏龍茶', productSpec: '150g', quantity: 2, useDiscount: 50, subtotalPrice: 1180 }],
};

const detail = (overrides: Record<string, unknown>) => ({ body: { status: 200, orderModel: { ...baseOrder, ...overrides } } });

test('shows every label, the lines and totals of the order', async () => {
  fakeServer({ 'GET /api/member/order/detail/21': detail({}) });
  renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21' });
  expect(await screen.findByRole('heading', { name: '訂單 ZS202611010021' })).toBeInTheDocument();
  expect(screen.getByText('信用卡一次付清')).toBeInTheDocument();
  expect(screen.getByText('黑貓宅急便')).toBeInTheDocument();
  expect(screen.getByText('9012-3456-7890')).toBeInTheDocument();
  expect(screen.getByText('手機條碼 /ABC1234')).toBeInTheDocument();
  expect(screen.getByText('阿里山高山烏龍茶')).toBeInTheDocument();
  expect(screen.getByTestId('order-total')).toHaveTextContent('NT$1,230');
  expect(screen.getByRole('link', { name: '回到購買紀錄' })).toHaveAttribute('href', '/member/orders');
});

test('a completed order offers the refund request, not cancel', async () => {
  fakeServer({ 'GET /api/member/order/detail/21': detail({ status: 3 }) });
  renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21' });
  expect(await screen.findByRole('button', { name: '申請退貨' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '取消訂單' })).not.toBeInTheDocument();
});

test('after the 7-day 鑑賞期, or once asked, the return request is gone; its state and the merchant’s reason show', async () => {
  fakeServer({ 'GET /api/member/order/detail/21': detail({ status: 3, deliveredAt: '2026-01-01T00:00:00.000Z' }) });
  const late = renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21' });
  expect(await screen.findByRole('heading', { name: '訂單 ZS202611010021' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '申請退貨' })).not.toBeInTheDocument();
  late.unmount();

  fakeServer({
    'GET /api/member/order/detail/21': detail({
      status: 3,
      returnStatus: 'refused',
      returnRefuseReason: '商品已拆封使用',
      refundReason: '尺寸不合',
    }),
  });
  renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21' });
  expect(await screen.findByText('退貨申請未通過')).toBeInTheDocument();
  expect(screen.getByText('拒絕原因').closest('div')).toHaveTextContent('商品已拆封使用');
  expect(screen.queryByRole('button', { name: '申請退貨' })).not.toBeInTheDocument();
});

test('確認收貨 on a shipping order is confirmed, sent once, and the order reloaded', async () => {
  let status: number = ORDER_STATUS.shipping;
  const server = fakeServer({
    'GET /api/member/order/detail/21': () => detail({ status, deliveredAt: status === ORDER_STATUS.complete ? recently : null }),
    'POST /api/member/order/received': () => {
      status = ORDER_STATUS.complete;
      return { body: { status: 200, title: '已確認收貨' } };
    },
  });
  renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21' });
  await userEvent.click(await screen.findByRole('button', { name: '確認收貨' }));
  const dialog = screen.getByRole('dialog', { hidden: true });
  await userEvent.click(within(dialog).getByRole('button', { name: '確定收到商品', hidden: true }));
  expect(await screen.findByRole('button', { name: '申請退貨' })).toBeInTheDocument();
  expect(server.calls.filter((c) => c.method === 'POST')).toEqual([
    { method: 'POST', path: '/api/member/order/received', body: { orderId: 21 } },
  ]);
  expect(screen.queryByRole('button', { name: '確認收貨' })).not.toBeInTheDocument();
});

test('a refunded order shows 已退款 with amount, method and date, and the timeline in Taipei time, in both languages', async () => {
  const order = detail({
    status: 5,
    returnStatus: 'approved',
    refund: { amount: 1230, method: 'card', state: 'done', createdAt: '2026-11-25T16:30:00.000Z', doneAt: '2026-11-25T16:30:00.000Z' },
    events: [
      { kind: 'placed', at: '2026-11-01T03:00:00.000Z' },
      { kind: 'status', at: '2026-11-01T03:05:00.000Z', fromStatus: 2, toStatus: 1 },
      { kind: 'returnRequested', at: '2026-11-24T01:00:00.000Z' },
      { kind: 'status', at: '2026-11-25T16:30:00.000Z', fromStatus: 3, toStatus: 5 },
    ],
  });
  fakeServer({ 'GET /api/member/order/detail/21': order });
  const zh = renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21' });
  const refund = await screen.findByTestId('order-refund');
  expect(within(refund).getByRole('heading', { name: '已退款' })).toBeInTheDocument();
  expect(refund).toHaveTextContent('NT$1,230');
  expect(refund).toHaveTextContent('退回信用卡');
  expect(refund).toHaveTextContent('2026 年 11 月 26 日 00:30');
  expect(screen.getByText('付款完成')).toBeInTheDocument();
  expect(screen.getByText('買家申請退貨')).toBeInTheDocument();
  expect(screen.getByText('2026 年 11 月 01 日 11:00')).toBeInTheDocument();
  zh.unmount();

  fakeServer({ 'GET /api/member/order/detail/21': order });
  renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21', lang: 'en' });
  expect(await screen.findByRole('heading', { name: 'Refunded' })).toBeInTheDocument();
  expect(screen.getByText('Back to the credit card')).toBeInTheDocument();
  expect(screen.getByText('Order status: Returned')).toBeInTheDocument();
  expect(screen.getByText('2026/11/01 11:00')).toBeInTheDocument();
});

test('an order past its payment deadline says why it failed', async () => {
  fakeServer({ 'GET /api/member/order/detail/21': detail({ status: 6, paymentType: 6, failReason: 'paymentExpired' }) });
  renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21', lang: 'en' });
  expect(await screen.findByText('Payment deadline passed')).toBeInTheDocument();
});

test('the store map’s reply changes the pick-up store once and reloads the order', async () => {
  let store = { cvsStoreId: '006598', cvsStoreName: '全家台北重慶店' };
  const server = fakeServer({
    'GET /api/member/order/detail/21': () => detail({ status: 1, paymentType: 12, e_orderstatus: '12', ...store }),
    'POST /api/member/order/store': () => {
      store = { cvsStoreId: '013317', cvsStoreName: '全家板橋文化店' };
      return { body: { status: 200, title: '已更換取貨門市' } };
    },
    'GET /api/member/logisticstatus/12': { text: '等待確認取貨門市' },
  });
  const reply = new URLSearchParams({
    CVSStoreID: '013317',
    CVSStoreName: '全家板橋文化店',
    CVSAddress: '新北市板橋區文化路一段 100 號',
    CVSTelephone: '02-29600002',
    LogisticsSubType: 'FAMIC2C',
    ExtraData: '21',
  });
  renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: `/member/order/21?${reply.toString()}` });
  await waitFor(() => expect(screen.getByText('取貨門市').closest('div')).toHaveTextContent('全家板橋文化店（013317）'));
  expect(server.calls.filter((c) => c.method === 'POST')).toEqual([
    {
      method: 'POST',
      path: '/api/member/order/store',
      body: { orderId: 21, storeId: '013317', storeName: '全家板橋文化店', address: '新北市板橋區文化路一段 100 號', subType: 'FAMIC2C' },
    },
  ]);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/member\/order\/21$/));
});

test('a failed card payment shows 付款失敗 with pay again; an ATM order shows the virtual account', async () => {
  fakeServer({ 'GET /api/member/order/detail/21': detail({ status: 6, paymentType: 1 }) });
  const { unmount } = renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21' });
  expect(await screen.findByText('付款失敗')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '重新付款' })).toBeInTheDocument();
  unmount();

  fakeServer({
    'GET /api/member/order/detail/21': detail({
      status: 2,
      paymentType: 6,
      e_payaccount: '(822) 9103-2233-4455-66',
      e_limitdate: '2026-11-25',
    }),
  });
  renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21' });
  expect(await screen.findByText('等待付款')).toBeInTheDocument();
  expect(screen.getByTestId('virtual-account')).toHaveTextContent('(822) 9103-2233-4455-66');
  expect(screen.getByTestId('payment-deadline')).toHaveTextContent('2026 年 11 月 25 日');
  expect(screen.queryByRole('button', { name: '重新付款' })).not.toBeInTheDocument();
});

test('a failed card payment says until when it may be paid again, in both languages', async () => {
  const order = detail({ status: 6, paymentType: 0, repayBy: '2026-11-26T08:30:00.000Z' });
  fakeServer({ 'GET /api/member/order/detail/21': order });
  const { unmount } = renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21' });
  expect(await screen.findByText(/請於 2026 年 11 月 26 日 16:30 前重新付款；逾期訂單將失效/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '重新付款' })).toBeInTheDocument();
  unmount();

  fakeServer({ 'GET /api/member/order/detail/21': order });
  renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21', lang: 'en' });
  expect(await screen.findByText(/Please pay again by 2026\/11\/26 16:30/)).toBeInTheDocument();
});

test('a failed card payment whose repay window ended says its hold ended, with no pay again but cancel, in both languages', async () => {
  const order = detail({
    status: 6,
    paymentType: 0,
    failReason: 'repayWindowEnded',
    events: [
      { kind: 'status', at: '2026-11-26T08:00:00.000Z', fromStatus: 2, toStatus: 6 },
      { kind: 'repayWindowEnded', at: '2026-11-26T08:30:00.000Z' },
    ],
  });
  fakeServer({ 'GET /api/member/order/detail/21': order });
  const { unmount } = renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21' });
  expect(await screen.findByText('付款失敗，訂單已失效')).toBeInTheDocument();
  expect(screen.getByText(/未在 30 分鐘內重新付款，訂單的保留已結束：商品庫存與使用的點數已退回/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '重新付款' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '取消訂單' })).toBeInTheDocument();
  expect(screen.getByText('重新付款期限已過，庫存與點數已退回')).toBeInTheDocument();
  unmount();

  fakeServer({ 'GET /api/member/order/detail/21': order });
  renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21', lang: 'en' });
  expect(await screen.findByText('Payment failed; the order has lapsed')).toBeInTheDocument();
  expect(screen.getByText(/not paid again within 30 minutes, so the order's hold has ended/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Pay again' })).not.toBeInTheDocument();
  expect(screen.getByText('Time to pay again passed; stock and points given back')).toBeInTheDocument();
});

test('a card payment left unfinished says so, until when it may be paid again, with pay again and cancel, in both languages', async () => {
  const order = detail({
    status: 6,
    paymentType: 0,
    failReason: 'paymentNotCompleted',
    repayBy: '2026-11-26T09:30:00.000Z',
    events: [
      { kind: 'status', at: '2026-11-26T09:00:00.000Z', fromStatus: 2, toStatus: 6 },
      { kind: 'paymentNotCompleted', at: '2026-11-26T09:00:00.000Z' },
    ],
  });
  fakeServer({ 'GET /api/member/order/detail/21': order });
  const { unmount } = renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21' });
  expect(await screen.findByText('付款未完成')).toBeInTheDocument();
  expect(
    screen.getByText(/付款頁面開啟 60 分鐘後仍未完成付款。請於 2026 年 11 月 26 日 17:30 前重新付款；逾期訂單將失效/),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '重新付款' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '取消訂單' })).toBeInTheDocument();
  expect(screen.getByText('付款頁面逾時未完成付款')).toBeInTheDocument();
  expect(screen.queryByText('付款失敗')).not.toBeInTheDocument();
  unmount();

  fakeServer({ 'GET /api/member/order/detail/21': order });
  renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21', lang: 'en' });
  expect(await screen.findByText('Payment not completed')).toBeInTheDocument();
  expect(
    screen.getByText(/not completed 60 minutes after the payment page opened\. Please pay again by 2026\/11\/26 17:30/),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pay again' })).toBeInTheDocument();
  expect(screen.getByText('The payment page timed out unpaid')).toBeInTheDocument();
});

test('a payment that came after the hold ended shows on the timeline: taken again, or cancelled and refunded', async () => {
  const accepted = detail({
    status: 1,
    paymentType: 6,
    events: [
      { kind: 'status', at: '2026-11-26T08:00:00.000Z', fromStatus: 2, toStatus: 6 },
      { kind: 'status', at: '2026-11-27T08:00:00.000Z', fromStatus: 6, toStatus: 1 },
      { kind: 'latePaymentAccepted', at: '2026-11-27T08:00:00.000Z' },
    ],
  });
  fakeServer({ 'GET /api/member/order/detail/21': accepted });
  const { unmount } = renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21' });
  expect(await screen.findByText('逾期付款已入帳，訂單重新保留商品與點數')).toBeInTheDocument();
  unmount();

  const refunded = detail({
    status: 4,
    paymentType: 6,
    events: [{ kind: 'latePaymentRefunded', at: '2026-11-27T08:00:00.000Z' }],
  });
  fakeServer({ 'GET /api/member/order/detail/21': refunded });
  renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21', lang: 'en' });
  expect(
    await screen.findByText(
      'A late payment arrived, but the items or points could no longer be held: the order was cancelled and refunded',
    ),
  ).toBeInTheDocument();
});

test('a card order not paid yet (an auction won) waits for payment with its deadline and 前往付款, not 付款失敗', async () => {
  fakeServer({ 'GET /api/member/order/detail/21': detail({ status: 2, paymentType: 0, payBy: '2026-11-28T04:00:00.000Z' }) });
  renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21' });
  expect(await screen.findByText('等待付款')).toBeInTheDocument();
  expect(screen.getByText(/請於 2026 年 11 月 28 日 12:00 前完成付款/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '前往付款' })).toBeInTheDocument();
  expect(screen.queryByText('付款失敗')).not.toBeInTheDocument();
});

test('a barcode order awaiting payment shows its three barcodes with their codes and the deadline', async () => {
  fakeServer({
    'GET /api/member/order/detail/21': detail({
      status: 2,
      paymentType: 5,
      e_PayInfo: '2512026E6 1234567890123456 123456789012345',
      e_limitdate: '2026-12-02',
    }),
  });
  renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21' });
  expect(await screen.findByText('等待付款')).toBeInTheDocument();
  expect(screen.getAllByTestId('pay-code').map((code) => code.textContent)).toEqual(['2512026E6', '1234567890123456', '123456789012345']);
  expect(await screen.findByRole('img', { name: '條碼 2512026E6' })).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: '條碼 1234567890123456' })).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: '條碼 123456789012345' })).toBeInTheDocument();
  expect(screen.getByTestId('payment-deadline')).toHaveTextContent('2026 年 12 月 02 日');
});

test('an older barcode order with one payment code shows it as text, not as a barcode', async () => {
  fakeServer({ 'GET /api/member/order/detail/21': detail({ status: 2, paymentType: 5, e_PayInfo: 'LLL22251222' }) });
  renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21', lang: 'en' });
  expect(await screen.findByText('Payment code: LLL22251222')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

test('a pending store pick-up shows change store and the logistics status text', async () => {
  fakeServer({
    'GET /api/member/order/detail/21': detail({ status: 1, paymentType: 12, e_orderstatus: '12' }),
    'GET /api/member/logisticstatus/12': { text: '等待確認取貨門市' },
  });
  renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21' });
  expect(await screen.findByRole('link', { name: '更換門市' })).toHaveAttribute(
    'href',
    expect.stringContaining('LogisticsSubType=FAMIC2C'),
  );
  await waitFor(() => expect(screen.getByTestId('logistics-status')).toHaveTextContent('等待確認取貨門市'));
});

test('運送方式 reads a pick-up as store pickup (not 宅配) and a frozen courier order as frozen home delivery', async () => {
  fakeServer({
    'GET /api/member/order/detail/21': detail({
      status: 1,
      paymentType: 12,
      deliveryType: 0,
      e_orderstatus: '12',
      cvsStoreId: '006598',
      cvsStoreName: '全家台北重慶店',
    }),
  });
  const pickup = renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21' });
  const method = (await screen.findByText('運送方式')).closest('div')!;
  expect(method).toHaveTextContent('超商取貨（全家 FamilyMart）・常溫');
  expect(screen.getByText('取貨門市').closest('div')).toHaveTextContent('全家台北重慶店（006598）');
  pickup.unmount();

  fakeServer({ 'GET /api/member/order/detail/21': detail({ paymentType: 3, deliveryType: 1 }) });
  renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21' });
  expect((await screen.findByText('運送方式')).closest('div')).toHaveTextContent('宅配・冷凍');
  expect(screen.queryByText('取貨門市')).not.toBeInTheDocument();
});

test('a shipped store pick-up shows its store, shipment number and logistics status', async () => {
  fakeServer({
    'GET /api/member/order/detail/21': detail({
      status: 7,
      paymentType: 14,
      e_orderstatus: '0',
      e_orderno: '1234567890',
      cvsStoreId: '131386',
      cvsStoreName: '7-ELEVEN 建盛門市',
      deliveryETA: '7-ELEVEN',
      deliveryTrackingCode: 'F12345671234',
    }),
    'GET /api/member/logisticstatus/0': { text: 'Waiting for the seller to send the parcel' },
  });
  renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21', lang: 'en' });
  expect(await screen.findByText('Waiting for the seller to send the parcel')).toBeInTheDocument();
  expect(screen.getByText('Delivery type').closest('div')).toHaveTextContent('Store pick-up (7-ELEVEN) · Normal');
  expect(screen.getByText('Pick-up store').closest('div')).toHaveTextContent('7-ELEVEN 建盛門市（131386）');
  expect(screen.getByText('Shipment no.').closest('div')).toHaveTextContent('1234567890');
  expect(screen.getByText('F12345671234')).toBeInTheDocument();
});

test('cancel is confirmed, sent once, and the order reloaded', async () => {
  let status = 2;
  const server = fakeServer({
    'GET /api/member/order/detail/21': () => detail({ status, paymentType: 5 }),
    'POST /api/member/order/cancel': () => {
      status = 4;
      return { body: { status: 200, title: '訂單已取消' } };
    },
  });
  renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21' });
  await userEvent.click(await screen.findByRole('button', { name: '取消訂單' }));
  const dialog = screen.getByRole('dialog', { hidden: true });
  await userEvent.click(within(dialog).getByRole('button', { name: '確定取消', hidden: true }));
  expect(await screen.findByText('已取消')).toBeInTheDocument();
  expect(server.calls.filter((c) => c.method === 'POST')).toEqual([
    { method: 'POST', path: '/api/member/order/cancel', body: { orderId: 21 } },
  ]);
  expect(screen.queryByRole('button', { name: '取消訂單' })).not.toBeInTheDocument();
});

test('the refund form needs every field and the policy, then confirms 成功送出退貨申請', async () => {
  const server = fakeServer({
    'GET /api/member/order/detail/21': detail({ status: 3 }),
    'POST /api/member/order/refund': { body: { status: 200, title: '成功送出退貨申請' } },
  });
  renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21' });
  await userEvent.click(await screen.findByRole('button', { name: '申請退貨' }));
  await userEvent.click(screen.getByRole('button', { name: '送出退貨申請' }));
  expect(await screen.findAllByText('此欄位必填')).toHaveLength(5);
  expect(screen.getByText('請勾選同意條款')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '退貨政策' })).toHaveAttribute('href', '/return');

  await userEvent.type(screen.getByLabelText(/退貨原因/), '尺寸不合');
  await userEvent.type(screen.getByLabelText(/取件人姓名/), '王小明');
  await userEvent.type(screen.getByLabelText(/取件人電話/), '0912345678');
  await userEvent.type(screen.getByLabelText(/取件地址/), '臺北市大安區復興南路一段 100 號');
  await userEvent.type(screen.getByLabelText(/退款帳戶資訊/), '(822) 1234-5678-9012');
  await userEvent.click(screen.getByRole('checkbox'));
  await userEvent.click(screen.getByRole('button', { name: '送出退貨申請' }));
  expect(await screen.findByText('成功送出退貨申請')).toBeInTheDocument();
  expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
    orderId: 21,
    refundReason: '尺寸不合',
    refundName: '王小明',
    refundPhone: '0912345678',
    refundAddress: '臺北市大安區復興南路一段 100 號',
    refundAccountDetail: '(822) 1234-5678-9012',
  });
});

test('a late payment refunded by transfer with no account asks for the bank account; a blank one is refused before sending', async () => {
  let account: string | null = null;
  const server = fakeServer({
    'GET /api/member/order/detail/21': () =>
      detail({
        status: 4,
        paymentType: 6,
        refund: { amount: 1230, method: 'transfer', state: 'pending', createdAt: '2026-11-25T16:30:00.000Z', accountDetail: account },
        events: [
          { kind: 'placed', at: '2026-11-01T03:00:00.000Z' },
          { kind: 'latePaymentRefunded', at: '2026-11-25T16:30:00.000Z' },
          ...(account ? [{ kind: 'refundAccountGiven', at: '2026-11-26T01:00:00.000Z' }] : []),
        ],
      }),
    'POST /api/member/order/refundaccount': async (request) => {
      account = ((await request.json()) as { refundAccountDetail: string }).refundAccountDetail;
      return { body: { status: 200, title: '已提供退款帳戶' } };
    },
  });
  renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21' });
  const form = await screen.findByRole('form', { name: '退款待處理：請提供退款帳戶' });
  expect(form).toHaveTextContent('NT$1,230');
  expect(screen.getByTestId('refund-account')).toHaveTextContent('請提供退款帳戶');
  await userEvent.type(within(form).getByLabelText(/退款帳戶資訊/), '   ');
  await userEvent.click(within(form).getByRole('button', { name: '送出退款帳戶' }));
  expect(await within(form).findByText('此欄位必填')).toBeInTheDocument();
  expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);

  await userEvent.clear(within(form).getByLabelText(/退款帳戶資訊/));
  await userEvent.type(within(form).getByLabelText(/退款帳戶資訊/), '(822) 1234-5678-9012');
  await userEvent.click(within(form).getByRole('button', { name: '送出退款帳戶' }));
  await waitFor(() => expect(screen.getByTestId('refund-account')).toHaveTextContent('(822) 1234-5678-9012'));
  expect(screen.queryByRole('form', { name: '退款待處理：請提供退款帳戶' })).not.toBeInTheDocument();
  expect(screen.getByText('買家提供退款帳戶')).toBeInTheDocument();
  expect(server.calls.filter((c) => c.method === 'POST')).toEqual([
    { method: 'POST', path: '/api/member/order/refundaccount', body: { orderId: 21, refundAccountDetail: '(822) 1234-5678-9012' } },
  ]);
});

test('the bank account form speaks English and shows the server’s refusal', async () => {
  fakeServer({
    'GET /api/member/order/detail/21': detail({
      status: 4,
      paymentType: 6,
      refund: { amount: 1230, method: 'transfer', state: 'pending', createdAt: '2026-11-25T16:30:00.000Z', accountDetail: null },
    }),
    'POST /api/member/order/refundaccount': {
      status: 409,
      body: { status: 409, title: 'Cannot give the refund account', msg: 'This order has no refund waiting for a transfer' },
    },
  });
  renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21', lang: 'en' });
  const form = await screen.findByRole('form', { name: 'Refund pending: give us your bank account' });
  expect(screen.getByTestId('refund-account')).toHaveTextContent('Give us your bank account');
  await userEvent.type(within(form).getByLabelText(/Refund account/), '(822) 1234-5678-9012');
  await userEvent.click(within(form).getByRole('button', { name: 'Send the bank account' }));
  expect(await within(form).findByText(/409/)).toHaveTextContent('Cannot give the refund account');
  expect(within(form).getByLabelText(/Refund account/)).toHaveValue('(822) 1234-5678-9012');
});

test("another member's order is not found", async () => {
  fakeServer({ 'GET /api/member/order/detail/99': { status: 404, body: { status: 404, title: '找不到', msg: '找不到訂單' } } });
  renderScreen(<OrderDetailPage orderId="99" />, { catalogs, route: '/member/order/99' });
  expect(await screen.findByText('找不到這筆訂單')).toBeInTheDocument();
});

test('speaks English', async () => {
  fakeServer({ 'GET /api/member/order/detail/21': detail({ status: 6, paymentType: 0 }) });
  renderScreen(<OrderDetailPage orderId="21" />, { catalogs, route: '/member/order/21', lang: 'en' });
  expect(await screen.findByText('Payment failed')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pay again' })).toBeInTheDocument();
  expect(screen.getByText('Credit card, paid in full')).toBeInTheDocument();
});
