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

export function createAppI18n(catalogs: Catalogs, lang: Language): I18n {
  const ui: Catalogs = { 'zh-tw': uiZh, en: uiEn };
  return setupI18n({
    locale: lang,
    messages: {
      'zh-tw': { ...ui['zh-tw'], ...catalogs['zh-tw'] },
      en: { ...ui.en, ...catalogs.en },
    },
  });
}

export function AppI18nProvider({ catalogs, children }: { catalogs: Catalogs; children: ReactNode }) {
  const lang = useLanguage();
  const i18n = useMemo(() => createAppI18n(catalogs, lang), [catalogs, lang]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
