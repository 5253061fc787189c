// The merchants' list counts (migration 365) against the rows: every (list, merchant, status,
// month) whose tallies and unfolded changes do not add up to the number of its rows.
import type { Queryable } from '../src/db';

export type TallyMismatch = { list: string; merchant_id: number; status: number; month: string; counted: number; tallied: number };

export function tallyMismatches(db: Queryable): Promise<TallyMismatch[]> {
  return db.query<TallyMismatch>(
    `select list, merchant_id, status, month::text as month, coalesce(counted, 0) as counted, coalesce(tallied, 0) as tallied from (
       select 'orders' as list, merchant_id, status, merchant_tally_month(created_at) as month, count(*)::int as counted
       from orders group by merchant_id, status, merchant_tally_month(created_at)
       union all
       select 'products', merchant_id, status, merchant_tally_month(created_at), count(*)::int
       from products group by merchant_id, status, merchant_tally_month(created_at)
     ) c full join (
       select list, merchant_id, status, month, sum(n)::int as tallied from (
         select list, merchant_id, status, month, n from merchant_tallies
         union all select list, merchant_id, status, month, n from merchant_tally_changes
       ) u group by list, merchant_id, status, month
     ) t using (list, merchant_id, status, month)
     where coalesce(counted, 0) <> coalesce(tallied, 0)`,
  );
}
