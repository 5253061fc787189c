// The header's category menu: the catalogue's categories, asked when the menu first opens, each
// a link to its listing; usable from the keyboard; a failed answer can be tried again.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../locales/catalogs';
import { CategoryMenu } from './category-menu';

const searchAnswer = {
  status: 200,
  productList: [],
  total: 12,
  totalCapped: false,
  page: 1,
  pageSize: 1,
  categories: [
    { id: 3, title: '茶葉沖泡', count: 7 },
    { id: 1, title: '台灣特產', count: 5 },
  ],
  brands: [],
  category: null,
  brand: null,
  suggestion: null,
};

test('opens on a click with the categories, each linking to its listing; a link followed closes it', async () => {
  const { calls } = fakeServer({ 'GET /api/product/search': { body: searchAnswer } });
  renderScreen(<CategoryMenu />, { catalogs });
  const button = screen.getByRole('button', { name: '商品分類' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  // Nothing is asked before the menu opens.
  expect(calls).toEqual([]);

  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const list = await screen.findByRole('list', { name: '商品分類' });
  expect(list).toBeVisible();
  expect(screen.getByRole('link', { name: '茶葉沖泡' })).toHaveAttribute('href', '/category/3');
  expect(screen.getByRole('link', { name: '台灣特產' })).toHaveAttribute('href', '/category/1');
  expect(screen.getByRole('link', { name: '所有商品' })).toHaveAttribute('href', '/search');
  expect(calls.map((call) => call.path)).toEqual(['/api/product/search?pageSize=1']);

  await userEvent.click(screen.getByRole('link', { name: '台灣特產' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/category/1');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('list', { name: '商品分類' })).toBeNull();

  // Opened again, the categories are already there.
  await userEvent.click(button);
  expect(screen.getByRole('link', { name: '茶葉沖泡' })).toBeVisible();
  expect(calls).toHaveLength(1);
});

test('the keyboard: ArrowDown opens at the first entry, arrows move, Escape closes back to the button', async () => {
  fakeServer({ 'GET /api/product/search': { body: searchAnswer } });
  renderScreen(
    <>
      <CategoryMenu />
      <a href="/after">after</a>
    </>,
    { catalogs },
  );
  const button = screen.getByRole('button', { name: '商品分類' });
  button.focus();
  await userEvent.keyboard('{ArrowDown}');
  await waitFor(() => expect(screen.getByRole('link', { name: '所有商品' })).toHaveFocus());
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('link', { name: '茶葉沖泡' })).toHaveFocus();
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('link', { name: '台灣特產' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('link', { name: '所有商品' })).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}');
  expect(screen.getByRole('link', { name: '台灣特產' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();

  // Enter opens it too; Tab past the last entry closes it.
  await userEvent.keyboard('{Enter}');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await userEvent.keyboard('{Tab}{Tab}{Tab}{Tab}');
  expect(screen.getByRole('link', { name: 'after' })).toHaveFocus();
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('a failed answer says so, and the retry asks again', async () => {
  let fail = true;
  fakeServer({
    'GET /api/product/search': () =>
      fail ? { status: 500, body: { status: 500, title: 'Internal Server Error' } } : { body: searchAnswer },
  });
  renderScreen(<CategoryMenu />, { catalogs });
  await userEvent.click(screen.getByRole('button', { name: '商品分類' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('無法載入分類。');
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: '重試' }));
  expect(await screen.findByRole('link', { name: '茶葉沖泡' })).toBeVisible();
});

test('in English', async () => {
  fakeServer({ 'GET /api/product/search': { body: searchAnswer } });
  renderScreen(<CategoryMenu />, { catalogs, lang: 'en' });
  await userEvent.click(screen.getByRole('button', { name: 'Categories' }));
  expect(await screen.findByRole('link', { name: 'All products' })).toHaveAttribute('href', '/search');
});
