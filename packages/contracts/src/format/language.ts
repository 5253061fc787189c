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

/** URL prefix of a language: none for the default, `/en` for English. */
export function languagePrefix(lang: Language): string {
  return lang === DEFAULT_LANGUAGE ? '' : `/${lang}`;
}

/** `/checkout`, or `/{lang}/checkout` for non-default languages. */
export function checkoutUrl(lang: Language): string {
  return `${languagePrefix(lang)}/checkout`;
}
