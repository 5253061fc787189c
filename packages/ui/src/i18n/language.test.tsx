// The language lives on <html lang>; switching it re-renders every app in the new language.
import { Trans } from '@lingui/react/macro';
import { act, render, screen } from '@testing-library/react';
import { AppI18nProvider } from './app-i18n-provider';
import { readDocumentLanguage, rememberedLanguage, setLanguage, useLanguage } from './language';

function Greeting() {
  const lang = useLanguage();
  return (
    <p>
      {lang}: <Trans>重試</Trans>
    </p>
  );
}

const noCatalogs = { 'zh-tw': {}, en: {} };

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'storefront_lang=; path=/; max-age=0';
  setLanguage('zh-tw');
});

test('switching the language changes texts, including the design system ones', () => {
  render(
    <AppI18nProvider catalogs={noCatalogs}>
      <Greeting />
    </AppI18nProvider>,
  );
  expect(screen.getByText(/zh-tw/)).toHaveTextContent('zh-tw: 重試');
  act(() => setLanguage('en'));
  expect(screen.getByText(/en/)).toHaveTextContent('en: Retry');
  expect(document.documentElement.getAttribute('lang')).toBe('en');
  expect(readDocumentLanguage()).toBe('en');
});

test('the choice is remembered only when asked, and junk in storage is ignored', () => {
  setLanguage('en');
  expect(rememberedLanguage()).toBeNull();
  setLanguage('en', { remember: true });
  expect(rememberedLanguage()).toBe('en');
  document.cookie = 'storefront_lang=; path=/; max-age=0';
  window.localStorage.setItem('storefront_lang', '<script>');
  expect(rememberedLanguage()).toBeNull();
});

test('the language cookie alone names the language, as the server reads it, and wins over storage', () => {
  document.cookie = 'storefront_lang=en; path=/';
  expect(rememberedLanguage()).toBe('en');
  window.localStorage.setItem('storefront_lang', 'zh-tw');
  expect(rememberedLanguage()).toBe('en');
  document.cookie = 'storefront_lang=junk; path=/';
  expect(rememberedLanguage()).toBe('zh-tw');
});
