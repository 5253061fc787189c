// The language a page is rendered in: the URL's `?lang=` when it names one (the hreflang
// alternates, the sitemap and shared English links carry it), else the language its path's prefix
// names (only the specification's `/en/checkout` has one: every other prefixed path is redirected
// to its one path with `?lang=`, contracts format/language.ts), otherwise the language cookie.
// A page asked for in another language than the cookie's also sets the cookie (app.ts), so the
// browser, which reads the cookie, goes on in the language the page came in: one source of the
// language for the server's render, the page's <head> and the browser alike.
import { LANGUAGE_COOKIE, LANGUAGES, pathLanguage, type Language } from '@storefront/contracts';
import { languageOf } from './first-screen';

/**
 * The language the URL asks for: its `?lang=`, else its path's prefix (`/en/checkout`), or null
 * when it names none of the shop's.
 */
export function urlLanguage(pathname: string, search: URLSearchParams): Language | null {
  const asked = search.get('lang');
  return LANGUAGES.find((lang) => lang === asked) ?? pathLanguage(pathname);
}

/** The page's language: the URL's, else the cookie's (the default language without either). */
export function pageLanguage(pathname: string, search: URLSearchParams, cookieValue: string | undefined): Language {
  return urlLanguage(pathname, search) ?? languageOf(cookieValue);
}

/**
 * The request's Cookie header with the language cookie saying `lang`: what the page's own calls,
 * made in process for its first screen, carry (their messages then come in the page's language).
 */
export function cookieHeaderIn(lang: Language, header: string | undefined): string {
  return [withoutCookie(header, LANGUAGE_COOKIE), `${LANGUAGE_COOKIE}=${lang}`].filter(Boolean).join('; ');
}

/** A Cookie header without the named cookie (a member's header without their session: a visitor's). */
export function withoutCookie(header: string | undefined, name: string): string {
  return (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith(`${name}=`))
    .join('; ');
}
