// Variants on the product page: pictures shared by all variants (allSamePhotos) and each
// choice's own price when the choices do not all cost the same.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { productFixture } from './product-fixture';
import { ProductPage } from './product-page';
import type { ProductDetail } from '@storefront/contracts';

function showProduct(product: ProductDetail) {
  fakeServer({ [`GET /api/product/detail/${product.slug}`]: { body: product } });
  renderScreen(<ProductPage slug={product.slug ?? ''} />, { catalogs });
}

beforeEach(() => window.localStorage.clear());

/** As the editor saves "all variants use the same pictures": the pictures on the first variant only. */
function sharedPictures(): ProductDetail {
  const product = productFixture({ allSamePhotos: true });
  product.productModels = product.productModels.map((model, index) => ({
    ...model,
    images:
      index === 0
        ? [
            { src: '/media/shared-1.svg', alt: '共用圖 1' },
            { src: '/media/shared-2.svg', alt: '共用圖 2' },
          ]
        : [],
  }));
  return product;
}

const mainPicture = () => screen.getByRole('button', { name: '放大圖片' }).querySelector('img');

test('when all variants share pictures, every variant shows them', async () => {
  showProduct(sharedPictures());
  await screen.findByRole('heading', { level: 1 });
  expect(mainPicture()).toHaveAttribute('src', '/media/shared-1.svg');
  await userEvent.click(screen.getByRole('radio', { name: '四季春' }));
  await userEvent.click(screen.getByRole('radio', { name: '150g' }));
  expect(await screen.findByRole('button', { name: '第 2 張圖片' }, { timeout: 2000 })).toBeInTheDocument();
  expect(mainPicture()).toHaveAttribute('src', '/media/shared-1.svg');
});

test('a variant added to the cart carries the shared picture', async () => {
  showProduct(sharedPictures());
  await screen.findByRole('heading', { level: 1 });
  await userEvent.click(screen.getByRole('radio', { name: '翠玉' }));
  await userEvent.click(screen.getByRole('button', { name: '加入購物車' }));
  const cart = JSON.parse(window.localStorage.getItem('quarter_cart') ?? '[]') as { items: { modelTitle: string; img: string }[] }[];
  expect(cart[0]?.items[0]).toMatchObject({ modelTitle: '翠玉 75g', img: '/media/shared-1.svg' });
});

test('without shared pictures a variant shows its own', async () => {
  showProduct(productFixture());
  await screen.findByRole('heading', { level: 1 });
  await userEvent.click(screen.getByRole('radio', { name: '翠玉' }));
  expect(await screen.findByRole('img', { name: '翠玉 75g' }, { timeout: 2000 })).toBeInTheDocument();
});

test('choices show their own price when the prices differ, and none when they are all the same', async () => {
  const product = productFixture();
  product.variations = [
    { title: '口味', selected: 0, items: ['金萱', '翠玉', '四季春'].map((title) => ({ title, markPrice: 450 })) },
    {
      title: '重量',
      selected: 0,
      items: [
        { title: '75g', markPrice: 450 },
        { title: '150g', markPrice: 800 },
      ],
    },
  ];
  showProduct(product);
  await screen.findByRole('heading', { level: 1 });
  expect(screen.getByRole('radio', { name: '75g NT$450' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '150g NT$800' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '金萱' })).toBeInTheDocument();
});
