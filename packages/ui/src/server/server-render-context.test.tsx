/**
 * @jest-environment node
 */
// A server render's screens read the render's own language and answers and name the page to it:
// renders of different requests do not mix.
import { renderToString } from 'react-dom/server';
import { useApiData } from '../api/use-api-data';
import { serverDocumentTitle, useDocumentTitle } from '../document/use-document-title';
import { AppI18nProvider } from '../i18n/app-i18n-provider';
import { useLanguage } from '../i18n/language';
import { createServerRender, ServerRenderContext, type ServerRender } from './server-render-context';

const noCatalogs = { 'zh-tw': {}, en: {} };
const KEY = '/api/product/detail/tray';

function Screen() {
  const lang = useLanguage();
  const { state, data } = useApiData<string>(() => new Promise(() => undefined), [], { firstScreen: KEY });
  useDocumentTitle(data);
  return <p>{`${lang} ${state} ${data ?? ''}`}</p>;
}

const renderIn = (render: ServerRender) =>
  renderToString(
    <ServerRenderContext value={render}>
      <AppI18nProvider catalogs={noCatalogs}>
        <Screen />
      </AppI18nProvider>
    </ServerRenderContext>,
  );

test("each render shows its own language and answer, and its screens' title goes to it", () => {
  const tea = createServerRender('en', { [KEY]: 'Black tea' });
  const oolong = createServerRender('zh-tw', { [KEY]: '凍頂烏龍茶' });
  expect(renderIn(tea)).toBe('<p>en ready Black tea</p>');
  expect(renderIn(oolong)).toBe('<p>zh-tw ready 凍頂烏龍茶</p>');
  expect(serverDocumentTitle(tea)).toBe('Black tea | Taiwan Market');
  expect(serverDocumentTitle(oolong)).toBe('凍頂烏龍茶 | 台灣市集');
});

test('a render without an answer for the call shows it loading and asks for no title', () => {
  const empty = createServerRender('zh-tw', {});
  expect(renderIn(empty)).toBe('<p>zh-tw loading </p>');
  expect(serverDocumentTitle(empty)).toBeUndefined();
});
