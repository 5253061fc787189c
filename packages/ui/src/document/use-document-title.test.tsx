// The <title> names the screen and the site in the page language; a screen's own title wins over
// its route's default, and leaving the screen gives the title back.
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { AppI18nProvider } from '../i18n/app-i18n-provider';
import { setLanguage } from '../i18n/language';
import { useDocumentTitle } from './use-document-title';

const noCatalogs = { 'zh-tw': {}, en: {} };

function Titled({ screen, fallback }: { screen: string | null | undefined; fallback?: boolean }) {
  useDocumentTitle(screen, { fallback });
  return null;
}

beforeEach(() => {
  setLanguage('zh-tw');
  document.title = '';
});

test('names the screen and the site, in the page language', () => {
  render(
    <AppI18nProvider catalogs={noCatalogs}>
      <Titled screen="購物車" />
    </AppI18nProvider>,
  );
  expect(document.title).toBe('購物車 | 台灣市集');
  act(() => setLanguage('en'));
  expect(document.title).toBe('購物車 | Taiwan Market');
});

test('the site name alone for the home page', () => {
  render(
    <AppI18nProvider catalogs={noCatalogs}>
      <Titled screen={null} />
    </AppI18nProvider>,
  );
  expect(document.title).toBe('台灣市集');
});

test("a screen's own title wins over the route's default, which comes back when the screen leaves", () => {
  function Route() {
    const [inner, setInner] = useState<boolean>(true);
    return (
      <>
        <button type="button" onClick={() => setInner(false)}>
          leave
        </button>
        <Titled screen="商品" fallback />
        {inner && <Titled screen="手工皂" />}
      </>
    );
  }
  render(
    <AppI18nProvider catalogs={noCatalogs}>
      <Route />
    </AppI18nProvider>,
  );
  expect(document.title).toBe('手工皂 | 台灣市集');
  act(() => screen.getByRole('button', { name: 'leave' }).click());
  expect(document.title).toBe('商品 | 台灣市集');
});

test('a screen that does not know its name yet keeps the default', () => {
  render(
    <AppI18nProvider catalogs={noCatalogs}>
      <Titled screen="商品" fallback />
      <Titled screen={undefined} />
    </AppI18nProvider>,
  );
  expect(document.title).toBe('商品 | 台灣市集');
});

test("on a page the server rendered, its title stays while the route's default waits for the screen's", () => {
  // The page as the server sent it: the product's title and the first screen's data beside the HTML.
  document.title = '竹筷禮盒 | 台灣市集';
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'first-screen-data';
  data.textContent = '{}';
  document.body.append(data);
  // A page load of its own: the module reads the page as it starts.
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- a fresh module registry for one page load */
    const { act: freshAct, render: freshRender } = require('@testing-library/react/pure') as typeof import('@testing-library/react');
    const { AppI18nProvider: Provider } = require('../i18n/app-i18n-provider') as typeof import('../i18n/app-i18n-provider');
    const { useDocumentTitle: useTitle } = require('./use-document-title') as typeof import('./use-document-title');
    /* eslint-enable @typescript-eslint/no-require-imports */
    function Title({ screen, fallback }: { screen: string | undefined; fallback?: boolean }) {
      useTitle(screen, { fallback });
      return null;
    }
    function Page({ product }: { product: boolean }) {
      return (
        <Provider catalogs={noCatalogs}>
          <Title screen="商品" fallback />
          {product ? <Title screen="竹筷禮盒" /> : null}
        </Provider>
      );
    }
    const { rerender, unmount } = freshRender(<Page product={false} />);
    // The shell's route default arrives first: the server's title stays.
    expect(document.title).toBe('竹筷禮盒 | 台灣市集');
    freshAct(() => rerender(<Page product />));
    expect(document.title).toBe('竹筷禮盒 | 台灣市集');
    // Once the page has moved on, the route's default is the title again.
    freshAct(() => rerender(<Page product={false} />));
    expect(document.title).toBe('商品 | 台灣市集');
    unmount();
  });
  data.remove();
});
