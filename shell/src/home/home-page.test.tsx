// The home page's sections, each from the catalogue's search with the listing's own sorts and
// filters: the categories with their counts, auctions ending soon, products on sale, new arrivals,
// each with the way to its full listing; an empty section says so; in English too.
import { PRODUCT_BASE, type RelatedProduct } from '@storefront/contracts';
import { screen, within } from '@testing-library/react';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../locales/catalogs';
import { HomePage } from './home-page';

const card = (productId: number, title: string, extra: Partial<RelatedProduct> = {}): RelatedProduct => ({
  productId,
  title,
  slug: `p-${productId}`,
  price: 500,
  productBase: PRODUCT_BASE.fixedPrice,
  inventory: 3,
  ...extra,
});
const answer = (productList: RelatedProduct[], categories: { id: number; title: string; count: number }[] = []) => ({
  status: 200,
  productList,
  total: productList.length,
  totalCapped: false,
  page: 1,
  pageSize: 8,
  categories,
  brands: [],
  category: null,
  brand: null,
  suggestion: null,
});

function catalogue(auctions: RelatedProduct[]) {
  return fakeServer({
    'GET /api/product/search': (request) => {
      const query = new URL(request.url).searchParams;
      if (query.get('sort') === 'endingSoon') return { body: answer(auctions) };
      if (query.get('onSale') === '1') return { body: answer([card(2, '梨山茶禮盒', { discount: 400 })]) };
      return {
        body: answer(
          [card(3, '竹筷禮盒'), card(4, '帆布托特包')],
          [
            { id: 5, title: '茶葉沖泡', count: 7 },
            { id: 6, title: '服飾配件', count: 1 },
          ],
        ),
      };
    },
    'GET /api/product/list': { body: { status: 200, productList: [card(9, '臺灣地圖 T 恤')], total: 1, page: 1, pageSize: 20 } },
  });
}

const section = (name: string) => screen.getByRole('region', { name });

test('the sections, each from its own search, with the way to its listing', async () => {
  const { calls } = catalogue([card(1, '古董茶壺', { productBase: PRODUCT_BASE.auction, startAuctionAmount: 1000 })]);
  renderScreen(<HomePage />, { catalogs });

  expect(await screen.findByRole('link', { name: /茶葉沖泡/ })).toHaveAttribute('href', '/category/5');
  const categories = section('商品分類');
  expect(within(categories).getByRole('link', { name: '茶葉沖泡 7 件商品' })).toBeInTheDocument();
  expect(within(categories).getByRole('link', { name: '服飾配件 1 件商品' })).toHaveAttribute('href', '/category/6');
  expect(within(categories).getByRole('link', { name: '所有商品' })).toHaveAttribute('href', '/search');

  const ending = section('即將結標');
  expect(await within(ending).findByRole('link', { name: /古董茶壺/ })).toHaveAttribute('href', '/products/p-1');
  expect(within(ending).getByRole('link', { name: '查看全部競標' })).toHaveAttribute('href', '/search?sort=endingSoon');

  const sale = section('特價商品');
  expect(await within(sale).findByRole('link', { name: /梨山茶禮盒/ })).toHaveTextContent('NT$400');
  expect(within(sale).getByRole('link', { name: '查看全部特價' })).toHaveAttribute('href', '/search?onSale=1');

  const arrivals = section('新品上架');
  expect(within(arrivals).getByRole('link', { name: /竹筷禮盒/ })).toBeInTheDocument();
  expect(within(arrivals).getByRole('link', { name: /帆布托特包/ })).toBeInTheDocument();
  expect(within(arrivals).getByRole('link', { name: '查看全部新品' })).toHaveAttribute('href', '/search?sort=newest');

  expect(await within(section('精選商品')).findByRole('link', { name: /臺灣地圖 T 恤/ })).toBeInTheDocument();

  // The listing's own sorts and filters; the categories come with the new arrivals (one call).
  const searches = calls.filter((call) => call.path.startsWith('/api/product/search')).map((call) => call.path);
  expect(searches.sort()).toEqual([
    '/api/product/search?onSale=1&sort=newest&pageSize=4',
    '/api/product/search?sort=endingSoon&pageSize=4',
    '/api/product/search?sort=newest&pageSize=8',
  ]);
});

test('a section with nothing to show says so; in English', async () => {
  catalogue([]);
  renderScreen(<HomePage />, { catalogs, lang: 'en' });
  const ending = await screen.findByRole('region', { name: 'Auctions ending soon' });
  expect(await within(ending).findByText('No auctions are running right now.')).toBeInTheDocument();
  expect(within(ending).getByRole('link', { name: 'All auctions' })).toHaveAttribute('href', '/search?sort=endingSoon');
  expect(await within(section('Categories')).findByRole('link', { name: '茶葉沖泡 7 products' })).toBeInTheDocument();
  expect(within(section('Categories')).getByRole('link', { name: '服飾配件 1 product' })).toBeInTheDocument();
  expect(within(section('On sale')).getByRole('link', { name: 'All offers' })).toBeInTheDocument();
  expect(within(section('New arrivals')).getByRole('link', { name: 'All new arrivals' })).toBeInTheDocument();
});
