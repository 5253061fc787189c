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
import { LIST_SEARCH_TOTAL_CAP } from '@storefront/contracts';
import type { Queryable } from './database';
import { cachedRead } from '../routes/product/catalogue-cache';

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

/** The merchant's newest rows a search's count tests first (countMerchantSearch). */
export const COUNT_PROBE_ROWS = 2 * LIST_SEARCH_TOTAL_CAP;

/**
 * The count of a merchant's search, up to LIST_SEARCH_TOTAL_CAP (more is "more than": capped).
 * `where` holds the search's conditions after the merchant's (each starting ` and `), on `alias`
 * (`o` for orders, `p` for products); $1 is the merchant.
 * The merchant's newest COUNT_PROBE_ROWS rows are tested first, through its btree index: when more
 * than the cap of them match, that is the answer (a text most rows hold, such as an order number's
 * year: 2,000 rows read instead of 182,000 counted, 165 ms, issue 26 `pnpm bench:scale`).
 * Otherwise the matches are counted as a page reads them (merchantScope), up to one past the cap.
 */
export function countMerchantSearch(
  db: Queryable,
  from: { table: 'orders' | 'products'; alias: 'o' | 'p' },
  text: string,
  where: string,
  params: readonly unknown[],
): Promise<{ total: number; capped: boolean }> {
  // Kept in the catalogue cache until the next write to the table counted (products or orders,
  // by any process): a merchant paging through a search, or sorting it, asks for the same count
  // again, and each costs about 6 ms of the database (issue 26).
  const source = from.table === 'orders' ? 'orders' : 'catalogue';
  return cachedRead(
    db,
    `merchant search count ${from.table} ${where} ${JSON.stringify(params)}`,
    async () => {
      const cap = LIST_SEARCH_TOTAL_CAP;
      const { table, alias } = from;
      const newest = `(select * from ${table} ${alias} where ${alias}.merchant_id = $1
      order by ${alias}.created_at desc, ${alias}.id desc limit ${COUNT_PROBE_ROWS}) ${alias}`;
      const [probe] = await db.query<{ n: number }>(`select count(*)::int as n from ${newest} where true${where}`, params);
      if ((probe?.n ?? 0) > cap) return { total: cap, capped: true };
      const [all] = await db.query<{ n: number }>(
        `select count(*)::int as n from (select 1 from ${table} ${alias} where ${merchantScope(`${alias}.merchant_id`, { text })}${where} limit ${cap + 1}) m`,
        params,
      );
      const n = all?.n ?? 0;
      return { total: Math.min(n, cap), capped: n > cap };
    },
    'answers',
    source,
  );
}

/**
 * The ids of a page of a merchant's list (`page`: its limit and offset), in `orderBy`. `filters`
 * are its conditions after the merchant's (each starting ` and `), `search` the text's condition
 * (none without a text). Through the trigram index when merchantScope says so; otherwise the
 * merchant's rows are walked in the page's order, testing the text on each. That walk is fenced
 * (`offset 0`): the merchant and the filters inside, the text outside, so the planner cannot read
 * every match of the text through a trigram index and sort them instead, which it chose when its
 * statistics guessed a name rare (林志明, in 1,330 of the big merchant's 200,000 orders: page 3
 * read the 13,740 orders of every merchant holding it, 62 ms, against 4 ms walking; issue 26,
 * `pnpm bench:scale`). `walked` are the columns the text and the order read; without them the
 * planner is left free: a merchant's products (only the indexes without a status hold their text,
 * migration 400) were walked from the table, and fenced, a search of oolong by title walked 97 ms
 * where the planner's choice took 10.
 */
export function merchantPageIds(
  from: { table: 'orders' | 'products'; alias: 'o' | 'p'; walked: string | null },
  search: { text?: string; matches: number; condition: string | null },
  filters: string,
  orderBy: string,
  page: string,
): string {
  const { table, alias, walked } = from;
  const scope = merchantScope(`${alias}.merchant_id`, { text: search.text, matches: search.matches });
  if (search.condition === null || walked === null || scope !== `${alias}.merchant_id = $1`) {
    return `select ${alias}.id from ${table} ${alias} where ${scope}${filters}${search.condition ? ` and ${search.condition}` : ''}
      order by ${orderBy} ${page}`;
  }
  return `select ${alias}.id from (
      select ${walked} from ${table} ${alias} where ${scope}${filters} order by ${orderBy} offset 0) ${alias}
    where ${search.condition} order by ${orderBy} ${page}`;
}
