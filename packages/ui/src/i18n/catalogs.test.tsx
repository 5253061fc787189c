// English texts are fetched the first time they are needed: once per catalog however many ask, again
// after a failed fetch; a screen in a language not fetched yet waits for its texts (Suspense), and
// a language switch can fetch every declared app's texts first.
import { Trans } from '@lingui/react/macro';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { AppI18nProvider } from './app-i18n-provider';
import { catalogNow, defineCatalogs, loadCatalog, preloadLanguage, type CatalogLoader } from './catalogs';
import { setLanguage } from './language';

/** A loader the test settles by hand, counting its calls. */
function manualLoader(messages: Record<string, string>) {
  const calls = { count: 0 };
  const settles: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const loader: CatalogLoader = () => {
    calls.count += 1;
    return new Promise((resolve, reject) => settles.push({ resolve: () => resolve({ messages }), reject }));
  };
  return { loader, calls, settles };
}

afterEach(() => act(() => setLanguage('zh-tw')));

test('one fetch however many ask; the texts are at hand once it settles', async () => {
  const { loader, calls, settles } = manualLoader({ a: 'A' });
  const first = loadCatalog(loader);
  expect(loadCatalog(loader)).toBe(first);
  expect(catalogNow(loader)).toBeUndefined();
  settles[0]!.resolve();
  await expect(first).resolves.toEqual({ a: 'A' });
  expect(catalogNow(loader)).toEqual({ a: 'A' });
  expect(calls.count).toBe(1);
});

test('a failed fetch is forgotten: the next ask fetches again', async () => {
  const { loader, calls, settles } = manualLoader({ b: 'B' });
  const failed = loadCatalog(loader);
  settles[0]!.reject(new Error('offline'));
  await expect(failed).rejects.toThrow('offline');
  const retry = loadCatalog(loader);
  expect(calls.count).toBe(2);
  settles[1]!.resolve();
  await expect(retry).resolves.toEqual({ b: 'B' });
});

test('shipped texts are at hand at once', () => {
  const shipped = { c: 'C' };
  expect(catalogNow(shipped)).toBe(shipped);
});

test('preloadLanguage fetches the texts of every declared catalog in that language only', async () => {
  const english = manualLoader({ d: 'D' });
  defineCatalogs({ 'zh-tw': { d: '丁' }, en: english.loader });
  const preload = preloadLanguage('en');
  expect(english.calls.count).toBe(1);
  english.settles[0]!.resolve();
  await preload;
  expect(catalogNow(english.loader)).toEqual({ d: 'D' });
});

function Greeting() {
  return (
    <p>
      <Trans id="catalogs-test-greeting">你好</Trans>
    </p>
  );
}

test('a screen shown in a language whose texts are not fetched waits for them, then speaks it', async () => {
  const english = manualLoader({ 'catalogs-test-greeting': 'Hello' });
  const catalogs = { 'zh-tw': { 'catalogs-test-greeting': '你好' }, en: english.loader };
  act(() => setLanguage('en'));
  render(
    <Suspense fallback={<p>loading texts</p>}>
      <AppI18nProvider catalogs={catalogs}>
        <Greeting />
      </AppI18nProvider>
    </Suspense>,
  );
  expect(screen.getByText('loading texts')).toBeInTheDocument();
  await act(async () => english.settles[0]!.resolve());
  expect(await screen.findByText('Hello')).toBeInTheDocument();
});
