// The member home's notices: 得標通知 (an auction won waiting for payment: prices, the deadline, a
// pay button that goes to the payment provider, the order) and the operator's refusal of an
// application with its reason and a way to apply again; in both languages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { MemberHomePage } from './member-home-page';

const profile = (tier: number, applied: boolean) => ({
  status: 200,
  userId: 1,
  img: null,
  firstName: '美玲',
  lastName: '陳',
  email: 'member@example.com',
  dob: null,
  subscribed: false,
  memberType: 0,
  tier,
  applied,
  totalFollowers: 0,
  facebookUsername: null,
  googleUsername: null,
});

const win = {
  orderId: 41,
  orderStatementId: 'ZS20261126000041',
  productId: 7,
  productTitle: '宜興老壺',
  slug: 'auction-vintage-yixing-teapot',
  winningPrice: 3500,
  shippingPrice: 100,
  totalPrice: 3600,
  // 2026-11-29 14:05 in Taipei.
  payBy: '2026-11-29T06:05:00.000Z',
};
const notices = (over: Record<string, unknown> = {}) => ({ status: 200, auctionWins: [], applications: [], ...over });

test('得標通知 shows the prices, the deadline, the order and a pay button that opens the payment form', async () => {
  const server = fakeServer({
    'GET /api/member/account/detail': { body: profile(1, false) },
    'GET /api/member/notices': { body: notices({ auctionWins: [win] }) },
    'GET /api/member/ecpay/repay/41': { body: { status: 200, data: '<form action="/sandbox/ecpay"></form>' } },
  });
  const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  renderScreen(<MemberHomePage />, { catalogs });
  const region = await screen.findByRole('region', { name: '得標通知' });
  const item = within(region).getByTestId('auction-win');
  expect(item).toHaveTextContent('恭喜您得標 宜興老壺');
  expect(item).toHaveTextContent('得標價格 NT$3,500');
  expect(item).toHaveTextContent('運費 NT$100');
  expect(item).toHaveTextContent('應付金額 NT$3,600');
  expect(item).toHaveTextContent('請於 2026 年 11 月 29 日 14:05 前完成付款');
  expect(within(item).getByRole('link', { name: '宜興老壺' })).toHaveAttribute('href', '/products/auction-vintage-yixing-teapot');
  expect(within(item).getByRole('link', { name: '查看訂單 ZS20261126000041' })).toHaveAttribute('href', '/member/order/41');
  await userEvent.click(within(item).getByRole('button', { name: '前往付款' }));
  await waitFor(() => expect(submit).toHaveBeenCalled());
  expect(server.calls.some((c) => c.path.startsWith('/api/member/ecpay/repay/41'))).toBe(true);
  submit.mockRestore();
});

test('in English the notice reads in English, with the same deadline', async () => {
  fakeServer({
    'GET /api/member/account/detail': { body: profile(1, false) },
    'GET /api/member/notices': { body: notices({ auctionWins: [win] }) },
  });
  renderScreen(<MemberHomePage />, { catalogs, lang: 'en' });
  const region = await screen.findByRole('region', { name: 'Auctions won' });
  expect(region).toHaveTextContent('Winning bid NT$3,500');
  expect(region).toHaveTextContent('Amount due NT$3,600');
  expect(region).toHaveTextContent('Please pay by 2026/11/29 14:05');
  expect(within(region).getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
});

test('no win, no notice; a refused partner application shows the reason and the way to apply again', async () => {
  fakeServer({
    'GET /api/member/account/detail': { body: profile(0, false) },
    'GET /api/member/notices': {
      body: notices({
        applications: [
          { kind: 'merchant', reviewStatus: 'rejected', reason: '公司資料不完整', submittedAt: '2026-11-20T00:00:00Z', reviewedAt: null },
        ],
      }),
    },
  });
  renderScreen(<MemberHomePage />, { catalogs });
  const list = await screen.findByRole('list', { name: '申請狀態' });
  expect(list).toHaveTextContent('美立搭檔申請未通過');
  expect(within(list).getByTestId('application-reason')).toHaveTextContent('原因：公司資料不完整');
  expect(within(list).getByRole('link', { name: '重新申請' })).toHaveAttribute('href', '/member/merchantupgrade');
  expect(screen.queryByRole('region', { name: '得標通知' })).toBeNull();
});

test('a pending member application says it is under review; in English too', async () => {
  fakeServer({
    'GET /api/member/account/detail': { body: profile(0, false) },
    'GET /api/member/notices': {
      body: notices({ applications: [{ kind: 'member', reviewStatus: 'pending', reason: null, submittedAt: '2026-11-20T00:00:00Z' }] }),
    },
  });
  renderScreen(<MemberHomePage />, { catalogs, lang: 'en' });
  expect(await screen.findByRole('list', { name: 'Application status' })).toHaveTextContent('Member application: under review');
});
