// The member home: who you are, the tier labels and application status, merchants' tools, and
// visitors sent to the login page.
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

const summary = {
  status: 200,
  orderCounts: { awaitingPayment: 2, awaitingShipment: 1, shipping: 3, returns: 1 },
  totalPoints: 1280,
  wishListCount: 4,
  latestOrder: {
    orderId: 31,
    orderStatementId: 'ZS20261120000031',
    date: '2026-11-20T03:00:00.000Z',
    status: 7,
    price: 1450,
    currency: 0,
    productTitle: '阿里山高山烏龍茶 150g',
    productImageUrl: '/media/demo/oolong.svg',
    moreProducts: 1,
  },
};

test('a general member sees the upgrade link and 未申請, and no merchant tools', async () => {
  fakeServer({ 'GET /api/member/account/detail': { body: profile(0, false) }, 'GET /api/member/summary': { body: summary } });
  renderScreen(<MemberHomePage />, { catalogs });
  expect(await screen.findByText(/您好，陳美玲/)).toBeInTheDocument();
  expect(screen.getByText('會員等級：一般會員')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '升級會員' })).toHaveAttribute('href', '/member/memberupgrade');
  expect(screen.getByText('搭檔申請：未申請')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: '收藏清單' })).toHaveAttribute('href', '/member/wishlist');
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

describe('the dashboard', () => {
  test('orders by stage link to the filtered order history, with the balance, the wish list and the latest order', async () => {
    fakeServer({ 'GET /api/member/account/detail': { body: profile(1, false) }, 'GET /api/member/summary': { body: summary } });
    renderScreen(<MemberHomePage />, { catalogs });
    const orders = await screen.findByRole('region', { name: '我的訂單' });
    const stages = within(orders)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.includes('group='));
    expect(stages.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['2待付款', '/member/orders?group=awaitingPayment'],
      ['1待出貨', '/member/orders?group=awaitingShipment'],
      ['3運送中', '/member/orders?group=shipping'],
      ['1退貨／退款', '/member/orders?group=returns'],
    ]);
    expect(within(orders).getByRole('link', { name: '全部訂單' })).toHaveAttribute('href', '/member/orders');
    expect(within(screen.getByRole('region', { name: 'Z 紅利餘額' })).getByTestId('points-balance')).toHaveTextContent('1280');
    expect(screen.getByRole('link', { name: '查看點數紀錄' })).toHaveAttribute('href', '/member/points');
    expect(screen.getByTestId('wish-count')).toHaveTextContent('4');
    const latest = screen.getByRole('region', { name: '最新訂單' });
    expect(within(latest).getByText('阿里山高山烏龍茶 150g')).toBeInTheDocument();
    expect(within(latest).getByText('等 2 件商品')).toBeInTheDocument();
    expect(latest).toHaveTextContent('2026 年 11 月 20 日');
    expect(within(latest).getByText('運送中')).toBeInTheDocument();
    expect(latest).toHaveTextContent('NT$1,450');
    expect(latest.querySelector('img')).toHaveAttribute('src', '/media/demo/oolong.svg');
    expect(within(latest).getByRole('link', { name: '查看訂單 ZS20261120000031' })).toHaveAttribute('href', '/member/order/31');
    expect(screen.getByRole('region', { name: '會員與搭檔狀態' })).toHaveTextContent('會員等級：美立會員');
  });

  test('in English', async () => {
    fakeServer({ 'GET /api/member/account/detail': { body: profile(2, false) }, 'GET /api/member/summary': { body: summary } });
    renderScreen(<MemberHomePage />, { catalogs, lang: 'en' });
    const orders = await screen.findByRole('region', { name: 'My orders' });
    expect(within(orders).getByRole('link', { name: '1 Returns / refunds' })).toHaveAttribute('href', '/member/orders?group=returns');
    expect(within(orders).getByRole('link', { name: '2 Awaiting payment' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Z points balance' })).toHaveTextContent('1280 points');
    expect(screen.getByRole('region', { name: 'My favourites' })).toHaveTextContent('4 products');
    expect(screen.getByRole('link', { name: 'View order ZS20261120000031' })).toBeInTheDocument();
  });

  test('no order yet: the latest order says so with a way to the shop', async () => {
    const none = { ...summary, orderCounts: { awaitingPayment: 0, awaitingShipment: 0, shipping: 0, returns: 0 }, latestOrder: null };
    fakeServer({ 'GET /api/member/account/detail': { body: profile(0, false) }, 'GET /api/member/summary': { body: none } });
    renderScreen(<MemberHomePage />, { catalogs });
    const latest = await screen.findByRole('region', { name: '最新訂單' });
    expect(latest).toHaveTextContent('您還沒有任何訂單');
    expect(within(latest).getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/');
  });

  test('a failed summary says so, keeps the rest of the page, and loads again on retry', async () => {
    let fail = true;
    fakeServer({
      'GET /api/member/account/detail': { body: profile(0, false) },
      'GET /api/member/summary': () => (fail ? { status: 500, body: { status: 500, title: 'error' } } : { body: summary }),
    });
    renderScreen(<MemberHomePage />, { catalogs });
    const failure = (await screen.findByText('無法載入訂單與點數摘要')).closest('[role="alert"]') as HTMLElement;
    expect(screen.getByText('搭檔申請：未申請')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(failure).getByRole('button', { name: '重試' }));
    expect(await screen.findByRole('region', { name: '我的訂單' })).toBeInTheDocument();
  });

  test('says it is loading until the summary comes', async () => {
    fakeServer({
      'GET /api/member/account/detail': { body: profile(0, false) },
      'GET /api/member/summary': () => new Promise<never>(() => undefined),
    });
    renderScreen(<MemberHomePage />, { catalogs });
    expect(await screen.findByText('載入會員摘要…')).toBeInTheDocument();
  });
});
