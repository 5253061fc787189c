// An ended auction's page: 已結標 with the winning price and the masked winner, or unsold; no bid
// form and no countdown; in both languages.
import { screen } from '@testing-library/react';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { auctionFixture } from './product-fixture';
import { ProductPage } from './product-page';

const ended = (overrides = {}) =>
  auctionFixture({ endAuctionDate: new Date(Date.now() - 60_000).toISOString(), auctionEnded: true, ...overrides });

test('a sold auction shows 已結標, the winning price and the masked winner, and no bid form', async () => {
  const product = ended({ winningPrice: 3500, winner: 'b***@example.com' });
  fakeServer({ [`GET /api/product/detail/${product.slug}`]: { body: product } });
  renderScreen(<ProductPage slug={product.slug ?? ''} />, { catalogs });
  const result = await screen.findByTestId('auction-result', {}, { timeout: 10_000 });
  expect(result).toHaveTextContent('已結標');
  expect(screen.getByTestId('auction-winning-price')).toHaveTextContent('NT$3,500');
  expect(screen.getByTestId('auction-winner')).toHaveTextContent('b***@example.com');
  expect(screen.queryByRole('spinbutton', { name: /出價金額/ })).toBeNull();
  expect(screen.queryByRole('button', { name: '出價' })).toBeNull();
  expect(screen.queryByText(/剩餘/)).toBeNull();
});

test('in English, and an auction nobody bid on reads as ended unsold', async () => {
  const product = ended({ auctionRecords: [] });
  fakeServer({ [`GET /api/product/detail/${product.slug}`]: { body: product } });
  renderScreen(<ProductPage slug={product.slug ?? ''} />, { catalogs, lang: 'en' });
  const result = await screen.findByTestId('auction-result', {}, { timeout: 10_000 });
  expect(result).toHaveTextContent('Auction closed');
  expect(result).toHaveTextContent('No bids: the auction closed unsold.');
  expect(screen.queryByTestId('auction-winner')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Bid' })).toBeNull();
});

test('the sold result reads in English', async () => {
  const product = ended({ winningPrice: 3500, winner: 'b***@example.com', currencyType: 0 });
  fakeServer({ [`GET /api/product/detail/${product.slug}`]: { body: product } });
  renderScreen(<ProductPage slug={product.slug ?? ''} />, { catalogs, lang: 'en' });
  const result = await screen.findByTestId('auction-result', {}, { timeout: 10_000 });
  expect(result).toHaveTextContent('Winning bid');
  expect(result).toHaveTextContent('Winner');
  expect(screen.getByTestId('auction-winning-price')).toHaveTextContent('NT$3,500');
});
