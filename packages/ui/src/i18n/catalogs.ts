// Where an app's compiled messages come from. The source language's (zh-tw, the marketplace's
// first language and the language of the code) ship with the code; another language's are a
// loader, fetched the first time a page is shown in it, so a visitor downloads the texts of the
// language they read only (about 2.6 KB gzip less on a product or listing page in zh-tw).
//
// An app declares its catalogs with defineCatalogs, so that a language switch can fetch every
// loaded app's texts before the page changes language (preloadLanguage), not area by area after.
import type { Messages } from '@lingui/core';
import type { Language } from '@storefront/contracts';

/** A language's compiled messages module (lingui's compiled messages.ts), fetched on demand. */
export type CatalogLoader = () => Promise<{ messages: Messages }>;
export type CatalogSource = Messages | CatalogLoader;
export type Catalogs = Record<Language, CatalogSource>;

/**
 * A catalog's messages as a promise React's use() reads at once once settled: it keeps the
 * status and value on the promise, as React does for promises it has seen.
 */
type TrackedPromise = Promise<Messages> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: Messages };

/** The one promise of each source (shipped messages are settled from the start). */
const promises = new WeakMap<CatalogSource, TrackedPromise>();
const declared = new Set<Catalogs>();

/** An app's catalogs, known to preloadLanguage from when its code is loaded. */
export function defineCatalogs(catalogs: Catalogs): Catalogs {
  declared.add(catalogs);
  return catalogs;
}

/** The messages of a source when they are at hand (shipped, or fetched before), else undefined. */
export function catalogNow(source: CatalogSource): Messages | undefined {
  if (typeof source !== 'function') return source;
  const promise = promises.get(source);
  return promise?.status === 'fulfilled' ? promise.value : undefined;
}

/**
 * The messages of a source: one promise per source however many ask, the same until it settles
 * and after (React's use() needs that). A failed fetch is forgotten, so a retry fetches again.
 */
export function loadCatalog(source: CatalogSource): Promise<Messages> {
  let promise = promises.get(source);
  if (promise) return promise;
  if (typeof source !== 'function') {
    promise = Object.assign(Promise.resolve(source), { status: 'fulfilled' as const, value: source });
  } else {
    const fetching: TrackedPromise = source().then(
      ({ messages }) => Object.assign(fetching, { status: 'fulfilled' as const, value: messages }).value,
      (error: unknown) => {
        promises.delete(source);
        fetching.status = 'rejected';
        throw error;
      },
    );
    fetching.status = 'pending';
    promise = fetching;
  }
  promises.set(source, promise);
  return promise;
}

/** Fetches the texts of every declared app in a language (before switching to it). */
export async function preloadLanguage(lang: Language): Promise<void> {
  await Promise.all([...declared].map((catalogs) => loadCatalog(catalogs[lang])));
}
