// The countdown on a page the server rendered: adopted in the browser a minute later, it neither
// fails the adoption nor keeps showing the server's minutes.
import { act } from '@testing-library/react';
import { AppI18nProvider, setLanguage } from '@storefront/ui';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { catalogs } from '../../locales/catalogs';
import { AuctionCountdown } from './auction-countdown';

const SERVER_TIME = Date.parse('2026-11-24T06:00:00Z');
const END = new Date(SERVER_TIME + 2 * 86_400_000 + 3 * 3_600_000 + 10 * 60_000).toISOString();

const countdown = () => (
  <AppI18nProvider catalogs={catalogs}>
    <AuctionCountdown endDate={END} onEnd={() => undefined} />
  </AppI18nProvider>
);

test('adopted a minute after the server rendered it, the countdown shows the minute it is now', async () => {
  setLanguage('zh-tw');
  const clock = jest.spyOn(Date, 'now').mockReturnValue(SERVER_TIME);
  const container = document.createElement('div');
  container.innerHTML = renderToString(countdown());
  document.body.append(container);
  expect(container).toHaveTextContent('剩餘 2 天 3 時 10 分');

  clock.mockReturnValue(SERVER_TIME + 60_000);
  const failures: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, countdown(), { onRecoverableError: (error) => failures.push(error) });
  });
  expect(failures).toEqual([]);
  expect(container).toHaveTextContent('剩餘 2 天 3 時 9 分');
  clock.mockRestore();
});
