// The two interface languages. zh-tw is the default: anything that is not clearly English
// (a missing attribute, 'zh-Hant-TW', garbage) reads as zh-tw.

export const LANGUAGES = ['zh-tw', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-tw';

/** The cookie naming the visitor's chosen language, so the server renders pages in it. */
export const LANGUAGE_COOKIE = 'storefront_lang';
/** How long the language cookie keeps the visitor's choice: a year. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 31_536_000;

/**
 * The cookie the server sets on its pages when it runs the sandbox providers (the demo, not
 * production): the page frame then says that it is a demo, where nothing is paid or shipped.
 */
export const DEMO_MODE_COOKIE = 'storefront_demo';

export function parseLanguage(value: string | null | undefined): Language {
  return value?.trim().toLowerCase().startsWith('en') ? 'en' : DEFAULT_LANGUAGE;
}

// Language in URLs, one rule for every link the storefront builds and every path it receives:
// - a page has one path in every language; its language is the URL's `?lang=` (which also sets
//   the language cookie) or else the language cookie;
// - the one exception is the specification's checkout: `/{lang}/checkout` for a non-default
//   language (`/en/checkout/payment`), `/checkout` for the default; that prefix names the page's
//   language as `?lang=` does;
// - any other path under a language prefix (`/en/member/orders`: an old link, a shared one, a
//   provider's return URL) is answered with a redirect to the same path without the prefix plus
//   `?lang={lang}`, its query kept, never off the site (languageRedirect).

/** URL prefix of a language: none for the default, `/en` for English. */
export function languagePrefix(lang: Language): string {
  return lang === DEFAULT_LANGUAGE ? '' : `/${lang}`;
}

/** `/checkout`, or `/{lang}/checkout` for non-default languages. */
export function checkoutUrl(lang: Language): string {
  return `${languagePrefix(lang)}/checkout`;
}

// A first path segment naming a language, in any case (the router matches paths so).
const PREFIXED = new RegExp(`^/(${LANGUAGES.join('|')})(?=[/?#]|$)`, 'i');

/** The language a path's first segment names (`/en/...` → 'en'), or null when it names none. */
export function pathLanguage(pathname: string): Language | null {
  const match = PREFIXED.exec(pathname);
  return match ? (match[1]!.toLowerCase() as Language) : null;
}

/** The path without its language prefix (`/en/checkout/payment` → `/checkout/payment`, `/en` → `/`). */
export function withoutLanguagePrefix(pathname: string): string {
  return pathLanguage(pathname) ? pathname.replace(PREFIXED, '') || '/' : pathname;
}

/** Whether a path (without prefix) is the checkout, the one area whose path carries the language. */
function isCheckoutPath(pathname: string): boolean {
  return /^\/checkout(?=[/?#]|$)/i.test(pathname);
}

/**
 * The path of a page in a language, by the rule above: the checkout's with the language's prefix,
 * every other page's unchanged. Give it a path with or without a prefix (and any query or hash).
 */
export function localizedPath(path: string, lang: Language): string {
  const bare = withoutLanguagePrefix(path);
  return isCheckoutPath(bare) ? `${languagePrefix(lang)}${bare}` : bare;
}

/**
 * Where the page goes when the visitor switches to `lang`: its path in that language (the
 * checkout's prefix follows, localizedPath), without a `?lang=` that would bring the other
 * language back on the next load.
 */
export function switchedLanguageUrl(lang: Language, pathname: string, search = '', hash = ''): string {
  const query = new URLSearchParams(search);
  query.delete('lang');
  const rest = query.toString();
  return `${localizedPath(pathname, lang)}${rest ? `?${rest}` : ''}${hash}`;
}

/** Whether a path with a language prefix is a page of its own (`/en/checkout/...`), not one to redirect. */
export function isLanguagePage(pathname: string): boolean {
  const lang = pathLanguage(pathname);
  return lang !== null && lang !== DEFAULT_LANGUAGE && isCheckoutPath(withoutLanguagePrefix(pathname));
}

/**
 * Where a request for a language-prefixed path goes: the same path without the prefix, with
 * `?lang={lang}` added to its query (an earlier `lang` replaced), or null when the path is not
 * prefixed or is a page of its own (the checkout's `/en/checkout`). The target always stays on the
 * site: `/en//evil.example` goes to `/evil.example?lang=en`, never to another host.
 */
export function languageRedirect(pathname: string, search = ''): string | null {
  const lang = pathLanguage(pathname);
  if (!lang || isLanguagePage(pathname)) return null;
  // Slashes and backslashes after the prefix collapse to one: '//host' and '/\host' name a host.
  const path = `/${withoutLanguagePrefix(pathname).replace(/^[/\\]+/, '')}`;
  const query = new URLSearchParams(search);
  query.delete('lang');
  query.append('lang', lang);
  const target = `${path}?${query.toString()}`;
  return safeSitePath(target) ? target : `/?lang=${lang}`;
}

// A same-site path: one leading slash, no backslash or control character, that a URL parser
// keeps on the origin it is resolved against.
function safeSitePath(path: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (!path.startsWith('/') || path.startsWith('//') || /[\u0000-\u001f\u007f\\]/.test(path)) return false;
  try {
    return new URL(path, 'http://site.invalid').origin === 'http://site.invalid';
  } catch {
    return false;
  }
}
