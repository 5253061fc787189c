// The member home: who you are, the tier labels and application status, merchants' tools, and
// visitors sent to the login page.
import { screen, waitFor, within } from '@testing-library/react';
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

test('a general member sees the upgrade link and 未申請, and no merchant tools', async () => {
  fakeServer({ 'GET /api/member/account/detail': { body: profile(0, false) } });
  renderScreen(<MemberHomePage />, { catalogs });
  expect(await screen.findByText(/您好，陳美玲/)).toBeInTheDocument();
  expect(screen.getByText('會員等級：一般會員')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '升級會員' })).toHaveAttribute('href', '/member/memberupgrade');
  expect(screen.getByText('搭檔申請：未申請')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '收藏清單' })).toHaveAttribute('href', '/member/wishlist');
  expect(screen.queryByText('商家工具')).not.toBeInTheDocument();
});

test('a pending application shows 申請中; a partner sees 美立搭檔 and the merchant tools', async () => {
  fakeServer({ 'GET /api/member/account/detail': { body: profile(0, true) } });
  const first = renderScreen(<MemberHomePage />, { catalogs });
  expect(await screen.findByText('搭檔申請：申請中')).toBeInTheDocument();
  first.unmount();
  fakeServer({ 'GET /api/member/account/detail': { body: profile(2, false) } });
  renderScreen(<MemberHomePage />, { catalogs });
  expect(await screen.findByText('會員等級：美立搭檔')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '商品管理' })).toHaveAttribute('href', '/member/merchant/products');
});

test('a visitor is sent to the login page with a return URL', async () => {
  fakeServer({ 'GET /api/member/account/detail': { status: 401, body: { status: 401, title: '請先登入', msg: '此功能需要登入會員' } } });
  renderScreen(<MemberHomePage />, { catalogs, path: '/member', route: '/member' });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/member/login?returnUrl=%2Fmember'));
});

test('the running auctions the member bid on say whether their bid leads or was outbid, linked to the product', async () => {
  const auction = (productId: number, title: string, slug: string, bidStanding: string, currentPrice: number, myTopBid: number) => ({
    productId,
    title,
    slug,
    bidStanding,
    currentPrice,
    myTopBid,
    currencyType: 0,
    endAuctionDate: '2099-01-01T00:00:00.000Z',
  });
  fakeServer({
    'GET /api/member/account/detail': { body: profile(1, false) },
    'GET /api/member/auctions': {
      body: {
        status: 200,
        auctions: [
          auction(5, '古董茶壺', 'antique-teapot', 'leading', 3600, 3600),
          auction(6, '手工茶碗', 'tea-bowl', 'outbid', 2200, 2000),
        ],
      },
    },
  });
  renderScreen(<MemberHomePage />, { catalogs });
  const list = await screen.findByRole('region', { name: '我的競標' });
  const [first, second] = within(list).getAllByRole('listitem');
  expect(first).toHaveTextContent('您是目前的最高出價者');
  expect(first).toHaveTextContent('目前價格 NT$3,600');
  expect(within(first!).getByRole('link', { name: '古董茶壺' })).toHaveAttribute('href', '/products/antique-teapot');
  expect(second).toHaveTextContent('您的出價已被超越');
  expect(second).toHaveTextContent('您的出價 NT$2,000');
});

test('without running auctions there is no auction notice', async () => {
  fakeServer({
    'GET /api/member/account/detail': { body: profile(1, false) },
    'GET /api/member/auctions': { body: { status: 200, auctions: [] } },
  });
  renderScreen(<MemberHomePage />, { catalogs });
  expect(await screen.findByText(/您好，陳美玲/)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('我的競標')).not.toBeInTheDocument());
});
