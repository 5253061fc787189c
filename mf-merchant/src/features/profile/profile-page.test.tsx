// The partner profile: loads the merchant's profile, keeps the threshold locked until free
// shipping is ticked, and saves with 成功更新; a failed save keeps what was typed.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { ProfilePage } from './profile-page';

const profile = {
  status: 200,
  userId: 3,
  email: 'merchant@example.com',
  merchantName: '好茶',
  merchantPhone: '0912345678',
  merchantLine: 'tea',
  merchantEmail: 'tea@example.com',
  fee: 100,
  frozenFee: 200,
  useFreeShipping: false,
  freeShippingPrice: 3000,
};

test('shows the profile and saves it with numbers as numbers', async () => {
  const server = fakeServer({
    'GET /api/merchant/detail': { body: profile },
    'POST /api/merchant/detail': { body: { status: 200 } },
  });
  renderScreen(<ProfilePage />, { catalogs });
  const name = await screen.findByLabelText(/品牌名稱/);
  expect(screen.getByLabelText('登入帳號')).toHaveValue('merchant@example.com');
  expect(screen.getByLabelText(/免運門檻/)).toHaveAttribute('readonly');
  await userEvent.click(screen.getByLabelText('滿額免運費'));
  expect(screen.getByLabelText(/免運門檻/)).not.toHaveAttribute('readonly');
  await userEvent.clear(name);
  await userEvent.type(name, '更好的茶');
  await userEvent.click(screen.getByRole('button', { name: '更新' }));
  expect(await screen.findByText('成功更新')).toBeInTheDocument();
  const sent = server.calls.find((r) => r.method === 'POST');
  expect(sent?.body).toMatchObject({ merchantName: '更好的茶', fee: 100, useFreeShipping: true, freeShippingPrice: 3000 });
});

test('a failed save shows the status and keeps the typed values', async () => {
  fakeServer({
    'GET /api/merchant/detail': { body: profile },
    'POST /api/merchant/detail': { status: 400, body: { status: 400, title: '請求格式錯誤', msg: '欄位錯誤' } },
  });
  renderScreen(<ProfilePage />, { catalogs, lang: 'en' });
  const name = await screen.findByLabelText(/Brand name/);
  await userEvent.clear(name);
  await userEvent.type(name, 'Better tea');
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('400 error:欄位錯誤')).toBeInTheDocument();
  await waitFor(() => expect(name).toHaveValue('Better tea'));
});
