// A text's kept matches answer filters, sorts and pages as the database would (search-matches.ts).
import { PRODUCT_BASE } from '@storefront/contracts';
import { SEARCH_TOTAL_CAP } from '@storefront/contracts/product';
import { facetsOfMatches, MatchColumns, MATCHES_KEPT, narrowMatches, type MatchSet, type TextMatch } from './search-matches';

const NOW = Date.parse('2026-11-28T00:00:00Z');
const HOUR = 3_600_000;

/** Matches newest first: id n is newer than id n - 1. */
function match(id: number, facts: Partial<TextMatch> = {}): TextMatch {
  return {
    id,
    score: 4,
    brandId: 1,
    categoryId: 1,
    priceNow: 100,
    onSale: false,
    productBase: PRODUCT_BASE.fixedPrice,
    endsAt: null,
    inStock: true,
    ...facts,
  };
}

function setOf(matches: TextMatch[], complete = true): MatchSet {
  return { matches: new MatchColumns(matches), complete, categories: [], brands: [] };
}

const small = setOf([
  match(6, { priceNow: 300, brandId: 2, score: 6 }),
  match(5, { priceNow: 100, inStock: false, onSale: true }),
  match(4, { productBase: PRODUCT_BASE.auction, endsAt: NOW + 2 * HOUR, priceNow: 50, categoryId: null, brandId: null }),
  match(3, { productBase: PRODUCT_BASE.auction, endsAt: NOW - HOUR, priceNow: 70 }),
  match(2, { productBase: PRODUCT_BASE.auction, endsAt: NOW + HOUR, priceNow: 900, onSale: true }),
  match(1, { priceNow: 100, categoryId: 2, score: 7 }),
]);

test('every match kept: each sort in the database order, ties newest first', () => {
  const page = (sort: Parameters<typeof narrowMatches>[2], filters = {}) => narrowMatches(small, filters, sort, 1, 10, NOW).page;
  expect(page('newest')).toEqual([6, 5, 4, 3, 2, 1]);
  expect(page('relevance')).toEqual([1, 6, 5, 4, 3, 2]);
  expect(page('priceAsc')).toEqual([4, 3, 5, 1, 6, 2]);
  expect(page('priceDesc')).toEqual([2, 6, 5, 1, 3, 4]);
  // Only auctions still running, the soonest end first.
  expect(page('endingSoon')).toEqual([2, 4]);
});

test('filters keep what the database would: category, brand, kind, in stock, on sale, price range', () => {
  const ids = (filters: Parameters<typeof narrowMatches>[1]) => narrowMatches(small, filters, 'newest', 1, 10, NOW);
  expect(ids({ category: 2 })).toEqual({ page: [1], matched: 1 });
  expect(ids({ brand: 2 })).toEqual({ page: [6], matched: 1 });
  expect(ids({ kind: 'auction' }).page).toEqual([4, 3, 2]);
  expect(ids({ kind: 'fixed' }).page).toEqual([6, 5, 1]);
  expect(ids({ inStock: true }).page).toEqual([6, 4, 3, 2, 1]);
  // An auction is never "on sale".
  expect(ids({ onSale: true }).page).toEqual([5]);
  expect(ids({ minPrice: 70, maxPrice: 300 }).page).toEqual([6, 5, 3, 1]);
});

test('pages cut the ordered matches, and a page past the end is empty', () => {
  expect(narrowMatches(small, {}, 'newest', 2, 4, NOW)).toEqual({ page: [2, 1], matched: 6 });
  expect(narrowMatches(small, {}, 'newest', 3, 4, NOW)).toEqual({ page: [], matched: 6 });
});

test('only the newest kept: relevance and newest are answered past the cap, other orders and narrow filters go to the database', () => {
  const many = Array.from({ length: MATCHES_KEPT }, (_, i) => match(MATCHES_KEPT - i, { inStock: i % 4 !== 0, priceNow: i }));
  const newest = setOf(many, false);
  const first = narrowMatches(newest, {}, 'newest', 1, 3, NOW);
  expect(first).toEqual({ page: [MATCHES_KEPT, MATCHES_KEPT - 1, MATCHES_KEPT - 2], matched: MATCHES_KEPT });
  // In stock: 1,500 of the kept pass, more than the cap: still answered.
  expect(narrowMatches(newest, { inStock: true }, 'relevance', 1, 2, NOW)).toEqual({
    page: [MATCHES_KEPT - 1, MATCHES_KEPT - 2],
    matched: 1_500,
  });
  // A price order needs every match: only the count ("more than the cap") is known, and how many
  // of those held are on sale (none here) and not.
  expect(narrowMatches(newest, {}, 'priceAsc', 1, 2, NOW)).toEqual({
    page: null,
    matched: MATCHES_KEPT,
    held: { onSale: 0, regular: MATCHES_KEPT },
  });
  const halfOnSale = setOf(
    many.map((m, i) => ({ ...m, onSale: i % 2 === 0 })),
    false,
  );
  expect(narrowMatches(halfOnSale, { inStock: true }, 'priceDesc', 1, 2, NOW)).toMatchObject({ held: { onSale: 500, regular: 1_000 } });
  // Fewer than the cap pass: the database must look.
  expect(narrowMatches(newest, { maxPrice: 10 }, 'newest', 1, 2, NOW)).toEqual({ page: null, matched: null });
  // Relevance ranks only the newest cap matches.
  const ranked = narrowMatches(newest, {}, 'relevance', 1, SEARCH_TOTAL_CAP + 10, NOW);
  expect(ranked.page).toHaveLength(SEARCH_TOTAL_CAP);
});

test('every match held is ordered by price, not only the newest cap of them', () => {
  // The oldest match is the dearest and the newest the cheapest.
  const all = Array.from({ length: SEARCH_TOTAL_CAP + 10 }, (_, i) =>
    match(SEARCH_TOTAL_CAP + 10 - i, { priceNow: SEARCH_TOTAL_CAP + 10 - i }),
  );
  const set = setOf(all, true);
  expect(narrowMatches(set, {}, 'priceDesc', 1, 2, NOW)).toEqual({
    page: [SEARCH_TOTAL_CAP + 10, SEARCH_TOTAL_CAP + 9],
    matched: SEARCH_TOTAL_CAP + 10,
  });
  expect(narrowMatches(set, {}, 'priceAsc', 1, 2, NOW)).toEqual({ page: [1, 2], matched: SEARCH_TOTAL_CAP + 10 });
  // The pages still end at the cap.
  expect(narrowMatches(set, {}, 'priceAsc', 2, SEARCH_TOTAL_CAP, NOW).page).toEqual([]);
});

test('facets count brands and categories among the first cap matches, most first, then by name', () => {
  const names = {
    categories: new Map([
      [1, '茶'],
      [2, '包'],
    ]),
    brands: new Map([
      [1, 'B'],
      [2, 'A'],
    ]),
  };
  expect(facetsOfMatches(small.matches, names)).toEqual({
    categories: [
      { id: 1, title: '茶', count: 4 },
      { id: 2, title: '包', count: 1 },
    ],
    brands: [
      { id: 1, title: 'B', count: 4 },
      { id: 2, title: 'A', count: 1 },
    ],
  });
  const beyond = Array.from({ length: SEARCH_TOTAL_CAP + 5 }, (_, i) => match(i + 1, { brandId: i < SEARCH_TOTAL_CAP ? 1 : 2 }));
  expect(facetsOfMatches(new MatchColumns(beyond), names).brands).toEqual([{ id: 1, title: 'B', count: SEARCH_TOTAL_CAP }]);
});
