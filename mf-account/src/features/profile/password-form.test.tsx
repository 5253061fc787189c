// The password tab: update only with a 6+ character new password equal to its confirmation;
// success shows 重置密碼成功, a refusal shows the server's status and title.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { PasswordForm } from './password-form';

async function fill(oldPassword: string, next: string, confirm: string) {
  await userEvent.type(screen.getByLabelText(/目前密碼/), oldPassword);
  await userEvent.type(screen.getByLabelText(/^新密碼/), next);
  await userEvent.type(screen.getByLabelText(/確認新密碼/), confirm);
}

test('update is enabled only for 6+ characters that match the confirmation', async () => {
  fakeServer({});
  renderScreen(<PasswordForm />, { catalogs });
  const update = screen.getByRole('button', { name: '更新密碼' });
  await fill('old-pass', '12345', '12345');
  expect(update).toBeDisabled();
  await userEvent.type(screen.getByLabelText(/^新密碼/), '6');
  expect(update).toBeDisabled();
  await userEvent.type(screen.getByLabelText(/確認新密碼/), '6');
  expect(update).toBeEnabled();
});

test('success shows the 重置密碼成功 dialog', async () => {
  const server = fakeServer({ 'POST /api/member/account/resetpassword': { body: { status: 200, title: '重置密碼成功' } } });
  renderScreen(<PasswordForm />, { catalogs });
  await fill('old-pass', 'new-pass', 'new-pass');
  await userEvent.click(screen.getByRole('button', { name: '更新密碼' }));
  expect(await screen.findByText('重置密碼成功')).toBeInTheDocument();
  expect(server.calls[0]?.body).toEqual({ oldPassword: 'old-pass', newPassword: 'new-pass', confirmNewPassword: 'new-pass' });
});

test('a wrong old password shows status and title', async () => {
  fakeServer({ 'POST /api/member/account/resetpassword': { status: 400, body: { status: 400, title: '舊密碼錯誤' } } });
  renderScreen(<PasswordForm />, { catalogs });
  await fill('wrong-old', 'new-pass', 'new-pass');
  await userEvent.click(screen.getByRole('button', { name: '更新密碼' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('status:400 error:舊密碼錯誤');
});

test('a short or mismatched new password says why under its field, and the message goes once fixed', async () => {
  fakeServer({});
  renderScreen(<PasswordForm />, { catalogs });
  await userEvent.type(screen.getByLabelText(/目前密碼/), 'old-pass');
  await userEvent.type(screen.getByLabelText(/^新密碼/), '12345');
  await userEvent.tab();
  expect(screen.getByLabelText(/^新密碼/)).toHaveAccessibleDescription(/密碼至少需要 6 個字元/);
  await userEvent.type(screen.getByLabelText(/^新密碼/), '6');
  expect(screen.getByLabelText(/^新密碼/)).not.toHaveAccessibleDescription(/密碼至少需要 6 個字元/);
  await userEvent.type(screen.getByLabelText(/確認新密碼/), '123457');
  await userEvent.tab();
  expect(screen.getByLabelText(/確認新密碼/)).toHaveAccessibleDescription('兩次輸入的密碼不一致');
  expect(screen.getByRole('button', { name: '更新密碼' })).toBeDisabled();
  await userEvent.clear(screen.getByLabelText(/^新密碼/));
  await userEvent.type(screen.getByLabelText(/^新密碼/), '123457');
  expect(screen.getByLabelText(/確認新密碼/)).not.toHaveAccessibleDescription('兩次輸入的密碼不一致');
  expect(screen.getByRole('button', { name: '更新密碼' })).toBeEnabled();
});
