// The one product card of every grid: what a shopper reads on it for a product on sale, an
// auction and a sold-out product, in both languages.
import { PRODUCT_BASE, type RelatedProduct } from '@storefront/contracts';
import { screen } from '@testing-library/react';
import { renderScreen } from '../testing';
import { ProductCard } from './product-card';

const catalogs = { 'zh-tw': {}, en: {} };
const tea: RelatedProduct = {
  productId: 7,
  title: '凍頂烏龍茶',
  slug: 'dongding oolong',
  price: 800,
  productBase: PRODUCT_BASE.fixedPrice,
  inventory: 5,
};

test('a product on sale: one link to its page, the sale badge, the sale price and the list price struck through', () => {
  renderScreen(<ProductCard product={{ ...tea, discount: 650 }} />, { catalogs });
  const card = screen.getByRole('link');
  expect(card).toHaveAttribute('href', '/products/dongding%20oolong');
  expect(card).toHaveTextContent('凍頂烏龍茶');
  expect(card).toHaveTextContent('特價');
  expect(card).toHaveTextContent('NT$650');
  expect(card.querySelector('del')).toHaveTextContent('NT$800');
});

test('a discount that is not below the price is no sale', () => {
  renderScreen(<ProductCard product={{ ...tea, discount: 800 }} />, { catalogs });
  const card = screen.getByRole('link');
  expect(card).not.toHaveTextContent('特價');
  expect(card.querySelector('del')).toBeNull();
});

test('an auction shows its current price (the highest bid) and its end date, in English too', () => {
  renderScreen(
    <ProductCard
      product={{
        ...tea,
        productBase: PRODUCT_BASE.auction,
        startAuctionAmount: 1000,
        auctionRecords: [{ price: 1300 }, { price: 1200 }] as RelatedProduct['auctionRecords'],
        endAuctionDate: '2026-12-01T04:00:00.000Z',
        discount: 500,
      }}
    />,
    { catalogs, lang: 'en' },
  );
  const card = screen.getByRole('link');
  expect(card).toHaveTextContent('Auction');
  expect(card).toHaveTextContent(/Current price\s*\$1,300/);
  expect(card).toHaveTextContent('Ends on');
  // An auction has no sale price.
  expect(card).not.toHaveTextContent('Sale');
});

test("sold out and the merchant's own badge", () => {
  renderScreen(<ProductCard product={{ ...tea, inventory: 0, badgeText: '店長推薦' }} />, { catalogs, lang: 'en' });
  const card = screen.getByRole('link');
  expect(card).toHaveTextContent('Sold out');
  expect(card).toHaveTextContent('店長推薦');
});
