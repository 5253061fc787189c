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

const ON_SALE = 1;
const IN_STOCK = 2;

/**
 * Matches kept as columns, one typed array per fact: about 38 bytes a match where an object took
 * about 120, so the catalogue cache holds a few hundred texts' sets in tens of megabytes.
 */
export class MatchColumns {
  readonly length: number;
  readonly id: Int32Array;
  readonly score: Float64Array;
  /** 0: none (ids start at 1). */
  readonly brandId: Int32Array;
  readonly categoryId: Int32Array;
  readonly priceNow: Float64Array;
  readonly productBase: Uint8Array;
  /** ON_SALE and IN_STOCK. */
  readonly flags: Uint8Array;
  /** NaN: not an auction. */
  readonly endsAt: Float64Array;

  constructor(matches: readonly TextMatch[]) {
    const n = matches.length;
    this.length = n;
    this.id = new Int32Array(n);
    this.score = new Float64Array(n);
    this.brandId = new Int32Array(n);
    this.categoryId = new Int32Array(n);
    this.priceNow = new Float64Array(n);
    this.productBase = new Uint8Array(n);
    this.flags = new Uint8Array(n);
    this.endsAt = new Float64Array(n);
    matches.forEach((m, i) => {
      this.id[i] = m.id;
      this.score[i] = m.score;
      this.brandId[i] = m.brandId ?? 0;
      this.categoryId[i] = m.categoryId ?? 0;
      this.priceNow[i] = m.priceNow;
      this.productBase[i] = m.productBase;
      this.flags[i] = (m.onSale ? ON_SALE : 0) | (m.inStock ? IN_STOCK : 0);
      this.endsAt[i] = m.endsAt ?? Number.NaN;
    });
  }
}

/** The newest matches of a text, in the order newest first (created, then id, descending). */
export type MatchSet = {
  /** At most MATCHES_KEPT. */
  matches: MatchColumns;
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
export type Narrowed =
  | { page: number[]; matched: number }
  | {
      page: null;
      matched: number | null;
      /** When only the number is known: how many of the held matches passing the filters are on sale, and not. */
      held?: { onSale: number; regular: number };
    };

type Order = (m: MatchColumns, a: number, b: number) => number;
const byIdDesc: Order = (m, a, b) => m.id[b]! - m.id[a]!;

/** The orders of the search, as the database's (search.ts ORDER); the set is newest first already. */
const ORDERS: Record<Sort, Order | null> = {
  relevance: (m, a, b) => m.score[b]! - m.score[a]!,
  newest: null,
  priceAsc: (m, a, b) => m.priceNow[a]! - m.priceNow[b]! || byIdDesc(m, a, b),
  priceDesc: (m, a, b) => m.priceNow[b]! - m.priceNow[a]! || byIdDesc(m, a, b),
  endingSoon: (m, a, b) => (m.endsAt[a] || 0) - (m.endsAt[b] || 0) || byIdDesc(m, a, b),
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
  const m = set.matches;
  const auctionOnly = query.kind === 'auction' || sort === 'endingSoon';
  const kept: number[] = [];
  for (let i = 0; i < m.length; i += 1) {
    const auction = m.productBase[i] === PRODUCT_BASE.auction;
    const flags = m.flags[i]!;
    const price = m.priceNow[i]!;
    if (
      (query.category === undefined || m.categoryId[i] === query.category) &&
      (query.brand === undefined || m.brandId[i] === query.brand) &&
      (!auctionOnly || auction) &&
      (query.kind !== 'fixed' || !auction) &&
      // NaN (not an auction) is never after now.
      (sort !== 'endingSoon' || m.endsAt[i]! > now) &&
      (!query.inStock || (flags & IN_STOCK) !== 0) &&
      (!query.onSale || ((flags & ON_SALE) !== 0 && !auction)) &&
      (query.minPrice === undefined || price >= query.minPrice) &&
      (query.maxPrice === undefined || price <= query.maxPrice)
    )
      kept.push(i);
  }
  const pastCap = kept.length > SEARCH_TOTAL_CAP;
  if (!set.complete && !pastCap) return { page: null, matched: null };
  if (!set.complete && sort !== 'relevance' && sort !== 'newest') {
    const onSale = kept.filter((i) => (m.flags[i]! & ON_SALE) !== 0).length;
    return { page: null, matched: kept.length, held: { onSale, regular: kept.length - onSale } };
  }
  // Relevance ranks the newest cap matches, as the database does; the other orders order every
  // match (the dearest of 1,020 may be the oldest). The pages end at the cap.
  const order = ORDERS[sort];
  const ranked = sort === 'relevance' ? kept.slice(0, SEARCH_TOTAL_CAP) : kept;
  const ordered = (order ? ranked.sort((a, b) => order(m, a, b)) : ranked).slice(0, SEARCH_TOTAL_CAP);
  const start = (page - 1) * pageSize;
  return { page: ordered.slice(start, start + pageSize).map((i) => m.id[i]!), matched: kept.length };
}

/** Facets shown per kind, at most. */
export const FACETS_SHOWN = 30;

/** The brand and category counts among the first SEARCH_TOTAL_CAP matches, most first, then by name. */
export function facetsOfMatches(
  matches: MatchColumns,
  names: { categories: ReadonlyMap<number, string>; brands: ReadonlyMap<number, string> },
): { categories: SearchFacet[]; brands: SearchFacet[] } {
  const counted = (ids: Int32Array, titles: ReadonlyMap<number, string>): SearchFacet[] => {
    const counts = new Map<number, number>();
    for (const id of ids.subarray(0, SEARCH_TOTAL_CAP)) if (titles.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
    return [...counts]
      .map(([id, count]) => ({ id, title: titles.get(id)!, count }))
      .sort((a, b) => b.count - a.count || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0))
      .slice(0, FACETS_SHOWN);
  };
  return { categories: counted(matches.categoryId, names.categories), brands: counted(matches.brandId, names.brands) };
}
