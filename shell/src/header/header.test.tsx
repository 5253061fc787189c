// The header shows the logged-in member's name and follows login, profile changes and logout
// through the bus without a reload.
import { act, screen } from '@testing-library/react';
import { publish } from '@storefront/contracts';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../locales/catalogs';
import { Header } from './header';

const profile = (firstName: string) => ({
  status: 200, userId: 1, img: null, firstName, lastName: '王', email: 'ming@example.com', dob: null, subscribed: false,
  memberType: 0, tier: 1, applied: false, totalFollowers: 0, facebookUsername: null, googleUsername: null,
});

test('the name follows login, profile changes and logout', async () => {
  let answer: { status?: number; body: unknown } = { status: 401, body: { status: 401, title: '請先登入' } };
  fakeServer({ 'GET /api/member/account/detail': () => answer, 'GET /api/cart': { body: {} } });
  renderScreen(<Header />, { catalogs });
  expect(await screen.findByRole('link', { name: '登入' })).toBeInTheDocument();

  answer = { body: profile('小明') };
  act(() => publish('member-changed', { loggedIn: true }));
  expect(await screen.findByRole('link', { name: '王小明' })).toHaveAttribute('href', '/member');

  answer = { body: profile('大明') };
  act(() => publish('member-changed', { loggedIn: true }));
  expect(await screen.findByRole('link', { name: '王大明' })).toBeInTheDocument();

  answer = { status: 401, body: { status: 401, title: '請先登入' } };
  act(() => publish('member-changed', { loggedIn: false }));
  expect(await screen.findByRole('link', { name: '登入' })).toBeInTheDocument();
});
