// The interface language of the page. The host page's <html lang> attribute holds it; switching
// sets the attribute, remembers the choice and announces it on the bus so every app re-renders.
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, parseLanguage, publish, subscribe, type Language } from '@storefront/contracts';
import { useContext, useSyncExternalStore } from 'react';
import { ServerRenderContext } from '../server/server-render-context';

const STORAGE_KEY = 'storefront_lang';
const HTML_LANG: Record<Language, string> = { 'zh-tw': 'zh-Hant-TW', en: 'en' };

export function readDocumentLanguage(): Language {
  return parseLanguage(document.documentElement.getAttribute('lang'));
}

/** The language the language cookie names, if it holds a valid one. */
function cookieLanguage(): Language | null {
  const value = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  return value === 'en' || value === 'zh-tw' ? value : null;
}

/**
 * The language the visitor chose earlier. The language cookie comes first: the server renders
 * pages in the language it names, so the browser's pages follow the same choice (one source for
 * both); local storage holds the choices made before the cookie existed.
 */
export function rememberedLanguage(): Language | null {
  const fromCookie = cookieLanguage();
  if (fromCookie) return fromCookie;
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
    // The server renders the next page's first screen in this language.
    document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
  }
  publish('language-changed', { lang });
}

function subscribeToLanguage(onChange: () => void): () => void {
  return subscribe('language-changed', onChange);
}

export function useLanguage(): Language {
  // On the server there is no document: the page is rendered in the language its request asked
  // for, which the render carries (a context: renders of different requests run at the same time).
  // While React adopts server-rendered HTML in the browser it reads the page's <html lang>, which
  // the server wrote in the language it rendered.
  const render = useContext(ServerRenderContext);
  const languageOfServerRender = render ? () => render.lang : readDocumentLanguage;
  return useSyncExternalStore(subscribeToLanguage, readDocumentLanguage, languageOfServerRender);
}
