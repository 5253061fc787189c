// The matches of a search text, read once and narrowed in memory (issue 25). A text's matches
// (the newest SEARCH_TOTAL_CAP + 1, each with what the filters and sorts look at) are read in one
// statement and kept in the catalogue cache; the requests that vary only the filters, the sort
// and the page share them. When the text matched fewer than the cap, every filter and sort is
// answered from them exactly; when it matched more, only the orders the cap already defines
// (relevance and newest over the newest matches, without a filter) are, and the rest goes back to
// the database, which sees every match.
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
};

/** The newest matches of a text, in the order newest first (created, then id, descending). */
export type MatchSet = {
  matches: TextMatch[];
  /** More than SEARCH_TOTAL_CAP products matched: `matches` holds the newest cap + 1. */
  capped: boolean;
  /** The brands and categories among the first SEARCH_TOTAL_CAP matches, with their counts. */
  categories: SearchFacet[];
  brands: SearchFacet[];
  /** The matches with stock (read when a shopper first asks for it, then kept with the set). */
  inStock(): Promise<ReadonlySet<number>>;
};

/** The filters a search may add to its text. */
type Filters = Pick<ProductSearchQuery, 'category' | 'brand' | 'kind' | 'inStock' | 'onSale' | 'minPrice' | 'maxPrice'>;

const hasFilter = (query: Filters) =>
  query.category !== undefined ||
  query.brand !== undefined ||
  query.kind !== undefined ||
  Boolean(query.inStock) ||
  Boolean(query.onSale) ||
  query.minPrice !== undefined ||
  query.maxPrice !== undefined;

type Sort = NonNullable<ProductSearchQuery['sort']>;

/** Whether the set answers this query exactly (else the database must: more matched than were kept). */
export function answersFromMatches(set: MatchSet, query: Filters, sort: Sort): boolean {
  return !set.capped || (!hasFilter(query) && (sort === 'relevance' || sort === 'newest'));
}

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
 * The page of a query answered from the set (answersFromMatches said it can): the matches the
 * filters keep, in the query's order, counted up to the cap. Relevance ranks the newest cap
 * matches, as the database does; a stable sort keeps newest first among equal scores.
 */
export async function pageOfMatches(
  set: MatchSet,
  query: Filters,
  sort: Sort,
  page: number,
  pageSize: number,
  now: number = Date.now(),
): Promise<{ ids: number[]; matched: number }> {
  const stocked = query.inStock ? await set.inStock() : null;
  const auctionOnly = query.kind === 'auction' || sort === 'endingSoon';
  const kept = set.matches.filter(
    (m) =>
      (query.category === undefined || m.categoryId === query.category) &&
      (query.brand === undefined || m.brandId === query.brand) &&
      (!auctionOnly || m.productBase === PRODUCT_BASE.auction) &&
      (query.kind !== 'fixed' || m.productBase !== PRODUCT_BASE.auction) &&
      (sort !== 'endingSoon' || (m.endsAt !== null && m.endsAt > now)) &&
      (!stocked || stocked.has(m.id)) &&
      (!query.onSale || (m.onSale && m.productBase !== PRODUCT_BASE.auction)) &&
      (query.minPrice === undefined || m.priceNow >= query.minPrice) &&
      (query.maxPrice === undefined || m.priceNow <= query.maxPrice),
  );
  // The pages end at the cap: relevance ranks the newest cap matches, as the database does (and
  // past the cap only relevance and newest are answered here, which both read those).
  const order = ORDERS[sort];
  const shown = kept.slice(0, SEARCH_TOTAL_CAP);
  const ordered = order ? [...shown].sort(order) : shown;
  const start = (page - 1) * pageSize;
  return { ids: ordered.slice(start, start + pageSize).map((m) => m.id), matched: kept.length };
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
