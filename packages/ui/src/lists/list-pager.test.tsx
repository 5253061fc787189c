import { screen } from '@testing-library/react';
import { renderScreen } from '../testing';
import { ListPager, ListTotal, pageWindow } from './list-pager';
import './index';

test('the pages around the current one, the first and the last, gaps between', () => {
  expect(pageWindow(1, 1)).toEqual([1]);
  expect(pageWindow(1, 10)).toEqual([1, 2, 3, null, 10]);
  expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
  expect(pageWindow(20, 20)).toEqual([1, null, 18, 19, 20]);
});

test('links to each page keep the rest of the URL; the current page is marked', () => {
  const href = (page: number) => (page === 1 ? '?q=tea' : `?q=tea&page=${page}`);
  renderScreen(<ListPager page={2} pageSize={20} total={45} pageHref={href} />, { catalogs: { 'zh-tw': {}, en: {} } });
  expect(screen.getByRole('link', { name: '上一頁' })).toHaveAttribute('href', '/?q=tea');
  expect(screen.getByRole('link', { name: '第 3 頁' })).toHaveAttribute('href', '/?q=tea&page=3');
  expect(screen.getByText('2')).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: '下一頁' })).toHaveAttribute('href', '/?q=tea&page=3');
});

test('one page: no pager', () => {
  const { container } = renderScreen(<ListPager page={1} pageSize={20} total={7} pageHref={() => '?'} />, {
    catalogs: { 'zh-tw': {}, en: {} },
  });
  expect(container.querySelector('nav')).toBeNull();
});

test('the total says where the page is, and "more than" for a search counted up to its cap, in both languages', () => {
  const catalogs = { 'zh-tw': {}, en: {} };
  const { unmount } = renderScreen(<ListTotal page={2} pageSize={20} total={45} />, { catalogs });
  expect(screen.getByTestId('list-total')).toHaveTextContent('第 21–40 筆，共 45 筆');
  unmount();
  const capped = renderScreen(<ListTotal page={3} pageSize={20} total={1000} totalCapped />, { catalogs });
  expect(screen.getByTestId('list-total')).toHaveTextContent('第 41–60 筆，超過 1000 筆');
  capped.unmount();
  renderScreen(<ListTotal page={3} pageSize={20} total={1000} totalCapped />, { catalogs, lang: 'en' });
  expect(screen.getByTestId('list-total')).toHaveTextContent('41–60 of more than 1000');
});

test('a page past the last names only the whole, not the last record as if it were on that page', () => {
  const catalogs = { 'zh-tw': {}, en: {} };
  const { unmount } = renderScreen(<ListTotal page={9} pageSize={20} total={9} />, { catalogs });
  expect(screen.getByTestId('list-total')).toHaveTextContent(/^共 9 筆$/);
  unmount();
  const last = renderScreen(<ListTotal page={1} pageSize={20} total={9} />, { catalogs });
  expect(screen.getByTestId('list-total')).toHaveTextContent('第 1–9 筆，共 9 筆');
  last.unmount();
  renderScreen(<ListTotal page={2} pageSize={20} total={0} />, { catalogs, lang: 'en' });
  expect(screen.getByTestId('list-total')).toHaveTextContent(/^0 in all$/);
});
