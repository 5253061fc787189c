// The billing and delivery forms: required marks, the county → district cascade setting the postal
// code, and the save payload in the specification's wrapper.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { DeliveryDetailPage } from './delivery-detail-page';

function answerDetails() {
  return fakeServer({
    'GET /api/member/purchase/detail': { body: { status: 200, purchaseDetail: null } },
    'GET /api/member/delivery/detail': { body: { status: 200, deliveryDetail: null } },
    'GET /api/member/countries': { body: [{ code: 'TW', title: '台灣', freeShippingPrice: 6000, value: 100 }] },
    'POST /api/member/delivery/detail': { body: { status: 200, title: '成功更新' } },
  });
}

test('choosing a county and a district sets the postal code, and the save is wrapped', async () => {
  const server = answerDetails();
  renderScreen(<DeliveryDetailPage />, { catalogs });
  const delivery = within(await screen.findByRole('form', { name: '收件資料' }));
  await userEvent.type(delivery.getByLabelText(/姓氏/), '陳');
  await userEvent.type(delivery.getByLabelText(/名字/), '大文');
  await userEvent.type(delivery.getByLabelText(/電話/), '0912345678');
  expect(delivery.getByLabelText(/鄉鎮市區/)).toBeDisabled();
  await userEvent.selectOptions(delivery.getByLabelText(/縣市/), '臺北市');
  await userEvent.selectOptions(delivery.getByLabelText(/鄉鎮市區/), '大安區');
  expect(delivery.getByLabelText('郵遞區號')).toHaveValue('106');
  // A new county clears the district and its postal code.
  await userEvent.selectOptions(delivery.getByLabelText(/縣市/), '新北市');
  expect(delivery.getByLabelText('郵遞區號')).toHaveValue('');
  await userEvent.selectOptions(delivery.getByLabelText(/鄉鎮市區/), '板橋區');
  await userEvent.click(delivery.getByRole('button', { name: '儲存收件資料' }));
  await waitFor(() => expect(server.calls.some((c) => c.method === 'POST')).toBe(true));
  const post = server.calls.find((c) => c.method === 'POST');
  expect(post?.body).toMatchObject({
    status: 200,
    deliveryDetail: { city: '新北市', areaTitle: '板橋區', areaCode: '220', telephone: '0912345678' },
  });
});

test('billing marks name, phone and email required and refuses to send without them', async () => {
  const server = answerDetails();
  renderScreen(<DeliveryDetailPage />, { catalogs });
  const billing = within(await screen.findByRole('form', { name: '帳單資料' }));
  expect(billing.getByLabelText(/電子郵件/)).toHaveAttribute('aria-required', 'true');
  expect(billing.getByLabelText(/電話/)).toHaveAttribute('inputmode', 'numeric');
  await userEvent.click(billing.getByRole('button', { name: '儲存帳單資料' }));
  expect((await billing.findAllByText('此欄位必填')).length).toBeGreaterThanOrEqual(4);
  expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

// Issue 24 #5: the countries list offers places abroad; their phones are E.164 with the country's
// calling code, and the English page names the countries in English.
function answerAbroad() {
  return fakeServer({
    'GET /api/member/purchase/detail': { body: { status: 200, purchaseDetail: null } },
    'GET /api/member/delivery/detail': { body: { status: 200, deliveryDetail: null } },
    'GET /api/member/countries': {
      body: [
        { code: 'TW', title: '臺灣', freeShippingPrice: 6000, value: 100 },
        { code: 'HK', title: '香港', freeShippingPrice: 8000, value: 450 },
      ],
    },
    'POST /api/member/delivery/detail': { body: { status: 200, title: '成功更新' } },
  });
}

test('a Hong Kong address asks for its phone in E.164 and is saved with it, in English', async () => {
  const server = answerAbroad();
  renderScreen(<DeliveryDetailPage />, { catalogs, lang: 'en' });
  const delivery = within(await screen.findByRole('form', { name: 'Delivery details' }));
  const country = delivery.getByLabelText(/Country/);
  expect(within(country).getByRole('option', { name: 'Taiwan' })).toBeInTheDocument();
  expect(within(country).queryByRole('option', { name: '香港' })).not.toBeInTheDocument();
  await userEvent.selectOptions(country, 'HK');
  await userEvent.type(delivery.getByLabelText(/Last name/), 'Chan');
  await userEvent.type(delivery.getByLabelText(/First name/), 'Tai Man');
  await userEvent.type(delivery.getByLabelText(/Phone/), '2123 4567');
  await userEvent.click(delivery.getByRole('button', { name: 'Save delivery details' }));
  expect(await delivery.findByText(/international format/)).toBeInTheDocument();
  expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  await userEvent.clear(delivery.getByLabelText(/Phone/));
  await userEvent.type(delivery.getByLabelText(/Phone/), '+852 2123 4567');
  await userEvent.click(delivery.getByRole('button', { name: 'Save delivery details' }));
  await waitFor(() => expect(server.calls.some((c) => c.method === 'POST')).toBe(true));
  expect(server.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
    deliveryDetail: { country: 'HK', telephone: '+852 2123 4567' },
  });
});

test('a Taiwan address still refuses a number abroad', async () => {
  const server = answerAbroad();
  renderScreen(<DeliveryDetailPage />, { catalogs });
  const delivery = within(await screen.findByRole('form', { name: '收件資料' }));
  await userEvent.type(delivery.getByLabelText(/姓氏/), '陳');
  await userEvent.type(delivery.getByLabelText(/名字/), '大文');
  await userEvent.type(delivery.getByLabelText(/電話/), '+852 2123 4567');
  await userEvent.click(delivery.getByRole('button', { name: '儲存收件資料' }));
  expect(await delivery.findByText('電話號碼格式錯誤')).toBeInTheDocument();
  expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});
