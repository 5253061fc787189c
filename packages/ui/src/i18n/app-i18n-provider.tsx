// Each app owns its catalogs and its own lingui instance, so two remotes on one page never
// overwrite each other's messages; the design system's messages are merged into every instance.
// A language whose texts are not fetched yet suspends the app until they are (catalogs.ts): on a
// page the server rendered, its HTML stays as it is meanwhile.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Language } from '@storefront/contracts';
import { useMemo, type ReactNode } from 'react';
import { messages as uiZh } from '../locales/zh-tw/messages';
import { catalogNow, defineCatalogs, loadCatalog, type CatalogSource, type Catalogs } from './catalogs';
import { useLanguage } from './language';

/** The design system's own texts. */
const uiCatalogs = defineCatalogs({ 'zh-tw': uiZh, en: () => import('../locales/en/messages') });

/**
 * The messages of the design system's parts that are loaded (@storefront/ui/orders, /lists,
 * /address): each part adds its own when it loads (addPartCatalogs), so the core's catalog, on
 * every page, does not carry them. Every app's messages inherit from these (their prototype), so
 * a part loaded after an app's i18n was made, by a screen opened later, is read there too.
 */
const partMessages: Record<Language, Messages> = { 'zh-tw': Object.create(null) as Messages, en: Object.create(null) as Messages };

/** Called by a part of the design system as it loads, with its catalogs. */
export function addPartCatalogs(catalogs: Record<Language, Messages>): void {
  Object.assign(partMessages['zh-tw'], catalogs['zh-tw']);
  Object.assign(partMessages.en, catalogs.en);
}

/** An app's messages in one language: its own over the design system's, over the loaded parts'. */
function messagesOf(lang: Language, ui: Messages, app: Messages): Messages {
  return Object.assign(Object.create(partMessages[lang]) as Messages, ui, app);
}

function i18nOf(lang: Language, ui: Messages, app: Messages): I18n {
  return setupI18n({ locale: lang, messages: { [lang]: messagesOf(lang, ui, app) } });
}

/** An app's lingui instance in a language whose texts are at hand (shipped or fetched). */
export function createAppI18n(catalogs: Catalogs, lang: Language): I18n {
  const ui = catalogNow(uiCatalogs[lang]);
  const app = catalogNow(catalogs[lang]);
  if (!ui || !app) throw new Error(`the ${lang} texts are not fetched yet (preloadLanguage)`);
  return i18nOf(lang, ui, app);
}

/**
 * A source's messages, suspending the caller while they are fetched: the fetch's promise is thrown
 * to the nearest Suspense boundary, which renders the app again once it settles (the way React.lazy
 * suspends). Not use(): a render that calls use() must call it again when replayed, while here
 * the replay finds the messages at hand, and use() of even a settled promise changes how React's
 * act() runs a screen test's updates.
 */
function catalogOrSuspend(source: CatalogSource): Messages {
  const now = catalogNow(source);
  if (now) return now;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's protocol: a thenable
  throw loadCatalog(source);
}

export function AppI18nProvider({ catalogs, children }: { catalogs: Catalogs; children: ReactNode }) {
  const lang = useLanguage();
  const ui = catalogOrSuspend(uiCatalogs[lang]);
  const app = catalogOrSuspend(catalogs[lang]);
  const i18n = useMemo(() => i18nOf(lang, ui, app), [lang, ui, app]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
