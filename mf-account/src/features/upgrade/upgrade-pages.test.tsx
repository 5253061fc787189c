// The two applications: the terms rules, 請填入資料, and back to /member/ on success.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { MemberUpgradePage } from './member-upgrade-page';
import { MerchantUpgradePage } from './merchant-upgrade-page';

test('member upgrade: submit waits for the terms checkbox, then sends and goes back to /member/', async () => {
  const server = fakeServer({ 'POST /api/member/memberupgrade': { body: { status: 200, title: '升級成功' } } });
  renderScreen(<MemberUpgradePage />, { catalogs, path: '/member/memberupgrade', route: '/member/memberupgrade' });
  const submit = screen.getByRole('button', { name: '送出申請' });
  expect(submit).toBeDisabled();
  await userEvent.type(screen.getByLabelText(/姓名/), '王小明');
  await userEvent.type(screen.getByLabelText(/電話/), '0912345678');
  await userEvent.type(screen.getByLabelText(/電子郵件/), 'ming@example.com');
  await userEvent.click(screen.getByLabelText('我同意'));
  expect(submit).toBeEnabled();
  await userEvent.click(submit);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/member\/$/));
  expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
    name: '王小明',
    tel: '0912345678',
    line: '',
    email: 'ming@example.com',
  });
});

test('merchant upgrade: the checkbox works only after the terms were opened and confirmed', async () => {
  fakeServer({});
  renderScreen(<MerchantUpgradePage />, { catalogs, path: '/member/merchantupgrade', route: '/member/merchantupgrade' });
  const checkbox = screen.getByLabelText('我同意');
  const submit = screen.getByRole('button', { name: '送出申請' });
  await userEvent.click(checkbox);
  expect(checkbox).not.toBeChecked();
  expect(screen.getByRole('alert')).toHaveTextContent('請點擊服務條款並務必確認閱讀');
  expect(submit).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: '美立搭檔服務條款' }));
  expect(screen.getByText(/7 個工作天內出貨/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '我已閱讀並同意' }));
  await userEvent.click(checkbox);
  expect(checkbox).toBeChecked();
  expect(submit).toBeEnabled();
});

test('merchant upgrade: all key fields empty says 請填入資料 and sends nothing', async () => {
  const server = fakeServer({});
  renderScreen(<MerchantUpgradePage />, { catalogs, path: '/member/merchantupgrade', route: '/member/merchantupgrade' });
  await userEvent.click(screen.getByRole('button', { name: '美立搭檔服務條款' }));
  await userEvent.click(screen.getByRole('button', { name: '我已閱讀並同意' }));
  await userEvent.click(screen.getByLabelText('我同意'));
  await userEvent.click(screen.getByRole('button', { name: '送出申請' }));
  expect(await screen.findByText('請填入資料')).toBeInTheDocument();
  // The form asks for the last refusal (GET); nothing is sent.
  expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

test('merchant upgrade: a refused application keeps what was typed and shows status and title', async () => {
  fakeServer({ 'POST /api/member/merchantupgrade': { status: 409, body: { status: 409, title: '申請中' } } });
  renderScreen(<MerchantUpgradePage />, { catalogs, path: '/member/merchantupgrade', route: '/member/merchantupgrade' });
  await userEvent.type(screen.getByLabelText(/姓名/), '王小明');
  await userEvent.type(screen.getByLabelText(/^電話/), '0912345678');
  await userEvent.type(screen.getByLabelText(/^電子郵件/), 'ming@example.com');
  await userEvent.click(screen.getByRole('button', { name: '美立搭檔服務條款' }));
  await userEvent.click(screen.getByRole('button', { name: '我已閱讀並同意' }));
  await userEvent.click(screen.getByLabelText('我同意'));
  await userEvent.click(screen.getByRole('button', { name: '送出申請' }));
  expect(await screen.findByText('status:409 error:申請中')).toBeInTheDocument();
  expect(screen.getByLabelText(/姓名/)).toHaveValue('王小明');
});
