// Which area each path shows, with the remote areas replaced by a marker of what they would load.
import { render, screen } from '@testing-library/react';
import { AppI18nProvider } from '@storefront/ui';
import { MemoryRouter } from 'react-router-dom';
import { catalogs } from './locales/catalogs';
import { AppRoutes } from './routes';

jest.mock('./federation/remote-area', () => ({
  RemoteArea: ({ remote, exposed, props }: { remote: string; exposed: string; props?: Record<string, unknown> }) => (
    <p data-testid="area">{`${remote} ${exposed} ${JSON.stringify(props ?? {})}`}</p>
  ),
}));
jest.mock('./home/home-page', () => ({ HomePage: () => <p data-testid="area">home</p> }));

function areaAt(path: string): string | null {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppI18nProvider catalogs={catalogs}>
        <AppRoutes />
      </AppI18nProvider>
    </MemoryRouter>,
  );
  return screen.queryByTestId('area')?.textContent ?? null;
}

test.each([
  ['/', 'home'],
  ['/products/tea-oolong', 'mf_product ./ProductPage {"slug":"tea-oolong"}'],
  ['/cart', 'mf_cart ./CartApp {"view":"cart"}'],
  ['/checkout', 'mf_cart ./CartApp {"view":"checkout"}'],
  ['/en/checkout', 'mf_cart ./CartApp {"view":"checkout"}'],
  ['/member/orders', 'mf_orders ./OrderList {}'],
  ['/member/orders/', 'mf_orders ./OrderList {}'],
  ['/member/order/42', 'mf_orders ./OrderDetail {"orderId":"42"}'],
  ['/member/merchant/products', 'mf_merchant ./MerchantApp {}'],
  ['/member/merchant', 'mf_merchant ./MerchantApp {}'],
  ['/member/login', 'mf_account ./AccountApp {}'],
  ['/member', 'mf_account ./AccountApp {}'],
  ['/member/wishlist', 'mf_account ./AccountApp {}'],
])('%s shows %s', (path, expected) => {
  expect(areaAt(path)).toBe(expected);
});

test('an unknown path shows the not-found page', () => {
  expect(areaAt('/no/such/page')).toBeNull();
  expect(screen.getByText('找不到這個頁面')).toBeInTheDocument();
});
