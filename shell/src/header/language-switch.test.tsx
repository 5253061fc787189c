// The language switch keeps the page at its path in the new language (contracts format/language.ts):
// the checkout moves between /checkout and /en/checkout, every other page keeps its one path and
// loses a ?lang= that would bring the other language back on the next load.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../locales/catalogs';
import { LanguageSwitch } from './language-switch';

test.each([
  ['/en/checkout/payment', 'en', '中文', '/checkout/payment'],
  ['/checkout/delivery', 'zh-tw', 'English', '/en/checkout/delivery'],
  ['/search?q=tea&lang=en', 'en', '中文', '/search?q=tea'],
  ['/member/order/12', 'zh-tw', 'English', '/member/order/12'],
] as const)('on %s in %s, %s goes to %s', async (route, lang, button, there) => {
  renderScreen(<LanguageSwitch />, { catalogs, route, lang });
  await userEvent.click(screen.getByRole('button', { name: button }));
  // The new language's texts are fetched first; then the page moves.
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(there));
  expect(document.cookie).toContain(`storefront_lang=${lang === 'en' ? 'zh-tw' : 'en'}`);
});
