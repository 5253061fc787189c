// The demo's notice shows when the server's page said it runs the sandbox, in both languages,
// and not otherwise (production sets no cookie).
import { screen } from '@testing-library/react';
import { renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../locales/catalogs';
import { DemoBanner } from './demo-banner';

afterEach(() => {
  document.cookie = 'storefront_demo=; path=/; max-age=0';
});

test('says it is a demo where nothing is paid or shipped, in Chinese and English', async () => {
  document.cookie = 'storefront_demo=1; path=/';
  const { unmount } = renderScreen(<DemoBanner />, { catalogs });
  expect(await screen.findByRole('note')).toHaveTextContent('示範網站：付款為模擬，不會扣款，訂單不會出貨');
  unmount();
  renderScreen(<DemoBanner />, { catalogs, lang: 'en' });
  expect(await screen.findByRole('note')).toHaveTextContent('Demo site: payments are simulated, nothing is charged and no order ships');
});

test('shows nothing without the cookie', () => {
  renderScreen(<DemoBanner />, { catalogs });
  expect(screen.queryByRole('note')).toBeNull();
});
