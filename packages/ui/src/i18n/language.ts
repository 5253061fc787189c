// The interface language of the page. The host page's <html lang> attribute holds it; switching
// sets the attribute, remembers the choice and announces it on the bus so every app re-renders.
import { parseLanguage, publish, subscribe, type Language } from '@storefront/contracts';
import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'storefront_lang';
const HTML_LANG: Record<Language, string> = { 'zh-tw': 'zh-Hant-TW', en: 'en' };

export function readDocumentLanguage(): Language {
  return parseLanguage(document.documentElement.getAttribute('lang'));
}

/** The language the visitor chose earlier, if local storage holds a valid one. */
export function rememberedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'en' || value === 'zh-tw' ? value : null;
  } catch {
    return null;
  }
}

export function setLanguage(lang: Language, options: { remember?: boolean } = {}): void {
  document.documentElement.setAttribute('lang', HTML_LANG[lang]);
  if (options.remember) {
    try {
      window.localStorage.setItem(STORAGE_KEY, lang);
    } catch {
      // Storage refused (private mode): the choice holds for this page only.
    }
  }
  publish('language-changed', { lang });
}

function subscribeToLanguage(onChange: () => void): () => void {
  return subscribe('language-changed', onChange);
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribeToLanguage, readDocumentLanguage, () => 'zh-tw');
}
