// The header's search box: suggestions while typing, and a search made before they arrive that
// is not covered by them on the results page.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../locales/catalogs';
import { SearchBox } from './search-box';

const suggestions = {
  status: 200,
  products: [{ productId: 7, title: '台灣高山烏龍茶 150g', slug: 'alishan-oolong' }],
  brands: [{ id: 2, title: '阿里山茶園' }],
  categories: [],
};

/** Longer than the box waits after the last key before asking for suggestions. */
const pastTheDebounce = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));

test('suggests products and brands for what was typed', async () => {
  const { calls } = fakeServer({ 'GET /api/product/suggest': { body: suggestions } });
  renderScreen(<SearchBox />, { catalogs });
  const box = screen.getByRole('combobox', { name: '搜尋商品' });
  await userEvent.type(box, '茶');
  expect(await screen.findByRole('option', { name: /台灣高山烏龍茶 150g/ })).toBeVisible();
  expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(calls.map((call) => call.path)).toEqual([`/api/product/suggest?q=${encodeURIComponent('茶')}`]);
});

test('a search made before the suggestions are asked for asks for none', async () => {
  const { calls } = fakeServer({ 'GET /api/product/suggest': { body: suggestions } });
  renderScreen(<SearchBox />, { catalogs });
  const box = screen.getByRole('combobox', { name: '搜尋商品' });
  await userEvent.type(box, '茶{Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent(`/search?q=${encodeURIComponent('茶')}`);
  await pastTheDebounce();
  expect(calls).toEqual([]);
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('option')).toBeNull();
});

test('suggestions that arrive after the search do not open over the results', async () => {
  let answer: (value: { body: typeof suggestions }) => void = () => {};
  const { calls } = fakeServer({ 'GET /api/product/suggest': () => new Promise((resolve) => (answer = resolve)) });
  renderScreen(<SearchBox />, { catalogs });
  const box = screen.getByRole('combobox', { name: '搜尋商品' });
  await userEvent.type(box, '茶');
  await pastTheDebounce();
  expect(calls).toHaveLength(1);
  await userEvent.keyboard('{Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent(`/search?q=${encodeURIComponent('茶')}`);
  await act(async () => answer({ body: suggestions }));
  await pastTheDebounce();
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('option')).toBeNull();
});
