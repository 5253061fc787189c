// How a merchant's list names the merchant (products.merchant_id, orders.merchant_id is $1).
// A search of the text finds the merchant's rows through the GIN index of merchant and trigrams
// (migration 335), which holds the merchant as a one-element array. Asked as `merchant_id = $1`
// too, the planner took the two conditions as independent, expected a tenth of the matches and
// ANDed the GIN index with the merchant's btree index, reading all 200,000 orders of the big
// merchant to find 1,305 (73 ms instead of 10 at SCALE=1). So the count of a search names the
// merchant only as the array. A page of a search of many matches walks the merchant's rows in the
// page's order instead (the btree indexes that start with merchant_id), so it says `= $1`: the
// first page of a word in 180,000 orders stops at its 20th match instead of sorting them all.
// A text without three letters or digits in a row ('禮盒', 'a-b') has no trigram: the GIN index
// then reads every entry of its trigram column, every merchant's (the big merchant's '禮盒' counted
// in 604 ms, 10 s under load, against 30 ms walking the merchant's rows): that text says `= $1`.
/** From this many matches, a search's page walks the merchant's rows in order (see above). */
export const MERCHANT_SEARCH_WALK_FROM = 1000;

/** Whether pg_trgm finds a trigram in the text: three letters or digits in a row. */
export const hasTrigram = (text: string): boolean => /[\p{L}\p{N}]{3}/u.test(text);

/**
 * The condition on the merchant, for `column` (`merchant_id` or `o.merchant_id`): `= $1`, or the
 * array form of the trigram index when the text searched has a trigram and (for a page) the
 * matches are few.
 */
export function merchantScope(column: string, search: { text?: string; matches?: number }): string {
  const throughTrigrams =
    search.text !== undefined && hasTrigram(search.text) && (search.matches === undefined || search.matches < MERCHANT_SEARCH_WALK_FROM);
  return throughTrigrams ? `array[${column}] @> array[$1::int]` : `${column} = $1`;
}
