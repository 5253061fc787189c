// The points screen: total and both lists with thousands separators, in either language.
import { screen } from '@testing-library/react';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { PointsPage } from './points-page';

function answerPoints() {
  fakeServer({
    'GET /api/member/points/earnedList': {
      body: { status: 200, totalPoints: 12345, points: [{ date: '2026-03-04', orderId: 88, points: 15000 }] },
    },
    'GET /api/member/points/usedList': { body: { status: 200, points: [{ date: '2026-03-05', orderId: 89, points: 2655 }] } },
  });
}

test('shows the total and the earned and used records with separators', async () => {
  answerPoints();
  renderScreen(<PointsPage />, { catalogs });
  expect(await screen.findByText('12,345')).toBeInTheDocument();
  expect(screen.getByText('15,000')).toBeInTheDocument();
  expect(screen.getByText('2,655')).toBeInTheDocument();
  expect(screen.getByText('2026 年 03 月 04 日')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '如何賺取與使用 Z 紅利' })).toHaveAttribute('href', '/earnpoints');
});

test('reads in English', async () => {
  answerPoints();
  renderScreen(<PointsPage />, { catalogs, lang: 'en' });
  expect(await screen.findByText('Points earned')).toBeInTheDocument();
  expect(screen.getByText('2026/03/04')).toBeInTheDocument();
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
      },
    },
    'GET /api/member/points/usedList': {
      body: {
        status: 200,
        points: [
          { date: '2026-03-05', orderId: 350, orderStatementId: 'ZS2603050002', kind: 'use', points: 60 },
          { date: '2026-03-06', orderId: 349, orderStatementId: 'ZS2603040001', kind: 'reversal', points: 60 },
        ],
      },
    },
  });
}

test('every row says its kind; a row of an order links its order number, a view or promote its product', async () => {
  answerKinds();
  renderScreen(<PointsPage />, { catalogs });
  expect((await screen.findAllByRole('link', { name: 'ZS2603040001' }))[0]).toHaveAttribute('href', '/member/order/349');
  expect(screen.getByRole('link', { name: 'ZS2603050002' })).toHaveAttribute('href', '/member/order/350');
  expect(screen.queryByText('349')).not.toBeInTheDocument();
  const rows = screen.getAllByRole('row').map((row) => row.textContent);
  expect(rows).toContain('2026 年 03 月 04 日購買ZS260304000160');
  expect(rows).toContain('2026 年 03 月 03 日推廣阿里山高山烏龍茶2');
  expect(screen.getByRole('link', { name: '阿里山高山烏龍茶' })).toHaveAttribute('href', '/products/alishan-oolong');
  expect(rows).toContain('2026 年 03 月 02 日瀏覽無線耳機1');
  expect(rows).toContain('2026 年 03 月 01 日退回ZS2603010003100');
  expect(rows).toContain('2026 年 03 月 05 日折抵ZS260305000260');
  expect(rows).toContain('2026 年 03 月 06 日扣回ZS260304000160');
});

test('the kinds read in English', async () => {
  answerKinds();
  renderScreen(<PointsPage />, { catalogs, lang: 'en' });
  await screen.findByRole('link', { name: 'ZS2603050002' });
  const rows = screen.getAllByRole('row').map((row) => row.textContent);
  expect(rows).toContain('2026/03/04PurchaseZS260304000160');
  expect(rows).toContain('2026/03/03Promote阿里山高山烏龍茶2');
  expect(rows).toContain('2026/03/02View無線耳機1');
  expect(rows).toContain('2026/03/01Points returnedZS2603010003100');
  expect(rows).toContain('2026/03/05Points usedZS260305000260');
  expect(rows).toContain('2026/03/06Taken backZS260304000160');
});
