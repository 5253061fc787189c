// Opening a product page tells the server once (view points), with the share link's r when the
// visit came through one; a code remembered from an earlier visit is not sent again.
import { screen, waitFor } from '@testing-library/react';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { productFixture } from './product-fixture';
import { ProductPage } from './product-page';

beforeEach(() => window.localStorage.clear());

function serve() {
  const product = productFixture();
  const server = fakeServer({
    [`GET /api/product/detail/${product.slug}`]: { body: product },
    'POST /api/product/view': { body: { status: 200, viewPoints: 1 } },
  });
  const views = () => server.calls.filter((c) => c.method === 'POST' && c.path === '/api/product/view');
  return { product, views };
}

test('a page opened through a share link sends the view once, with its r', async () => {
  const { product, views } = serve();
  renderScreen(<ProductPage slug={product.slug ?? ''} />, { catalogs, route: '/?r=SHARER1' });
  expect(await screen.findByRole('heading', { name: product.title })).toBeInTheDocument();
  await waitFor(() => expect(views()).toHaveLength(1));
  expect(views()[0]?.body).toEqual({ productId: product.productId, r: 'SHARER1' });
});

test('a page opened without a link sends the view without r, even with a remembered code', async () => {
  const { product, views } = serve();
  window.localStorage.setItem(`quarter_referral_${product.slug}`, 'OLDCODE');
  renderScreen(<ProductPage slug={product.slug ?? ''} />, { catalogs, lang: 'en' });
  expect(await screen.findByRole('heading', { name: product.title })).toBeInTheDocument();
  await waitFor(() => expect(views()).toHaveLength(1));
  expect(views()[0]?.body).toEqual({ productId: product.productId });
});
