// A failed load is never a dead end: a retry where trying again can help, a way back otherwise.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppI18nProvider } from '../i18n/app-i18n-provider';
import { setLanguage } from '../i18n/language';
import { ErrorState } from './error-state';

const show = (element: React.ReactElement, lang: 'zh-tw' | 'en' = 'zh-tw') => {
  setLanguage(lang);
  return render(
    <MemoryRouter>
      <AppI18nProvider catalogs={{ 'zh-tw': {}, en: {} }}>{element}</AppI18nProvider>
    </MemoryRouter>,
  );
};

test('a failure with nothing to retry (a 403, a 404) leads back home', () => {
  show(<ErrorState title="此功能僅供搭檔使用" />);
  expect(screen.getByRole('alert')).toHaveTextContent('此功能僅供搭檔使用');
  expect(screen.getByRole('link', { name: '回首頁' })).toHaveAttribute('href', '/');
});

test('in English', () => {
  show(<ErrorState title="Partners only" />, 'en');
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});

test('a failure that can be retried offers the retry, and the way back it is given', async () => {
  const retry = jest.fn();
  show(<ErrorState detail="500 error:oops" onRetry={retry} back={{ to: '/member', label: '會員中心' }} />);
  await userEvent.click(screen.getByRole('button', { name: '重試' }));
  expect(retry).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('link', { name: '會員中心' })).toHaveAttribute('href', '/member');
});
