// The points screen: the balance and one list (earned or used) a page at a time, with thousands
// separators, in either language; which list, search, kind, sort and page are in the URL.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { PointsPage } from './points-page';

const paging = { page: 1, pageSize: 20 };

function answerPoints() {
  return fakeServer({
    'GET /api/member/points/earnedList': {
      body: { status: 200, totalPoints: 12345, points: [{ date: '2026-03-04', orderId: 88, points: 15000 }], total: 1, ...paging },
    },
    'GET /api/member/points/usedList': {
      body: { status: 200, totalPoints: 12345, points: [{ date: '2026-03-05', orderId: 89, points: 2655 }], total: 1, ...paging },
    },
  });
}

test('shows the total and the earned records with separators; the used records are one link away', async () => {
  const server = answerPoints();
  renderScreen(<PointsPage />, { catalogs });
  expect(await screen.findByText('15,000')).toBeInTheDocument();
  expect(screen.getByText('12,345')).toBeInTheDocument();
  expect(screen.getByText('2026 年 03 月 04 日')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '如何賺取與使用 Z 紅利' })).toHaveAttribute('href', '/earnpoints');
  const lists = screen.getByRole('navigation', { name: '點數紀錄' });
  expect(within(lists).getByRole('link', { name: '獲得紀錄' })).toHaveAttribute('aria-current', 'page');
  await userEvent.click(within(lists).getByRole('link', { name: '使用紀錄' }));
  expect(await screen.findByText('2,655')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/?list=used');
  expect(within(lists).getByRole('link', { name: '使用紀錄' })).toHaveAttribute('aria-current', 'page');
  expect(server.calls.map((c) => c.path)).toEqual(['/api/member/points/earnedList', '/api/member/points/usedList']);
});

test('reads in English', async () => {
  answerPoints();
  renderScreen(<PointsPage />, { catalogs, lang: 'en' });
  expect(await screen.findByText('2026/03/04')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Points earned' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Points used' })).toHaveAttribute('href', '/?list=used');
});

function answerKinds() {
  fakeServer({
    'GET /api/member/points/earnedList': {
      body: {
        status: 200,
        totalPoints: 103,
        points: [
          { date: '2026-03-04', orderId: 349, orderStatementId: 'ZS2603040001', kind: 'purchase', points: 60 },
          {
            date: '2026-03-03',
            orderId: null,
            kind: 'promote',
            productTitle: '阿里山高山烏龍茶',
            productSlug: 'alishan-oolong',
            points: 2,
          },
          { date: '2026-03-02', orderId: null, kind: 'view', productTitle: '無線耳機', productSlug: 'earbuds', points: 1 },
          { date: '2026-03-01', orderId: 351, orderStatementId: 'ZS2603010003', kind: 'use_returned', points: 100 },
        ],
        total: 4,
        ...paging,
      },
    },
    'GET /api/member/points/usedList': {
      body: {
        status: 200,
        points: [
          { date: '2026-03-05', orderId: 350, orderStatementId: 'ZS2603050002', kind: 'use', points: 60 },
          { date: '2026-03-06', orderId: 349, orderStatementId: 'ZS2603040001', kind: 'reversal', points: 60 },
        ],
        total: 2,
        ...paging,
      },
    },
  });
}

test('every row says its kind; a row of an order links its order number, a view or promote its product', async () => {
  answerKinds();
  renderScreen(<PointsPage />, { catalogs });
  expect(await screen.findByRole('link', { name: 'ZS2603040001' })).toHaveAttribute('href', '/member/order/349');
  expect(screen.queryByText('349')).not.toBeInTheDocument();
  let rows = screen.getAllByRole('row').map((row) => row.textContent);
  expect(rows).toContain('2026 年 03 月 04 日購買ZS260304000160');
  expect(rows).toContain('2026 年 03 月 03 日推廣阿里山高山烏龍茶2');
  expect(screen.getByRole('link', { name: '阿里山高山烏龍茶' })).toHaveAttribute('href', '/products/alishan-oolong');
  expect(rows).toContain('2026 年 03 月 02 日瀏覽無線耳機1');
  expect(rows).toContain('2026 年 03 月 01 日退回ZS2603010003100');
  await userEvent.click(screen.getByRole('link', { name: '使用紀錄' }));
  expect(await screen.findByRole('link', { name: 'ZS2603050002' })).toHaveAttribute('href', '/member/order/350');
  rows = screen.getAllByRole('row').map((row) => row.textContent);
  expect(rows).toContain('2026 年 03 月 05 日折抵ZS260305000260');
  expect(rows).toContain('2026 年 03 月 06 日扣回ZS260304000160');
});

test('the kinds read in English', async () => {
  answerKinds();
  renderScreen(<PointsPage />, { catalogs, lang: 'en' });
  await screen.findByRole('link', { name: 'ZS2603040001' });
  let rows = screen.getAllByRole('row').map((row) => row.textContent);
  expect(rows).toContain('2026/03/04PurchaseZS260304000160');
  expect(rows).toContain('2026/03/03Promote阿里山高山烏龍茶2');
  expect(rows).toContain('2026/03/02View無線耳機1');
  expect(rows).toContain('2026/03/01Points returnedZS2603010003100');
  renderScreen(<PointsPage />, { catalogs, lang: 'en', route: '/?list=used' });
  await screen.findByRole('link', { name: 'ZS2603050002' });
  rows = screen.getAllByRole('row').map((row) => row.textContent);
  expect(rows).toContain('2026/03/05Points usedZS260305000260');
  expect(rows).toContain('2026/03/06Taken backZS260304000160');
});

test('pages, search, kind and sort are in the URL and the call, with the total, in both languages', async () => {
  const server = fakeServer({
    'GET /api/member/points/earnedList': (request: Request) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      const row = { date: '2026-03-04', orderId: page, orderStatementId: `ZS-${page}`, kind: 'purchase', points: 5 };
      return { body: { status: 200, totalPoints: 9, points: [row], total: 41, page, pageSize: 20 } };
    },
  });
  const zh = renderScreen(<PointsPage />, { catalogs, route: '/?kind=purchase&page=2' });
  expect(await screen.findByRole('link', { name: 'ZS-2' })).toBeInTheDocument();
  expect(server.calls[0]?.path).toBe('/api/member/points/earnedList?page=2&kind=purchase');
  expect(screen.getByLabelText('類別')).toHaveValue('purchase');
  expect(screen.getByTestId('list-total')).toHaveTextContent('第 21–40 筆，共 41 筆');
  await userEvent.click(within(screen.getByRole('navigation', { name: '分頁' })).getByRole('link', { name: '下一頁' }));
  expect(await screen.findByRole('link', { name: 'ZS-3' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/?kind=purchase&page=3');
  fireEvent.change(screen.getByLabelText('排序'), { target: { value: 'pointsDesc' } });
  expect(screen.getByTestId('location')).toHaveTextContent('/?kind=purchase&sort=pointsDesc');
  await userEvent.type(screen.getByRole('searchbox', { name: '搜尋紀錄' }), 'ZS26{Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent('/?kind=purchase&sort=pointsDesc&q=ZS26');
  await screen.findByRole('link', { name: 'ZS-1' });
  expect(server.calls.at(-1)?.path).toBe('/api/member/points/earnedList?q=ZS26&kind=purchase&sort=pointsDesc');
  zh.unmount();

  renderScreen(<PointsPage />, { catalogs, lang: 'en', route: '/?page=3' });
  expect(await screen.findByRole('link', { name: 'ZS-3' })).toBeInTheDocument();
  expect(screen.getByTestId('list-total')).toHaveTextContent('41–41 of 41');
  expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/?page=2');
});

test('a kind of the other list in the URL is no filter; empty states say whether filters are on', async () => {
  const server = fakeServer({
    'GET /api/member/points/usedList': { body: { status: 200, totalPoints: 0, points: [], total: 0, ...paging } },
    'GET /api/member/points/earnedList': { body: { status: 200, totalPoints: 0, points: [], total: 3, page: 5, pageSize: 20 } },
  });
  const used = renderScreen(<PointsPage />, { catalogs, route: '/?list=used&kind=view' });
  expect(await screen.findByText('尚無紀錄')).toBeInTheDocument();
  expect(server.calls[0]?.path).toBe('/api/member/points/usedList');
  fireEvent.change(screen.getByLabelText('類別'), { target: { value: 'reversal' } });
  expect(await screen.findByText('沒有符合條件的紀錄')).toBeInTheDocument();
  used.unmount();

  renderScreen(<PointsPage />, { catalogs, lang: 'en', route: '/?page=5' });
  expect(await screen.findByText('No records on this page')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to page 1' })).toHaveAttribute('href', '/');
});
