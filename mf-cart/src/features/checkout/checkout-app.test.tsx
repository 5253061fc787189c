// The checkout steps over the real client and schemas, the API answered at the fetch seam.
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { CheckoutApp } from './checkout-app';
import { useCheckoutDraft } from './checkout-draft';

const tea = {
  productModelId: 101,
  merchantId: 3,
  merchantName: '山嵐茶園',
  productModelType: 1,
  productDeliveryType: 0,
  parentProductModelId: null,
  title: '阿里山高山烏龍茶',
  modelNumber: 'TEA-1',
  modelTitle: '金萱 75g',
  price: 400,
  onSale: false,
  usePointPercent: 50,
  img: '',
  quantity: 2,
  inventory: 5,
};
const billing = {
  purchaseDetailId: 1,
  email: 'buyer@example.com',
  firstName: '小明',
  lastName: '王',
  telephone: '0912345678',
  country: 'TW',
  state: '',
  city: '臺北市',
  areaCode: '100',
  areaTitle: '中正區',
  street: '重慶南路一段 1 號',
  userId: 2,
};
const order = {
  orderId: 77,
  orderStatementId: 'ZS20261123000077',
  created: '2026-11-23T00:00:00Z',
  status: 1,
  paymentType: 3,
  totalPrice: 880,
  orderItems: [],
  deliveryAddress: '100臺北市中正區重慶南路一段 1 號',
};

function server(overrides: Record<string, unknown> = {}) {
  return fakeServer({
    'GET /api/member/account/detail': {
      body: {
        status: 200,
        userId: 2,
        firstName: '小明',
        lastName: '王',
        email: 'buyer@example.com',
        subscribed: false,
        memberType: 0,
        tier: 1,
        applied: false,
        totalFollowers: 0,
      },
    },
    'GET /api/member/purchase/detail': { body: { status: 200, purchaseDetail: billing } },
    'GET /api/member/delivery/detail': { body: { status: 200, deliveryDetail: null } },
    'GET /api/member/countries': {
      body: [
        { code: 'TW', title: '台灣', freeShippingPrice: 6000, value: 100 },
        { code: 'JP', title: '日本', freeShippingPrice: 5000, value: 450 },
      ],
    },
    'GET /api/member/account/points': { body: { status: 200, totalPoints: 1000 } },
    'POST /api/checkout/quote': {
      body: {
        status: 200,
        lines: [
          {
            productModelId: 101,
            parentProductModelId: null,
            available: true,
            title: tea.title,
            modelTitle: tea.modelTitle,
            price: 400,
            usePointPercent: 50,
            inventory: 5,
            allowNegativeInventory: false,
            merchantId: 3,
            productDeliveryType: 0,
            currencyType: 0,
          },
        ],
        merchants: [{ merchantId: 3, merchantName: '山嵐茶園', fee: 80, frozenFee: 180, useFreeShipping: true, freeShippingPrice: 3000 }],
      },
    },
    'POST /api/member/checkout': {
      body: {
        status: 200,
        title: '訂單已成立',
        orderId: 77,
        orderStatementId: order.orderStatementId,
        orders: [{ orderId: 77, orderStatementId: order.orderStatementId, merchantId: 3 }],
        paymentForm: null,
      },
    },
    'GET /api/member/order/detail/77': { body: { status: 200, orderModel: order } },
    'GET /api/member/order/list': {
      body: {
        status: 200,
        orders: [{ orderId: 77, orderStatementId: order.orderStatementId, date: '', status: 1, quantity: 2, price: 880 }],
      },
    },
    ...overrides,
  });
}

beforeEach(() => {
  window.localStorage.setItem('quarter_cart', JSON.stringify([{ productPlatformId: 1, items: [tea] }]));
  window.sessionStorage.clear();
  act(() => useCheckoutDraft.getState().reset());
});

// The steps are fetched on demand; on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const open = (route: string) => renderScreen(<CheckoutApp />, { catalogs, path: '/checkout/*', route });

test('a visitor is sent to log in and back to checkout', async () => {
  server({ 'GET /api/member/account/detail': { status: 401, body: { status: 401, title: '請先登入' } } });
  open('/checkout/delivery');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/member/login?returnUrl=%2Fcheckout%2Fdelivery'));
});

test('delivery: prefilled, required fields, county → district sets the postal code, nothing lost on a reload', async () => {
  server();
  const first = open('/checkout/delivery');
  const buyer = await screen.findByRole('group', { name: '訂購人' });
  expect(within(buyer).getByLabelText(/^姓/)).toHaveValue('王');
  expect(within(buyer).getByLabelText(/郵遞區號/)).toHaveValue('100');

  const recipient = screen.getByRole('group', { name: '收件人' });
  await userEvent.clear(within(recipient).getByLabelText(/^名/));
  await userEvent.click(screen.getByRole('button', { name: '下一步：付款方式' }));
  expect(await screen.findByText('請填寫必填欄位')).toBeInTheDocument();

  await userEvent.type(within(recipient).getByLabelText(/^名/), '美麗');
  await userEvent.selectOptions(within(recipient).getByLabelText(/縣市/), '高雄市');
  await userEvent.selectOptions(within(recipient).getByLabelText(/鄉鎮市區/), '前金區');
  expect(within(recipient).getByLabelText(/郵遞區號/)).toHaveValue('801');

  // A reload: the screen goes away and comes back with what was typed.
  first.unmount();
  open('/checkout/delivery');
  const again = await screen.findByRole('group', { name: '收件人' });
  expect(within(again).getByLabelText(/^名/)).toHaveValue('美麗');
  expect(within(again).getByLabelText(/郵遞區號/)).toHaveValue('801');
  await userEvent.click(screen.getByRole('button', { name: '下一步：付款方式' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout/payment'));
});

test('payment: the company receipt needs a valid tax id', async () => {
  server();
  act(() =>
    useCheckoutDraft.getState().patch({ deliveryDetail: { ...billing, areaCode: '100' } as never, purchaseDetail: billing as never }),
  );
  open('/checkout/payment');
  await userEvent.click(await screen.findByLabelText('信用卡分 3 期'));
  await userEvent.click(screen.getByLabelText('公司（統一編號）'));
  await userEvent.type(screen.getByLabelText(/統一編號/, { selector: 'input:not([type=radio])' }), '12345678');
  await userEvent.type(screen.getByLabelText(/公司抬頭/), '山嵐有限公司');
  await userEvent.click(screen.getByRole('button', { name: '下一步：確認訂單' }));
  expect(await screen.findByText('統一編號錯誤')).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText(/統一編號/, { selector: 'input:not([type=radio])' }));
  await userEvent.type(screen.getByLabelText(/統一編號/, { selector: 'input:not([type=radio])' }), '04595257');
  await userEvent.click(screen.getByRole('button', { name: '下一步：確認訂單' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout/confirm'));
  expect(useCheckoutDraft.getState()).toMatchObject({ paymentType: 1, receipt: { type: 1, taxId: '04595257' } });
});

test('confirm: points capped by the allowance, the order placed, the finish page shows it', async () => {
  const { calls } = server();
  act(() =>
    useCheckoutDraft.getState().patch({
      deliveryDetail: billing as never,
      purchaseDetail: billing as never,
      paymentType: 3,
      receipt: { method: 0, type: 0, carrierType: null, carrierNumber: '', taxId: '', companyTitle: '', donationCode: '' },
    }),
  );
  open('/checkout/confirm');
  const points = await screen.findByLabelText('使用紅利點數', {}, { timeout: 5000 });
  expect(screen.getByText('可用 1000 點，本次最多 100 點')).toBeInTheDocument();
  await userEvent.type(points, '5000');
  expect(points).toHaveValue(100);
  expect(screen.getByTestId('payable')).toHaveTextContent('NT$780');
  await userEvent.click(screen.getByRole('button', { name: '送出訂單' }));
  expect(await screen.findByTestId('order-number')).toHaveTextContent('ZS20261123000077');
  expect(screen.getByTestId('location')).toHaveTextContent('/checkout/finish/77');
  const sent = calls.find((c) => c.path === '/api/member/checkout')!.body as { usePoints: number; items: unknown[]; paymentType: number };
  expect(sent).toMatchObject({
    usePoints: 100,
    paymentType: 3,
    items: [{ productModelId: 101, quantity: 2, parentProductModelId: null, shownPrice: 400 }],
  });
  expect(JSON.parse(window.localStorage.getItem('quarter_cart') ?? '[]')).toEqual([]);
});

test('a refused order (sold out meanwhile) says why and keeps the cart', async () => {
  server({ 'POST /api/member/checkout': { status: 409, body: { status: 409, title: '庫存不足', msg: '「阿里山高山烏龍茶」已售完' } } });
  act(() =>
    useCheckoutDraft
      .getState()
      .patch({ deliveryDetail: billing as never, purchaseDetail: billing as never, paymentType: 3, receipt: { method: 0, type: 0 } }),
  );
  open('/checkout/confirm');
  await userEvent.click(await screen.findByRole('button', { name: '送出訂單' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('已售完');
  expect(JSON.parse(window.localStorage.getItem('quarter_cart') ?? '[]')).toHaveLength(1);
});

test('delivery: prefilled details the buyer did not touch carry on to the payment step', async () => {
  server();
  open('/checkout/delivery');
  await userEvent.click(await screen.findByRole('button', { name: '下一步：付款方式' }));
  expect(await screen.findByText('付款方式與發票')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/checkout/payment');
  // The button that had the focus is gone with its step: the focus is on the checkout's title.
  expect(screen.getByRole('heading', { name: '結帳' })).toHaveFocus();
  expect(useCheckoutDraft.getState().deliveryDetail).toMatchObject({ firstName: '小明', areaCode: '100' });
});

test('delivery: the store picked on the store map comes back into the draft', async () => {
  server();
  act(() => useCheckoutDraft.getState().patch({ deliveryMethod: 14 }));
  open('/checkout/delivery?CVSStoreID=131386&CVSStoreName=7-ELEVEN%20建盛門市&CVSAddress=臺北市中山區&LogisticsSubType=UNIMARTC2C');
  expect(await screen.findByTestId('picked-store')).toHaveTextContent('7-ELEVEN 建盛門市（131386）');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout\/delivery$/));
  expect(useCheckoutDraft.getState().cvsStore).toMatchObject({ storeId: '131386', subType: 'UNIMARTC2C' });
  await userEvent.click(screen.getByRole('button', { name: '下一步：付款方式' }));
  expect(await screen.findByLabelText('超商取貨付款（7-ELEVEN）')).toBeChecked();
});

test('in English: the frame and the step fetched on demand both speak English', async () => {
  server();
  act(() => useCheckoutDraft.getState().patch({ deliveryDetail: billing as never, purchaseDetail: billing as never }));
  renderScreen(<CheckoutApp />, { catalogs, path: '/en/checkout/*', route: '/en/checkout/payment', lang: 'en' });
  expect(screen.getByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Payment and invoice' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next: confirm order' })).toBeInTheDocument();
});

test('payment: a pickup order goes on to confirm with its only payment type ticked', async () => {
  server();
  const store = { storeId: '131386', storeName: '7-ELEVEN 建盛門市', address: '臺北市中山區', subType: 'UNIMARTC2C' as const };
  act(() =>
    useCheckoutDraft
      .getState()
      .patch({ deliveryDetail: billing as never, purchaseDetail: billing as never, deliveryMethod: 14, cvsStore: store, paymentType: 14 }),
  );
  open('/checkout/payment');
  expect(await screen.findByLabelText('超商取貨付款（7-ELEVEN）')).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: '下一步：確認訂單' }));
  // The confirm step stays: it used to bounce straight back here, the untouched receipt never saved.
  expect(await screen.findByRole('button', { name: '送出訂單' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/checkout/confirm');
  expect(useCheckoutDraft.getState()).toMatchObject({ paymentType: 14, receipt: { method: 0, type: 0 } });
});

test('payment: a carrier typed in lower case is raised to upper case and accepted; the tax-id rule is on the screen', async () => {
  server();
  act(() => useCheckoutDraft.getState().patch({ deliveryDetail: billing as never, purchaseDetail: billing as never }));
  open('/checkout/payment');
  await userEvent.click(await screen.findByLabelText('信用卡一次付清'));
  await userEvent.click(screen.getByLabelText('公司（統一編號）'));
  expect(screen.getByText(/可被 5 整除/)).toBeInTheDocument();
  await userEvent.click(screen.getByLabelText('載具'));
  const number = screen.getByLabelText(/載具號碼/);
  await userEvent.type(number, '/abc+123');
  expect(number).toHaveValue('/ABC+123');
  await userEvent.click(screen.getByRole('button', { name: '下一步：確認訂單' }));
  expect(await screen.findByRole('button', { name: '送出訂單' }, { timeout: 5000 })).toBeInTheDocument();
  expect(useCheckoutDraft.getState().receipt).toMatchObject({ type: 2, carrierType: 1, carrierNumber: '/ABC+123' });
});

test('payment: a natural-person certificate typed in lower case is raised to upper case', async () => {
  server();
  act(() => useCheckoutDraft.getState().patch({ deliveryDetail: billing as never, purchaseDetail: billing as never }));
  open('/checkout/payment');
  await userEvent.click(await screen.findByLabelText('信用卡一次付清'));
  await userEvent.click(screen.getByLabelText('載具'));
  await userEvent.selectOptions(screen.getByLabelText(/載具類型/), '2');
  const number = screen.getByLabelText(/載具號碼/);
  await userEvent.type(number, 'ab12345678901234');
  expect(number).toHaveValue('AB12345678901234');
});

test('confirm: shows the pickup store and the invoice the order carries, each with a link back to its step', async () => {
  server();
  const store = {
    storeId: '131386',
    storeName: '7-ELEVEN 建盛門市',
    address: '臺北市中山區南京東路二段 20 號',
    subType: 'UNIMARTC2C' as const,
  };
  act(() =>
    useCheckoutDraft.getState().patch({
      deliveryDetail: billing as never,
      purchaseDetail: billing as never,
      deliveryMethod: 14,
      cvsStore: store,
      paymentType: 14,
      receipt: {
        method: 1,
        type: 1,
        carrierType: null,
        carrierNumber: '',
        taxId: '04595257',
        companyTitle: '山嵐有限公司',
        donationCode: '',
      },
    }),
  );
  open('/checkout/confirm');
  const delivery = await screen.findByTestId('summary-delivery', {}, { timeout: 5000 });
  expect(delivery).toHaveTextContent('超商取貨：7-ELEVEN');
  expect(delivery).toHaveTextContent('7-ELEVEN 建盛門市（131386）臺北市中山區南京東路二段 20 號');
  const payment = screen.getByTestId('summary-payment');
  expect(payment).toHaveTextContent('超商取貨付款（7-ELEVEN）');
  expect(payment).toHaveTextContent('寄送給訂購人');
  expect(payment).toHaveTextContent('公司（統一編號）');
  expect(payment).toHaveTextContent('04595257');
  expect(payment).toHaveTextContent('山嵐有限公司');
  await userEvent.click(screen.getByRole('link', { name: '修改付款方式與發票' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout/payment'));
});

test('confirm: a home delivery shows its address and the carrier', async () => {
  server();
  act(() =>
    useCheckoutDraft.getState().patch({
      deliveryDetail: billing as never,
      purchaseDetail: billing as never,
      paymentType: 3,
      receipt: { method: 0, type: 2, carrierType: 1, carrierNumber: '/ABC+123', taxId: '', companyTitle: '', donationCode: '' },
    }),
  );
  open('/checkout/confirm');
  expect(await screen.findByTestId('summary-address', {}, { timeout: 5000 })).toHaveTextContent('100臺北市中正區重慶南路一段 1 號');
  expect(screen.getByTestId('summary-delivery')).toHaveTextContent('宅配到府');
  expect(screen.getByTestId('summary-carrier')).toHaveTextContent('/ABC+123');
  await userEvent.click(screen.getByRole('link', { name: '修改收件資料' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout/delivery'));
});

test('finish: a failed card payment says so and offers to pay again right there', async () => {
  const { calls } = server({
    'GET /api/member/order/detail/77': { body: { status: 200, orderModel: { ...order, status: 6, paymentType: 0 } } },
    'GET /api/member/ecpay/repay/77': {
      body: { status: 200, data: '<form action="/sandbox/ecpay/Cashier/AioCheckOut/V5" method="post"></form>' },
    },
  });
  open('/checkout/finish/77');
  expect(await screen.findByRole('heading', { name: '付款失敗' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: '訂單已成立' })).not.toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('付款沒有完成');
  await userEvent.click(screen.getByRole('button', { name: '重新付款' }));
  await waitFor(() => expect(calls.some((c) => c.path.startsWith('/api/member/ecpay/repay/77'))).toBe(true));
});

test('finish: a paid order is placed, with no pay-again button', async () => {
  server({ 'GET /api/member/order/detail/77': { body: { status: 200, orderModel: { ...order, status: 1, paymentType: 0 } } } });
  open('/checkout/finish/77');
  expect(await screen.findByRole('heading', { name: '訂單已成立' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText('付款完成，商家將盡快為您出貨。')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '重新付款' })).not.toBeInTheDocument();
});

test('in English, the confirm step shows NT$ for goods priced in NT$', async () => {
  server();
  act(() =>
    useCheckoutDraft
      .getState()
      .patch({ deliveryDetail: billing as never, purchaseDetail: billing as never, paymentType: 3, receipt: { method: 0, type: 0 } }),
  );
  renderScreen(<CheckoutApp />, { catalogs, path: '/en/checkout/*', route: '/en/checkout/confirm', lang: 'en' });
  expect(await screen.findByTestId('payable', {}, { timeout: 5000 })).toHaveTextContent('NT$880');
});

test('finish: the ATM account, the barcode codes and the deadline each have a copy button', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  server({
    'GET /api/member/order/detail/77': {
      body: {
        status: 200,
        orderModel: {
          ...order,
          status: 2,
          paymentType: 5,
          e_PayInfo: '151125ABC 1234567890123456 112233445566',
          e_limitdate: '2026/12/01',
        },
      },
    },
  });
  open('/checkout/finish/77');
  const codes = await screen.findAllByTestId('pay-code');
  expect(codes.map((c) => c.textContent)).toEqual(['151125ABC', '1234567890123456', '112233445566']);
  await userEvent.click(screen.getByRole('button', { name: '複製繳費條碼 2' }));
  expect(writeText).toHaveBeenCalledWith('1234567890123456');
  await userEvent.click(screen.getByRole('button', { name: '複製繳費期限' }));
  expect(writeText).toHaveBeenCalledWith('2026/12/01');
});

test('finish: the ATM virtual account can be copied', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  server({
    'GET /api/member/order/detail/77': {
      body: {
        status: 200,
        orderModel: { ...order, status: 2, paymentType: 6, e_payaccount: '12345678901234', e_PayInfo: '812', e_limitdate: '2026/12/01' },
      },
    },
  });
  open('/checkout/finish/77');
  await userEvent.click(await screen.findByRole('button', { name: '複製虛擬帳號' }));
  expect(writeText).toHaveBeenCalledWith('12345678901234');
});

const fish = {
  ...tea,
  productModelId: 201,
  merchantId: 4,
  merchantName: '北海漁港',
  productDeliveryType: 1,
  title: '冷凍鯖魚',
  modelTitle: '',
  price: 250,
  usePointPercent: 0,
  quantity: 1,
};
const quoteLine = (item: typeof tea, price = item.price) => ({
  productModelId: item.productModelId,
  parentProductModelId: null,
  available: true,
  title: item.title,
  modelTitle: item.modelTitle,
  price,
  usePointPercent: item.usePointPercent,
  inventory: 5,
  allowNegativeInventory: false,
  merchantId: item.merchantId,
  productDeliveryType: item.productDeliveryType,
  currencyType: 0,
});
const twoMerchants = (teaPrice = 400) => ({
  'POST /api/checkout/quote': {
    body: {
      status: 200,
      lines: [quoteLine(tea, teaPrice), quoteLine(fish)],
      merchants: [
        { merchantId: 3, merchantName: '山嵐茶園', fee: 80, frozenFee: 180, useFreeShipping: true, freeShippingPrice: 800 },
        { merchantId: 4, merchantName: '北海漁港', fee: 60, frozenFee: 150, useFreeShipping: true, freeShippingPrice: 1000 },
      ],
    },
  },
});

test('review: the whole cart by merchant, each with its subtotal and shipping, and the grand total', async () => {
  window.localStorage.setItem('quarter_cart', JSON.stringify([{ productPlatformId: 1, items: [tea, fish] }]));
  server(twoMerchants());
  open('/checkout');
  const groups = await screen.findAllByTestId('merchant-group');
  expect(groups).toHaveLength(2);
  expect(within(groups[0]!).getByRole('heading', { name: '山嵐茶園' })).toBeInTheDocument();
  expect(within(groups[0]!).getByTestId('group-subtotal')).toHaveTextContent('NT$800');
  expect(within(groups[0]!).getByTestId('group-shipping')).toHaveTextContent('滿額免費');
  expect(within(groups[1]!).getByText(/冷凍鯖魚/)).toBeInTheDocument();
  expect(within(groups[1]!).getByTestId('group-shipping')).toHaveTextContent('NT$150');
  expect(within(groups[1]!).getByTestId('free-shipping-gap')).toHaveTextContent('再買 NT$750 免運');
  expect(screen.getByTestId('grand-total')).toHaveTextContent('NT$1,200');
});

test('delivery: no store pickup when a line is frozen', async () => {
  window.localStorage.setItem('quarter_cart', JSON.stringify([{ productPlatformId: 1, items: [tea, fish] }]));
  server(twoMerchants());
  open('/checkout/delivery');
  expect(await screen.findByTestId('no-pickup')).toBeInTheDocument();
  expect(screen.queryByRole('radio', { name: /超商取貨/ })).not.toBeInTheDocument();
});

test('buy now: the checkout orders only the buy-now product, and placing it leaves the cart as it was', async () => {
  const cart = JSON.stringify([{ productPlatformId: 1, items: [fish] }]);
  window.localStorage.setItem('quarter_cart', cart);
  window.sessionStorage.setItem('storefront_buy_now', JSON.stringify([{ productPlatformId: 9, items: [tea] }]));
  const { calls } = server();
  act(() =>
    useCheckoutDraft
      .getState()
      .patch({ deliveryDetail: billing as never, purchaseDetail: billing as never, paymentType: 3, receipt: { method: 0, type: 0 } }),
  );
  open('/checkout/confirm');
  const groups = await screen.findAllByTestId('merchant-group');
  expect(groups).toHaveLength(1);
  expect(screen.queryByText(/冷凍鯖魚/)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '送出訂單' }));
  expect(await screen.findByTestId('order-number')).toBeInTheDocument();
  const sent = calls.find((c) => c.path === '/api/member/checkout')!.body as { items: { productModelId: number }[] };
  expect(sent.items.map((i) => i.productModelId)).toEqual([101]);
  expect(window.localStorage.getItem('quarter_cart')).toBe(cart);
  expect(window.sessionStorage.getItem('storefront_buy_now')).toBeNull();
});

test('confirm: a price changed meanwhile is shown line by line and nothing is placed', async () => {
  window.localStorage.setItem('quarter_cart', JSON.stringify([{ productPlatformId: 1, items: [tea, fish] }]));
  let teaPrice = 400;
  server({
    'POST /api/checkout/quote': () => twoMerchants(teaPrice)['POST /api/checkout/quote'],
    'POST /api/member/checkout': {
      status: 409,
      body: { status: 409, title: '商品價格或庫存有變動', msg: '', issues: [{ path: 'items.0', key: 'priceChanged' }] },
    },
  });
  act(() =>
    useCheckoutDraft
      .getState()
      .patch({ deliveryDetail: billing as never, purchaseDetail: billing as never, paymentType: 3, receipt: { method: 0, type: 0 } }),
  );
  open('/checkout/confirm');
  const send = await screen.findByRole('button', { name: '送出訂單' });
  teaPrice = 450;
  await userEvent.click(send);
  await waitFor(() => expect(screen.getByTestId('line-changes')).toHaveTextContent('阿里山高山烏龍茶 金萱 75g：價格由 NT$400 變為 NT$450'));
  expect((JSON.parse(window.localStorage.getItem('quarter_cart') ?? '[]') as { items: unknown[] }[])[0]?.items).toHaveLength(2);
  expect(screen.getByTestId('location')).toHaveTextContent('/checkout/confirm');
});

test('finish: every order of the payment is listed, with links that exist in both languages', async () => {
  const list = [
    { orderId: 77, orderStatementId: 'ZS20261123000077', date: '', status: 1, quantity: 2, price: 880, paymentGroupId: 77 },
    { orderId: 78, orderStatementId: 'ZS20261123000078', date: '', status: 1, quantity: 1, price: 400, paymentGroupId: 77 },
    { orderId: 60, orderStatementId: 'ZS20261101000060', date: '', status: 3, quantity: 1, price: 100 },
  ];
  server({
    'GET /api/member/order/detail/77': { body: { status: 200, orderModel: { ...order, paymentType: 0, paymentGroupId: 77 } } },
    'GET /api/member/order/list': { body: { status: 200, orders: list } },
  });
  renderScreen(<CheckoutApp />, { catalogs, path: '/en/checkout/*', route: '/en/checkout/finish/77', lang: 'en' });
  const orders = await screen.findByTestId('group-orders');
  expect(
    within(orders)
      .getAllByTestId('order-number')
      .map((n) => n.textContent),
  ).toEqual(['ZS20261123000077', 'ZS20261123000078']);
  expect(within(orders).getByRole('link', { name: 'View order ZS20261123000078' })).toHaveAttribute('href', '/member/order/78');
  expect(screen.getByRole('link', { name: 'Order history' })).toHaveAttribute('href', '/member/orders');
  expect(screen.getByText(/NT\$1,280/)).toBeInTheDocument();
});

test('the order summary beside the steps: the lines, shipping and total, the points typed on confirm, one reading of each', async () => {
  const { calls } = server();
  act(() => useCheckoutDraft.getState().patch({ deliveryDetail: billing as never, purchaseDetail: billing as never }));
  open('/checkout/payment');
  const summary = await screen.findByRole('complementary', { name: '訂單摘要' });
  expect(await within(summary).findByText(/阿里山高山烏龍茶/)).toBeInTheDocument();
  // One merchant: its subtotal and shipping are the order's, said once.
  expect(within(summary).getByTestId('order-shipping')).toHaveTextContent('NT$80');
  expect(within(summary).getAllByText('運費')).toHaveLength(1);
  expect(within(summary).getAllByText('商品小計')).toHaveLength(1);
  expect(within(summary).getByTestId('summary-total')).toHaveTextContent('NT$880');
  // The phone's bar: a button that says whether the lines are open, with the total on it.
  const bar = within(summary).getByRole('button', { name: /訂單明細/ });
  expect(bar).toHaveAttribute('aria-expanded', 'false');
  expect(bar).toHaveTextContent('（2 件）');
  expect(within(summary).getByTestId('summary-bar-total')).toHaveTextContent('NT$880');
  await userEvent.click(bar);
  expect(bar).toHaveAttribute('aria-expanded', 'true');
  expect(document.getElementById(bar.getAttribute('aria-controls')!)).toHaveClass('is-open');

  // On to confirm: the summary stays, the points typed there show in it, its total the step's.
  await userEvent.click(screen.getByLabelText('信用卡一次付清'));
  await userEvent.click(screen.getByRole('button', { name: '下一步：確認訂單' }));
  const points = await screen.findByLabelText('使用紅利點數');
  await userEvent.type(points, '60');
  expect(within(summary).getByTestId('summary-points')).toHaveTextContent('NT$60');
  expect(within(summary).getByTestId('summary-total')).toHaveTextContent('NT$820');
  expect(screen.getByTestId('payable')).toHaveTextContent('NT$820');
  expect(screen.getByRole('complementary', { name: '訂單摘要' })).toBe(summary);
  // The lines by merchant are the summary's, not shown twice on the step.
  expect(screen.getAllByTestId('merchant-group')).toHaveLength(1);
  // The prices, the balance and the fees were asked once for the three screens' worth of amounts.
  expect(calls.filter((c) => c.path === '/api/checkout/quote')).toHaveLength(1);
  expect(calls.filter((c) => c.path === '/api/member/account/points')).toHaveLength(1);
});
