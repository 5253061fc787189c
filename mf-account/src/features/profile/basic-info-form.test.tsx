// The basic-info tab: save only when the name or the date of birth changed.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@storefront/contracts';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { BasicInfoForm } from './basic-info-form';

const profile: Profile = {
  userId: 7,
  img: null,
  firstName: '小明',
  lastName: '王',
  email: 'ming@example.com',
  dob: '1990-01-02',
  subscribed: false,
  memberType: 0,
  tier: 0,
  applied: false,
  totalFollowers: 0,
  facebookUsername: null,
  googleUsername: null,
};

test('save is enabled only when the name or the date of birth differs from the saved value', async () => {
  const server = fakeServer({ 'POST /api/member/account/detail': { body: { status: 200, title: '成功更新' } } });
  renderScreen(<BasicInfoForm profile={profile} />, { catalogs });
  const save = screen.getByRole('button', { name: '儲存' });
  expect(save).toBeDisabled();
  await userEvent.click(screen.getByLabelText('訂閱電子報'));
  expect(save).toBeDisabled();
  const firstName = screen.getByLabelText(/名字/);
  await userEvent.type(firstName, '明');
  expect(save).toBeEnabled();
  await userEvent.clear(firstName);
  await userEvent.type(firstName, '小明');
  expect(save).toBeDisabled();
  await userEvent.clear(screen.getByLabelText('生日'));
  await userEvent.type(screen.getByLabelText('生日'), '1991-03-04');
  expect(save).toBeEnabled();
  await userEvent.click(save);
  await waitFor(() => expect(server.calls).toHaveLength(1));
  expect(server.calls[0]?.body).toMatchObject({ firstName: '小明', lastName: '王', dob: '1991-03-04' });
  // The new values are now the saved ones.
  await waitFor(() => expect(save).toBeDisabled());
});

test('an emptied name is refused before sending and the typed values stay', async () => {
  const server = fakeServer({});
  renderScreen(<BasicInfoForm profile={profile} />, { catalogs });
  await userEvent.clear(screen.getByLabelText(/姓氏/));
  await userEvent.click(screen.getByRole('button', { name: '儲存' }));
  expect(await screen.findByText('此欄位必填')).toBeInTheDocument();
  expect(screen.getByLabelText(/名字/)).toHaveValue('小明');
  expect(server.calls).toHaveLength(0);
});
