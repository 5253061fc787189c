// The count of a merchant's orders or products by status and month (migration 365): its tallies
// plus the changes the merchant-tally-fold job has not folded into them yet. Exact at any moment,
// within the reader's transaction like a count of the rows.
import type { Queryable } from './database';

export type TallyList = 'orders' | 'products';

/** How many of the merchant's `list` have the status (any when undefined), created in the month (yyyy-MM, Asia/Taipei). */
export async function merchantTally(
  db: Queryable,
  list: TallyList,
  merchantId: number,
  filter: { status?: number; month?: string } = {},
): Promise<number> {
  const params: unknown[] = [list, merchantId];
  let where = 'list = $1 and merchant_id = $2';
  if (filter.status !== undefined) {
    params.push(filter.status);
    where += ` and status = $${params.length}`;
  }
  if (filter.month !== undefined) {
    params.push(`${filter.month}-01`);
    where += ` and month = $${params.length}::date`;
  }
  const [row] = await db.query<{ n: number }>(
    `select coalesce(sum(n), 0)::int as n from (
       select n from merchant_tallies where ${where} union all select n from merchant_tally_changes where ${where}
     ) t`,
    params,
  );
  return row?.n ?? 0;
}
