// The route table's path matching and what a row gives a path: the area, its props, its first call.
import {
  findRemoteRoute,
  firstCallKey,
  firstCallParams,
  firstCallQuery,
  LISTING_QUERY_KEYS,
  matchRoutePath,
  openToVisitors,
  REMOTE_ROUTES,
  routeProps,
} from './routes';
import { endpointRoutes } from './api';
import { ProductSearchQuery, searchQueryFromParams } from '@storefront/contracts/product';

test.each([
  ['/products/:slug', '/products/tea', { slug: 'tea' }],
  ['/products/:slug', '/products/tea/', { slug: 'tea' }],
  ['/products/:slug', '/Products/%E8%8C%B6', { slug: '茶' }],
  ['/products/:slug', '/products/', null],
  ['/products/:slug', '/products/tea/more', null],
  ['/cart/*', '/cart', { '*': '' }],
  ['/cart/*', '/cart/step/2', { '*': 'step/2' }],
  ['/cart/*', '/cartoon', null],
  ['/member/orders', '/member/orders/', {}],
  ['/member/orders', '/member/order', null],
])('%s against %s', (pattern, path, expected) => {
  expect(matchRoutePath(pattern, path)).toEqual(expected);
});

test('the first matching row wins: a merchant path is not an account path', () => {
  expect(findRemoteRoute('/member/merchant/products')?.route.id).toBe('merchant');
  expect(findRemoteRoute('/member/wishlist')?.route.id).toBe('account');
  expect(findRemoteRoute('/terms')).toBeNull();
});

test("a row's props and first call come from the path", () => {
  const found = findRemoteRoute('/member/order/42')!;
  expect(routeProps(found.route, found.params)).toEqual({ orderId: '42' });
  expect(found.route.firstCall?.endpoint).toBe('memberOrderDetail');
  expect(firstCallParams(found.route, found.params)).toEqual({ orderId: '42' });
  const cart = findRemoteRoute('/cart')!;
  expect(routeProps(cart.route, cart.params)).toEqual({ view: 'cart' });
});

test('a visitor may open the login page of the members-only account area, not the wishlist', () => {
  const account = REMOTE_ROUTES.find((route) => route.id === 'account')!;
  expect(openToVisitors(account, '/member/login')).toBe(true);
  expect(openToVisitors(account, '/member/wishlist')).toBe(false);
});

test('every row is well formed: unique id, a known first call whose params the path gives', () => {
  expect(new Set(REMOTE_ROUTES.map((route) => route.id)).size).toBe(REMOTE_ROUTES.length);
  for (const route of REMOTE_ROUTES) {
    if (!route.firstCall) continue;
    const path = endpointRoutes[route.firstCall.endpoint].path;
    for (const [param, pathParam] of Object.entries(route.firstCall.paramsFromPath ?? {})) {
      expect(path).toContain(`:${param}`);
      expect(route.path).toContain(`:${pathParam}`);
    }
    for (const pathParam of Object.values(route.firstCall.queryFromPath ?? {})) expect(route.path).toContain(`:${pathParam}`);
  }
});

describe("a listing's first call takes its query from the URL", () => {
  const at = (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const found = findRemoteRoute(pathname)!;
    return { found, query: firstCallQuery(found.route, found.params, searchParams) };
  };

  test('search: the filters of the query string, empty and unknown ones left out', () => {
    const { found, query } = at('/search?q=%E8%8C%B6&sort=priceAsc&page=2&kind=&utm_source=line&q=second');
    expect(found.route.serverRendered).toBe('always');
    expect(found.route.firstCall?.endpoint).toBe('productSearch');
    expect(query).toEqual({ q: '茶', sort: 'priceAsc', page: '2' });
  });

  test('a category or a brand: its id from the path, over the same name in the query string', () => {
    expect(at('/category/7?category=9&inStock=1').query).toEqual({ category: '7', inStock: '1' });
    expect(at('/brand/3?brand=&q=tea').query).toEqual({ q: 'tea', brand: '3' });
  });

  test("the rows take exactly the query the listing's call takes, as the listing screen builds it", () => {
    expect([...LISTING_QUERY_KEYS].sort()).toEqual(Object.keys(ProductSearchQuery.entries).sort());
    const search = new URLSearchParams('q=烏龍&maxPrice=500&onSale=1&page=3&x=1');
    expect(at(`/search?${search.toString()}`).query).toEqual(searchQueryFromParams(search));
  });

  test('a call is keyed by its path and its query whatever their order, empty values left out', () => {
    expect(firstCallKey('productSearch', {}, { sort: 'newest', q: '茶 杯' })).toBe(
      firstCallKey('productSearch', {}, { q: '茶 杯', sort: 'newest', page: '' }),
    );
    expect(firstCallKey('productSearch', {}, { q: '茶 杯', sort: 'newest' })).toBe('/api/product/search?q=%E8%8C%B6+%E6%9D%AF&sort=newest');
    expect(firstCallKey('productDetail', { slug: 'tea' })).toBe('/api/product/detail/tea');
  });
});
