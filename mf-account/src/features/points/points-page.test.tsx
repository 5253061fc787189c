// The points screen: total and both lists with thousands separators, in either language.
import { screen } from '@testing-library/react';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { PointsPage } from './points-page';

function answerPoints() {
  fakeServer({
    'GET /api/member/points/earnedList': { body: { status: 200, totalPoints: 12345, points: [{ date: '2026-03-04', orderId: 88, points: 15000 }] } },
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
