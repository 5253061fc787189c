// The matches of a search text, read once and narrowed in memory (issue 25). A text's newest
// matches (MATCHES_KEPT, each with what the filters and sorts look at) are read in one statement
// and kept in the catalogue cache; the requests that vary only the filters, the sort and the page
// share them. When they are every match, every filter and sort is answered from them exactly;
// when they are only the newest, what they can answer exactly is (narrowMatches), and the rest
// goes back to the database, which sees every match.
import { PRODUCT_BASE, type ProductSearchQuery, type SearchFacet } from '@storefront/contracts';
import { SEARCH_TOTAL_CAP } from '@storefront/contracts/product';

/** One product matching the text, with the facts the filters and sorts read. */
export type TextMatch = {
  id: number;
  score: number;
  brandId: number | null;
  categoryId: number | null;
  /** The price a shopper pays now (the sale price while the sale runs, an auction's current price). */
  priceNow: number;
  onSale: boolean;
  productBase: number;
  /** An auction's end, in milliseconds; null for other products. */
  endsAt: number | null;
  /** Whether it can be bought now (a model with stock); the set is dropped when stock changes. */
  inStock: boolean;
};

/**
 * The newest matches a text's set keeps: twice the cap, so that a filter most products pass (in
 * stock, a price range) still finds the cap's worth among them without the database.
 */
export const MATCHES_KEPT = 2 * SEARCH_TOTAL_CAP;

/** The newest matches of a text, in the order newest first (created, then id, descending). */
export type MatchSet = {
  /** At most MATCHES_KEPT. */
  matches: TextMatch[];
  /** Whether `matches` is every match (the text matched fewer than MATCHES_KEPT). */
  complete: boolean;
  /** The brands and categories among the first SEARCH_TOTAL_CAP matches, with their counts. */
  categories: SearchFacet[];
  brands: SearchFacet[];
};

/** The filters a search may add to its text. */
type Filters = Pick<ProductSearchQuery, 'category' | 'brand' | 'kind' | 'inStock' | 'onSale' | 'minPrice' | 'maxPrice'>;

type Sort = NonNullable<ProductSearchQuery['sort']>;

/**
 * What the set answers of a query: the page and the number of matches; or, when the query's
 * order needs matches the set does not hold, only the number (known when the set holds more than
 * the cap passing the filters: the count says "more than" either way), or nothing.
 */
export type Narrowed = { page: number[]; matched: number } | { page: null; matched: number | null };

const byIdDesc = (a: TextMatch, b: TextMatch) => b.id - a.id;

/** The orders of the search, as the database's (search.ts ORDER); the set is newest first already. */
const ORDERS: Record<Sort, ((a: TextMatch, b: TextMatch) => number) | null> = {
  relevance: (a, b) => b.score - a.score,
  newest: null,
  priceAsc: (a, b) => a.priceNow - b.priceNow || byIdDesc(a, b),
  priceDesc: (a, b) => b.priceNow - a.priceNow || byIdDesc(a, b),
  endingSoon: (a, b) => (a.endsAt ?? 0) - (b.endsAt ?? 0) || byIdDesc(a, b),
};

/**
 * A query answered from the set where it can be, exactly as the database would: the matches the
 * filters keep, newest first. When the set is every match, they are all the query's matches.
 * When it is only the newest, those passing the filters are still the newest matches of the
 * query; if more than the cap pass, they answer relevance (which ranks the newest cap matches)
 * and newest, and say "more than the cap" for any order; if fewer pass, the database must look.
 */
export function narrowMatches(
  set: MatchSet,
  query: Filters,
  sort: Sort,
  page: number,
  pageSize: number,
  now: number = Date.now(),
): Narrowed {
  const auctionOnly = query.kind === 'auction' || sort === 'endingSoon';
  const kept = set.matches.filter(
    (m) =>
      (query.category === undefined || m.categoryId === query.category) &&
      (query.brand === undefined || m.brandId === query.brand) &&
      (!auctionOnly || m.productBase === PRODUCT_BASE.auction) &&
      (query.kind !== 'fixed' || m.productBase !== PRODUCT_BASE.auction) &&
      (sort !== 'endingSoon' || (m.endsAt !== null && m.endsAt > now)) &&
      (!query.inStock || m.inStock) &&
      (!query.onSale || (m.onSale && m.productBase !== PRODUCT_BASE.auction)) &&
      (query.minPrice === undefined || m.priceNow >= query.minPrice) &&
      (query.maxPrice === undefined || m.priceNow <= query.maxPrice),
  );
  const pastCap = kept.length > SEARCH_TOTAL_CAP;
  if (!set.complete && !pastCap) return { page: null, matched: null };
  if (!set.complete && sort !== 'relevance' && sort !== 'newest') return { page: null, matched: kept.length };
  // The pages end at the cap: relevance ranks the newest cap matches, as the database does.
  const order = ORDERS[sort];
  const shown = kept.slice(0, SEARCH_TOTAL_CAP);
  const ordered = order ? [...shown].sort(order) : shown;
  const start = (page - 1) * pageSize;
  return { page: ordered.slice(start, start + pageSize).map((m) => m.id), matched: kept.length };
}

/** Facets shown per kind, at most. */
export const FACETS_SHOWN = 30;

/** The brand and category counts among the first SEARCH_TOTAL_CAP matches, most first, then by name. */
export function facetsOfMatches(
  matches: readonly TextMatch[],
  names: { categories: ReadonlyMap<number, string>; brands: ReadonlyMap<number, string> },
): { categories: SearchFacet[]; brands: SearchFacet[] } {
  const counted = (idOf: (m: TextMatch) => number | null, titles: ReadonlyMap<number, string>): SearchFacet[] => {
    const counts = new Map<number, number>();
    for (const m of matches.slice(0, SEARCH_TOTAL_CAP)) {
      const id = idOf(m);
      if (id !== null && titles.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return [...counts]
      .map(([id, count]) => ({ id, title: titles.get(id)!, count }))
      .sort((a, b) => b.count - a.count || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0))
      .slice(0, FACETS_SHOWN);
  };
  return { categories: counted((m) => m.categoryId, names.categories), brands: counted((m) => m.brandId, names.brands) };
}
