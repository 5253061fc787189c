// The listing screen the server rendered: its first render shows the answer the page brought for
// its URL (the route table's query of productSearch), without asking again; a later change of the
// filters asks the server as before, and an answer held for other filters is never shown.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdFirstScreenData } from '@storefront/ui';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import type { ProductSearchResponse } from '@storefront/contracts/product';
import { listingCatalogs as catalogs } from '../../locales/listing-catalogs';
import { ListingPage } from './listing-page';

const card = (productId: number, title: string, price: number) => ({ productId, title, slug: `p-${productId}`, price });
const answer = (titles: string[], total = titles.length, totalCapped = false): ProductSearchResponse => ({
  status: 200,
  productList: titles.map((title, index) => card(index + 1, title, 100 * (index + 1))),
  total,
  totalCapped,
  page: 1,
  pageSize: 24,
  categories: [],
  brands: [],
  category: { id: 7, title: '茶葉沖泡' },
});

afterEach(() => holdFirstScreenData({}));

test("a category's first screen shows the page's answer at once and asks nothing; sorting asks the server", async () => {
  // Keyed as the server keys it: the path's category and the URL's filters, in any order.
  holdFirstScreenData({ '/api/product/search?category=7&inStock=1': answer(['鹿谷凍頂烏龍茶', '竹筷禮盒'], 2) });
  const server = fakeServer({ 'GET /api/product/search': { body: answer(['竹筷禮盒', '鹿谷凍頂烏龍茶'], 2) } });
  renderScreen(<ListingPage scope="category" id="7" />, { catalogs, path: '/category/:id', route: '/category/7?inStock=1' });
  // No loading state in between: the first render already holds the cards and the count.
  expect(screen.getByRole('heading', { level: 1, name: '茶葉沖泡' })).toBeInTheDocument();
  expect(screen.getByText('共 2 件商品')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
    expect.arrayContaining([expect.stringContaining('鹿谷凍頂烏龍茶'), expect.stringContaining('竹筷禮盒')]),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(server.calls).toEqual([]);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '排序' }), 'priceAsc');
  await waitFor(() => expect(server.calls.map((call) => call.path)).toEqual(['/api/product/search?inStock=1&sort=priceAsc&category=7']));
});

test('an answer held for other filters is not shown: the screen asks for its own', async () => {
  holdFirstScreenData({ '/api/product/search?q=%E8%8C%B6': answer(['別的答案']) });
  const server = fakeServer({ 'GET /api/product/search': { body: answer(['烏龍茶']) } });
  renderScreen(<ListingPage scope="search" />, { catalogs, path: '/search', route: `/search?q=${encodeURIComponent('烏龍')}` });
  expect(await screen.findByText('烏龍茶')).toBeInTheDocument();
  expect(screen.queryByText('別的答案')).not.toBeInTheDocument();
  expect(server.calls).toHaveLength(1);
});

test('a count past the cap says "more than", in both languages', async () => {
  fakeServer({ 'GET /api/product/search': { body: answer(['烏龍茶'], 1000, true) } });
  const view = renderScreen(<ListingPage scope="search" />, { catalogs, path: '/search', route: `/search?q=${encodeURIComponent('茶')}` });
  expect(await screen.findByText('超過 1000 件商品')).toBeInTheDocument();
  view.unmount();
  fakeServer({ 'GET /api/product/search': { body: answer(['烏龍茶'], 1000, true) } });
  renderScreen(<ListingPage scope="search" />, { catalogs, lang: 'en', path: '/search', route: `/search?q=${encodeURIComponent('茶')}` });
  expect(await screen.findByText('More than 1000 products')).toBeInTheDocument();
});

test('a link with values no filter takes opens the listing without them, not an error', async () => {
  const server = fakeServer({ 'GET /api/product/search': { body: answer(['鹿谷凍頂烏龍茶']) } });
  renderScreen(<ListingPage scope="category" id="7" />, {
    catalogs,
    path: '/category/:id',
    route: '/category/7?sort=cheapest&page=abc&inStock=1',
  });
  expect(await screen.findByText('鹿谷凍頂烏龍茶')).toBeInTheDocument();
  // Asked with what the filters take: the refused sort and page left out, the rest kept.
  expect(server.calls.map((call) => call.path)).toEqual(['/api/product/search?inStock=1&category=7']);
  expect(screen.getByRole('combobox', { name: '排序' })).toHaveValue('newest');
});
