// The header shows the logged-in member's name and follows login, profile changes and logout
// through the bus without a reload.
import { act, screen } from '@testing-library/react';
import { publish } from '@storefront/contracts';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../locales/catalogs';
import { Header } from './header';

const profile = (firstName: string) => ({
  status: 200,
  userId: 1,
  img: null,
  firstName,
  lastName: '王',
  email: 'ming@example.com',
  dob: null,
  subscribed: false,
  memberType: 0,
  tier: 1,
  applied: false,
  totalFollowers: 0,
  facebookUsername: null,
  googleUsername: null,
});

// What the server sets at login and clears at logout (the session cookie itself is httpOnly).
const setSessionHint = (on: boolean) => {
  document.cookie = on ? 'storefront_member=1; path=/' : 'storefront_member=; path=/; max-age=0';
};

afterEach(() => setSessionHint(false));

test('the name follows login, profile changes and logout', async () => {
  let answer: { status?: number; body: unknown } = { status: 401, body: { status: 401, title: '請先登入' } };
  fakeServer({ 'GET /api/member/account/detail': () => answer, 'GET /api/cart': { body: {} } });
  renderScreen(<Header />, { catalogs });
  expect(await screen.findByRole('link', { name: '登入' })).toBeInTheDocument();

  answer = { body: profile('小明') };
  setSessionHint(true);
  act(() => publish('member-changed', { loggedIn: true }));
  expect(await screen.findByRole('link', { name: '王小明' })).toHaveAttribute('href', '/member');

  answer = { body: profile('大明') };
  act(() => publish('member-changed', { loggedIn: true }));
  expect(await screen.findByRole('link', { name: '王大明' })).toBeInTheDocument();

  answer = { status: 401, body: { status: 401, title: '請先登入' } };
  setSessionHint(false);
  act(() => publish('member-changed', { loggedIn: false }));
  expect(await screen.findByRole('link', { name: '登入' })).toBeInTheDocument();
});

test("a visitor's page does not ask for the member's details (it could only get a 401)", async () => {
  const { calls } = fakeServer({ 'GET /api/member/account/detail': { status: 401, body: { status: 401, title: '請先登入' } } });
  renderScreen(<Header />, { catalogs });
  expect(await screen.findByRole('link', { name: '登入' })).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(calls.filter((call) => call.path === '/api/member/account/detail')).toEqual([]);
});

test("a member's page shows the name; a session that ended on the server clears the hint", async () => {
  setSessionHint(true);
  fakeServer({ 'GET /api/member/account/detail': { body: profile('小明') } });
  renderScreen(<Header />, { catalogs });
  expect(await screen.findByRole('link', { name: '王小明' })).toBeInTheDocument();

  fakeServer({ 'GET /api/member/account/detail': { status: 401, body: { status: 401, title: '請先登入' } } });
  act(() => publish('member-changed', { loggedIn: true }));
  expect(await screen.findByRole('link', { name: '登入' })).toBeInTheDocument();
  expect(document.cookie).not.toContain('storefront_member=1');
});
