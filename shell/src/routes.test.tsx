// Which area each path shows, with the remote areas replaced by a marker of what they would load.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppI18nProvider } from '@storefront/ui';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { catalogs } from './locales/catalogs';
import { AppRoutes } from './routes';

jest.mock('./federation/remote-area', () => ({
  RemoteArea: ({ remote, exposed, props }: { remote: string; exposed: string; props?: Record<string, unknown> }) => (
    <p data-testid="area">{`${remote} ${exposed} ${JSON.stringify(props ?? {})}`}</p>
  ),
}));
jest.mock('./home/home-page', () => ({ HomePage: () => <p data-testid="area">home</p> }));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

// A member is logged in (the hint cookie the server sets beside the session) unless a test says not.
beforeEach(() => {
  document.cookie = 'storefront_member=1; path=/';
});

function areaAt(path: string): string | null {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppI18nProvider catalogs={catalogs}>
        <AppRoutes />
        <Where />
      </AppI18nProvider>
    </MemoryRouter>,
  );
  return screen.queryByTestId('area')?.textContent ?? null;
}

test.each([
  ['/products/tea-oolong', 'mf_product ./ProductPage {"slug":"tea-oolong"}'],
  ['/search?q=茶', 'mf_product ./ListingPage {"scope":"search"}'],
  ['/category/3', 'mf_product ./ListingPage {"scope":"category","id":"3"}'],
  ['/brand/5', 'mf_product ./ListingPage {"scope":"brand","id":"5"}'],
  ['/cart', 'mf_cart ./CartApp {"view":"cart"}'],
  ['/checkout', 'mf_cart ./CartApp {"view":"checkout"}'],
  ['/en/checkout', 'mf_cart ./CartApp {"view":"checkout"}'],
  ['/member/orders', 'mf_orders ./OrderList {}'],
  ['/member/orders/', 'mf_orders ./OrderList {}'],
  ['/member/order/42', 'mf_orders ./OrderDetail {"orderId":"42"}'],
  ['/member/merchant/products', 'mf_merchant ./MerchantApp {}'],
  ['/member/merchant', 'mf_merchant ./MerchantApp {}'],
  ['/member/operator', 'mf_merchant ./OperatorApp {}'],
  ['/member/operator/product/7', 'mf_merchant ./OperatorApp {}'],
  ['/member/login', 'mf_account ./AccountApp {}'],
  ['/member', 'mf_account ./AccountApp {}'],
  ['/member/wishlist', 'mf_account ./AccountApp {}'],
])('%s shows %s', (path, expected) => {
  expect(areaAt(path)).toBe(expected);
});

// The shell's own pages come with their code, fetched when their path opens.
test('/ shows the home page', async () => {
  areaAt('/');
  expect(await screen.findByTestId('area')).toHaveTextContent('home');
});

test('an unknown path shows the not-found page', async () => {
  expect(areaAt('/no/such/page')).toBeNull();
  expect(await screen.findByText('找不到這個頁面')).toBeInTheDocument();
});

test.each([
  ['/terms', '服務條款'],
  ['/return', '退貨政策'],
  ['/earnpoints', 'Z 紅利說明'],
])('%s shows the policy page %s, with its texts', async (path, heading) => {
  expect(areaAt(path)).toBeNull();
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});

test.each([
  '/member/orders',
  '/member/order/42',
  '/checkout/delivery',
  '/en/checkout',
  '/member',
  '/member/points',
  '/member/merchant/products',
])('a visitor at %s goes to the login page at once, with a return URL, without loading the screen', async (path) => {
  document.cookie = 'storefront_member=; path=/; max-age=0';
  areaAt(path);
  expect(await screen.findByTestId('where')).toHaveTextContent(`/member/login?returnUrl=${encodeURIComponent(path)}`);
});

test.each(['/member/login', '/member/register', '/cart'])('a visitor opens %s', (path) => {
  document.cookie = 'storefront_member=; path=/; max-age=0';
  expect(areaAt(path)).not.toBeNull();
});

describe('the member navigation beside the member screens', () => {
  const nav = () => screen.queryByRole('navigation', { name: '會員選單' });

  test.each([
    ['/member', '會員中心', 'page'],
    ['/member/profile', '個人資料', 'page'],
    ['/member/deliverydetail', '個人資料', 'true'],
    ['/member/orders', '購買紀錄', 'page'],
    ['/member/order/42', '購買紀錄', 'true'],
    ['/member/points', 'Z 紅利', 'page'],
  ])('at %s it marks %s (aria-current=%s), one tab only', (path, tab, current) => {
    areaAt(path);
    const menu = nav();
    expect(menu).not.toBeNull();
    expect(within(menu!).getByRole('link', { name: tab })).toHaveAttribute('aria-current', current);
    expect(menu!.querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(screen.getByTestId('area')).toBeInTheDocument();
  });

  test.each(['/member/login', '/member/register', '/member/merchant/products', '/member/operator', '/cart', '/'])(
    'is not at %s',
    (path) => {
      areaAt(path);
      expect(nav()).toBeNull();
    },
  );

  test('moves between mf-account and mf-orders screens', async () => {
    areaAt('/member');
    await userEvent.click(within(nav()!).getByRole('link', { name: '購買紀錄' }));
    expect(screen.getByTestId('area')).toHaveTextContent('mf_orders ./OrderList {}');
    await userEvent.click(within(nav()!).getByRole('link', { name: 'Z 紅利' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/member/points');
    expect(screen.getByTestId('area')).toHaveTextContent('mf_account ./AccountApp {}');
    expect(within(nav()!).getByRole('link', { name: 'Z 紅利' })).toHaveAttribute('aria-current', 'page');
  });
});
