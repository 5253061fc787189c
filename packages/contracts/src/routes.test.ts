// The route table's path matching and what a row gives a path: the area, its props, its first call.
import { findRemoteRoute, firstCallParams, matchRoutePath, openToVisitors, REMOTE_ROUTES, routeProps } from './routes';
import { endpointRoutes } from './api';

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
  }
});
