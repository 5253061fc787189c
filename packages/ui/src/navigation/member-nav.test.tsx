// The member navigation: the specification's four tabs in both languages, the current one marked,
// reached and followed with the keyboard.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../testing';
import { MemberNav, memberNavPlace } from './member-nav';

const noCatalogs = { 'zh-tw': {}, en: {} };

test('four tabs in Chinese, the current screen marked as the page', () => {
  renderScreen(<MemberNav />, { catalogs: noCatalogs, route: '/member/points' });
  const nav = screen.getByRole('navigation', { name: '會員選單' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['會員中心', '/member'],
    ['個人資料', '/member/profile'],
    ['購買紀錄', '/member/orders'],
    ['Z 紅利', '/member/points'],
  ]);
  expect(within(nav).getByRole('link', { name: 'Z 紅利' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: '會員中心' })).not.toHaveAttribute('aria-current');
});

test('in English, with a screen under a tab marked as within it', () => {
  renderScreen(<MemberNav />, { catalogs: noCatalogs, route: '/member/order/12', lang: 'en' });
  const nav = screen.getByRole('navigation', { name: 'Member menu' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['My account', 'Personal details', 'Order history', 'Z points']);
  expect(within(nav).getByRole('link', { name: 'Order history' })).toHaveAttribute('aria-current', 'true');
});

test('Tab reaches each tab in order and Enter follows it', async () => {
  renderScreen(<MemberNav />, { catalogs: noCatalogs, route: '/member' });
  await userEvent.tab();
  expect(screen.getByRole('link', { name: '會員中心' })).toHaveFocus();
  await userEvent.tab();
  await userEvent.tab();
  expect(screen.getByRole('link', { name: '購買紀錄' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent('/member/orders');
  expect(screen.getByRole('link', { name: '購買紀錄' })).toHaveAttribute('aria-current', 'page');
});

test('places a path under its tab, or nowhere', () => {
  expect(memberNavPlace('/member/')).toEqual({ tab: 'account', own: true });
  expect(memberNavPlace('/member/wishlist')).toEqual({ tab: 'account', own: false });
  expect(memberNavPlace('/member/deliverydetail')).toEqual({ tab: 'details', own: false });
  expect(memberNavPlace('/member/orders/')).toEqual({ tab: 'orders', own: true });
  expect(memberNavPlace('/member/merchant/products')).toBeNull();
  expect(memberNavPlace('/member/login')).toBeNull();
});
