// Each app owns its catalogs and its own lingui instance, so two remotes on one page never
// overwrite each other's messages; the design system's messages are merged into every instance.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Language } from '@storefront/contracts';
import { useMemo, type ReactNode } from 'react';
import { messages as uiEn } from '../locales/en/messages';
import { messages as uiZh } from '../locales/zh-tw/messages';
import { useLanguage } from './language';

export type Catalogs = Record<Language, Messages>;

/**
 * The messages of the design system's parts that are loaded (@storefront/ui/orders, /lists,
 * /address): each part adds its own when it loads (addPartCatalogs), so the core's catalog, on
 * every page, does not carry them. Every app's messages inherit from these (their prototype), so
 * a part loaded after an app's i18n was made, by a screen opened later, is read there too.
 */
const partMessages: Catalogs = { 'zh-tw': Object.create(null) as Messages, en: Object.create(null) as Messages };

/** Called by a part of the design system as it loads, with its catalogs. */
export function addPartCatalogs(catalogs: Catalogs): void {
  Object.assign(partMessages['zh-tw'], catalogs['zh-tw']);
  Object.assign(partMessages.en, catalogs.en);
}

/** An app's messages in one language: its own over the design system's, over the loaded parts'. */
function messagesOf(lang: Language, ui: Messages, app: Messages): Messages {
  return Object.assign(Object.create(partMessages[lang]) as Messages, ui, app);
}

export function createAppI18n(catalogs: Catalogs, lang: Language): I18n {
  return setupI18n({
    locale: lang,
    messages: {
      'zh-tw': messagesOf('zh-tw', uiZh, catalogs['zh-tw']),
      en: messagesOf('en', uiEn, catalogs.en),
    },
  });
}

export function AppI18nProvider({ catalogs, children }: { catalogs: Catalogs; children: ReactNode }) {
  const lang = useLanguage();
  const i18n = useMemo(() => createAppI18n(catalogs, lang), [catalogs, lang]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
