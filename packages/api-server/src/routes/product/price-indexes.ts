// Up to how many products a listing (a category or brand page) in price order is read whole and
// sorted (search.ts fewByPrice) instead of walking the price indexes (byPrice). Reading it whole
// costs about a row per product of the listing; walking the list-price index to the end of the
// page fetches about (products up to there × index entries ÷ the listing's products) entries. The
// two are equal at √(products up to the end of the page × index entries). A brand of 1,735
// products (bench/scale.md) was walked in list-price order for its first page (160 ms), where
// reading it whole takes 3 ms.
import { SEARCH_TOTAL_CAP } from '@storefront/contracts/product';
import type { Queryable } from '../../db';

/** A listing of more products than this is walked, however deep the page. */
export const READ_WHOLE_MOST = 5_000;

/** Up to how many products a listing is read whole for a page ending at `upTo`, by a price index of `indexEntries`. */
export function readWholeUpTo(upTo: number, indexEntries: number): number {
  return Math.min(READ_WHOLE_MOST, Math.max(SEARCH_TOTAL_CAP, Math.ceil(Math.sqrt(upTo * indexEntries))));
}

/** The planner's statistics are read again after this long (vacuum and analyze refresh them). */
const ENTRIES_KEPT_MS = 60_000;
let kept: { at: number; entries: number } | null = null;

/**
 * The entries of the list-price index (migration 270: one per product), as the planner's
 * statistics have them: an estimate, which is all a choice of how to read needs. An index never
 * counted yet (reltuples -1, a fresh embedded database) counts as empty.
 */
export async function listPriceEntries(db: Queryable, now = Date.now()): Promise<number> {
  if (kept && now - kept.at < ENTRIES_KEPT_MS) return kept.entries;
  const [row] = await db.query<{ entries: number }>(
    `select greatest(reltuples, 0)::float8 as entries from pg_class where relname = 'products_list_price_idx' and relkind = 'i'`,
  );
  kept = { at: now, entries: Number(row?.entries ?? 0) };
  return kept.entries;
}
