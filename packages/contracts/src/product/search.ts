// Search and the listing pages (/search, /category/:id, /brand/:id): the query a listing sends
// (every filter is a URL query parameter, so the same object is the page's URL and the call's
// query), the answer with its facets, and the header box's suggestions.
import * as v from 'valibot';
import { schemaFields } from '@storefront/contracts';
import { RelatedProduct } from './schemas';

const { obj, rBool, rNum, rStr, rOptStr, absent, responseList } = schemaFields;

/** The longest search text the server reads; longer is a 400, not a slow query. */
export const SEARCH_TEXT_MAX = 100;
export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_PAGE_SIZE_MAX = 60;
/**
 * Matches counted at most: past this many the answer says "more than" (totalCapped), the pages
 * end there, relevance ranks the newest this many matches and the facets count among this many.
 */
export const SEARCH_TOTAL_CAP = 1000;
export const SEARCH_SORTS = ['relevance', 'newest', 'priceAsc', 'priceDesc', 'endingSoon'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
/** Fixed price or auction (PRODUCT_BASE), as the URL spells it. */
export const SEARCH_KINDS = ['fixed', 'auction'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

// Control characters (C0, DEL, C1) have no place in a search and are refused, never stripped.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const searchText = v.pipe(
  v.string('invalid'),
  v.maxLength(SEARCH_TEXT_MAX, 'tooLong'),
  v.check((s) => !CONTROL.test(s), 'invalid'),
);
const idText = v.pipe(
  v.string('invalid'),
  v.regex(/^[1-9]\d{0,8}$/, 'invalid'),
  v.transform((s) => Number(s)),
);
const amountText = v.pipe(
  v.string('invalid'),
  v.regex(/^\d{1,9}$/, 'invalid'),
  v.transform((s) => Number(s)),
);
const pageText = (max: number) =>
  v.pipe(
    v.string('invalid'),
    v.regex(/^[1-9]\d{0,4}$/, 'invalid'),
    v.transform((s) => Number(s)),
    v.maxValue(max, 'invalid'),
  );
const flag = v.pipe(
  v.picklist(['1', 'true', '0', 'false'], 'invalid'),
  v.transform((s) => s === '1' || s === 'true'),
);

/** The query parameters of a search or listing (all strings, as in a URL). */
export const ProductSearchQuery = v.object({
  q: v.optional(searchText),
  category: v.optional(idText),
  brand: v.optional(idText),
  minPrice: v.optional(amountText),
  maxPrice: v.optional(amountText),
  kind: v.optional(v.picklist(SEARCH_KINDS, 'invalid')),
  inStock: v.optional(flag),
  onSale: v.optional(flag),
  sort: v.optional(v.picklist(SEARCH_SORTS, 'invalid')),
  page: v.optional(pageText(10_000)),
  pageSize: v.optional(pageText(SEARCH_PAGE_SIZE_MAX)),
});
export type ProductSearchQueryInput = v.InferInput<typeof ProductSearchQuery>;
export type ProductSearchQuery = v.InferOutput<typeof ProductSearchQuery>;

/** The suggestions' query: the text typed so far. */
export const ProductSuggestQuery = v.object({ q: searchText });

export const SearchFacet = obj({
  id: rNum(),
  title: rStr(),
  /** Products matching the text (the other filters aside). */
  count: rNum(),
});
export type SearchFacet = v.InferOutput<typeof SearchFacet>;

export const NamedRef = obj({ id: rNum(), title: rStr() });
export type NamedRef = v.InferOutput<typeof NamedRef>;

export const ProductSearchResponse = obj({
  status: rNum(),
  productList: responseList(RelatedProduct),
  /** Matches, at most SEARCH_TOTAL_CAP. */
  total: rNum(),
  /** More than SEARCH_TOTAL_CAP matched: total is the cap, not the count. */
  totalCapped: rBool(),
  page: rNum(),
  pageSize: rNum(),
  categories: responseList(SearchFacet),
  brands: responseList(SearchFacet),
  /** The category or brand the listing is about (/category/:id, /brand/:id). */
  category: absent(NamedRef),
  brand: absent(NamedRef),
  /** For an empty result: a nearby spelling or name that finds something. */
  suggestion: rOptStr(),
});
export type ProductSearchResponse = v.InferOutput<typeof ProductSearchResponse>;

export const SuggestedProduct = obj({ productId: rNum(), title: rStr(), slug: rStr(), img: rOptStr() });
export type SuggestedProduct = v.InferOutput<typeof SuggestedProduct>;

export const ProductSuggestResponse = obj({
  status: rNum(),
  products: responseList(SuggestedProduct),
  brands: responseList(NamedRef),
  categories: responseList(NamedRef),
});
export type ProductSuggestResponse = v.InferOutput<typeof ProductSuggestResponse>;

/**
 * The listing parameters of a URL whose value the call refuses (?sort=cheapest, ?page=abc): a
 * shared or hand-edited link, which the listing opens without them rather than failing.
 */
export function refusedSearchParams(params: URLSearchParams): string[] {
  return Object.entries(ProductSearchQuery.entries)
    .filter(([key, field]) => {
      const value = params.get(key);
      return value !== null && value !== '' && !v.is(field, value);
    })
    .map(([key]) => key);
}

/** The query of a listing URL (URLSearchParams) as the call's query: unknown keys and refused values dropped. */
export function searchQueryFromParams(params: URLSearchParams): ProductSearchQueryInput {
  const refused = refusedSearchParams(params);
  const out: Record<string, string> = {};
  for (const key of Object.keys(ProductSearchQuery.entries)) {
    const value = params.get(key);
    if (value !== null && value !== '' && !refused.includes(key)) out[key] = value;
  }
  return out;
}
