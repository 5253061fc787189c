// Which profile tabs a member sees, and the social-account rules.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { ProfilePage } from './profile-page';

const profile = (memberType: number, totalFollowers: number, links: { facebookUsername?: string; googleUsername?: string } = {}) => ({
  status: 200,
  userId: 1,
  img: null,
  firstName: '小明',
  lastName: '王',
  email: 'ming@example.com',
  dob: null,
  subscribed: false,
  memberType,
  tier: 1,
  applied: false,
  totalFollowers,
  facebookUsername: links.facebookUsername ?? null,
  googleUsername: links.googleUsername ?? null,
});

test('a password member with followers sees every tab, and the follower emails', async () => {
  fakeServer({
    'GET /api/member/account/detail': { body: profile(0, 1) },
    'GET /api/member/account/followers': { body: [{ email: 'friend@example.com', date: '2026-01-01' }] },
  });
  renderScreen(<ProfilePage />, { catalogs });
  const tabs = await screen.findAllByRole('tab');
  expect(tabs.map((t) => t.textContent)).toEqual(['基本資料', '變更密碼', '社群帳號', '推薦好友', '取消帳號']);
  await userEvent.click(screen.getByRole('tab', { name: '推薦好友' }));
  expect(await screen.findByText('friend@example.com')).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Email' })).toBeInTheDocument();
});

test('a Facebook member has no password tab, no referrals tab, and cannot unlink Facebook', async () => {
  fakeServer({ 'GET /api/member/account/detail': { body: profile(2, 0, { facebookUsername: 'ming.fb', googleUsername: 'ming.g' }) } });
  renderScreen(<ProfilePage />, { catalogs, path: '/member/profile', route: '/member/profile?tab=social' });
  expect(await screen.findByText('已連結：ming.fb')).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: '變更密碼' })).not.toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: '推薦好友' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '解除連結 Facebook' })).not.toBeInTheDocument();
  expect(screen.getByText('目前登入使用的帳號，無法解除連結')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '解除連結 Google' })).toBeInTheDocument();
});

test('an unlinked provider offers the provider-add page', async () => {
  fakeServer({ 'GET /api/member/account/detail': { body: profile(0, 0) } });
  renderScreen(<ProfilePage />, { catalogs, path: '/member/profile', route: '/member/profile?tab=social' });
  expect(await screen.findByRole('link', { name: '連結 Google' })).toHaveAttribute('href', '/google-login-add');
  expect(screen.getByRole('link', { name: '連結 Facebook' })).toHaveAttribute('href', '/facebook-login-add');
});
