// The shipping form: required fields, today's date by default, one send, typed values kept on refusal.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { todayInTaipei } from '@storefront/contracts';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { ShippingForm } from './shipping-form';

function renderForm(status = 1) {
  const shipped = jest.fn();
  renderScreen(<ShippingForm orderId={42} status={status} onShipped={shipped} onCancel={() => undefined} />, { catalogs });
  return { shipped };
}

test('sends date, company and tracking code once, then says 成功完成出貨', async () => {
  let release: () => void = () => undefined;
  const server = fakeServer({
    'POST /api/merchant/order/complete': () =>
      new Promise((resolve) => {
        release = () => resolve({ body: { status: { type: 'success' } } });
      }),
  });
  const { shipped } = renderForm();
  expect(screen.getByLabelText(/出貨日期/)).toHaveValue(todayInTaipei());
  fireEvent.change(screen.getByLabelText(/物流公司/), { target: { value: '順豐速運' } });
  fireEvent.change(screen.getByLabelText(/物流追蹤碼/), { target: { value: 'SF1234567890' } });
  fireEvent.click(screen.getByRole('button', { name: '確認出貨' }));
  await waitFor(() => expect(server.calls).toHaveLength(1));
  fireEvent.click(screen.getByRole('button', { name: /確認出貨/ }));
  release();
  expect(await screen.findByText('成功完成出貨')).toBeInTheDocument();
  expect(shipped).toHaveBeenCalledTimes(1);
  expect(server.calls).toHaveLength(1);
  expect(server.calls[0]?.body).toEqual({
    orderId: 42,
    deliveryDate: todayInTaipei(),
    deliveryETA: '順豐速運',
    deliveryTrackingCode: 'SF1234567890',
  });
});

test('without a company or a tracking code nothing is sent and the fields say why', async () => {
  const server = fakeServer({});
  renderForm();
  fireEvent.click(screen.getByRole('button', { name: '確認出貨' }));
  expect(await screen.findAllByText('此欄位必填')).toHaveLength(2);
  expect(server.calls).toHaveLength(0);
});

test('a refusal keeps what was typed and shows the server message', async () => {
  fakeServer({
    'POST /api/merchant/order/complete': { status: 409, body: { status: 409, title: '無法出貨', msg: '只有待出貨的訂單可以完成出貨' } },
  });
  const { shipped } = renderForm();
  fireEvent.change(screen.getByLabelText(/物流公司/), { target: { value: '宅配通' } });
  fireEvent.change(screen.getByLabelText(/物流追蹤碼/), { target: { value: 'T-1' } });
  fireEvent.click(screen.getByRole('button', { name: '確認出貨' }));
  expect(await screen.findByText(/無法出貨/)).toBeInTheDocument();
  expect(screen.getByLabelText(/物流追蹤碼/)).toHaveValue('T-1');
  expect(shipped).not.toHaveBeenCalled();
});

test('an order that is not awaiting shipment cannot be sent', async () => {
  const server = fakeServer({});
  renderForm(7);
  expect(screen.getByRole('button', { name: '確認出貨' })).toBeDisabled();
  expect(screen.getByText('只有待出貨的訂單可以完成出貨')).toBeInTheDocument();
  expect(server.calls).toHaveLength(0);
});
