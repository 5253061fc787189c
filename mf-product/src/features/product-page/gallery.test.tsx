// The gallery: thumbnail stepping (looping from 5 pictures), the lazily loaded lightbox with
// keyboard navigation, and the cart refusing politely when local storage is unavailable.
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { productFixture } from './product-fixture';
import { ProductPage } from './product-page';
import { stepThumbnail } from './thumbnail-slider';

test('thumbnails loop with 5 or more pictures and stop at the ends with fewer', () => {
  expect(stepThumbnail(4, 1, 5)).toBe(0);
  expect(stepThumbnail(0, -1, 5)).toBe(4);
  expect(stepThumbnail(3, 1, 4)).toBe(3);
  expect(stepThumbnail(0, -1, 4)).toBe(0);
  expect(stepThumbnail(1, 1, 4)).toBe(2);
});

function withPictures(count: number) {
  const product = productFixture();
  product.productModels = product.productModels.map((model) => ({
    ...model,
    images: Array.from({ length: count }, (_, i) => ({ src: `/media/p${i + 1}.svg`, alt: `圖 ${i + 1}` })),
  }));
  return product;
}

test('the lightbox opens on the main picture and the arrow keys move through the pictures', async () => {
  const product = withPictures(3);
  fakeServer({ [`GET /api/product/detail/${product.slug}`]: { body: product } });
  renderScreen(<ProductPage slug={product.slug ?? ''} />, { catalogs });
  await userEvent.click(await screen.findByRole('button', { name: '放大圖片' }));
  expect(await screen.findByText('第 1 / 3 張')).toBeInTheDocument();
  fireEvent.keyDown(document, { key: 'ArrowRight' });
  expect(screen.getByText('第 2 / 3 張')).toBeInTheDocument();
  fireEvent.keyDown(document, { key: 'ArrowLeft' });
  fireEvent.keyDown(document, { key: 'ArrowLeft' });
  expect(screen.getByText('第 3 / 3 張')).toBeInTheDocument();
});

test('a thumbnail click shows that picture', async () => {
  const product = withPictures(6);
  fakeServer({ [`GET /api/product/detail/${product.slug}`]: { body: product } });
  renderScreen(<ProductPage slug={product.slug ?? ''} />, { catalogs });
  await userEvent.click(await screen.findByRole('button', { name: '第 4 張圖片' }));
  expect(screen.getByRole('button', { name: '放大圖片' }).querySelector('img')).toHaveAttribute('src', '/media/p4.svg');
  await userEvent.click(screen.getByRole('button', { name: '上一張' }));
  await userEvent.click(screen.getByRole('button', { name: '上一張' }));
  await userEvent.click(screen.getByRole('button', { name: '上一張' }));
  await userEvent.click(screen.getByRole('button', { name: '上一張' }));
  expect(screen.getByRole('button', { name: '放大圖片' }).querySelector('img')).toHaveAttribute('src', '/media/p6.svg');
});

test('without local storage the cart refuses with 請開啟預覽器cookie設定．', async () => {
  const product = productFixture();
  fakeServer({ [`GET /api/product/detail/${product.slug}`]: { body: product } });
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  renderScreen(<ProductPage slug={product.slug ?? ''} />, { catalogs });
  const button = await screen.findByRole('button', { name: '加入購物車' });
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('quota', 'QuotaExceededError');
  });
  await userEvent.click(button);
  expect(alert).toHaveBeenCalledWith('請開啟預覽器cookie設定．');
  expect(screen.queryByText('成功加入購物車．')).not.toBeInTheDocument();
  setItem.mockRestore();
  alert.mockRestore();
});
