// The points ledger as the points screen lists it, a page at a time: earned rows (positive) and
// used rows (negative, shown as positive amounts), newest first unless sorted otherwise, filtered
// by kind, searched in the order number and the product's title, with the count of all that
// match and the balance.
import type { PointsKind, PointsListQuery, PointsListSort, PointsRecord } from '@storefront/contracts/member';
import type { Queryable } from '../../db';
import { containsPattern, day } from '../../db';
import { BALANCE_OF_MEMBER } from '../../points/ledger';

// Used rows are negative: their largest amount is the lowest number.
const ORDER: Record<'earned' | 'used', Record<PointsListSort, string[]>> = {
  earned: {
    newest: ['created_at desc', 'id desc'],
    oldest: ['created_at asc', 'id asc'],
    pointsDesc: ['points desc', 'id desc'],
    pointsAsc: ['points asc', 'id asc'],
  },
  used: {
    newest: ['created_at desc', 'id desc'],
    oldest: ['created_at asc', 'id asc'],
    pointsDesc: ['points asc', 'id asc'],
    pointsAsc: ['points desc', 'id desc'],
  },
};

/** The list's order by, of the rows named `alias`. */
const orderBy = (side: Side, sort: PointsListSort, alias: string) => ORDER[side][sort].map((term) => `${alias}.${term}`).join(', ');

type Side = keyof typeof ORDER;

async function ledger(db: Queryable, memberId: number, side: Side, query: PointsListQuery) {
  const params: unknown[] = [memberId];
  let where = `l.member_id = $1 and ${side === 'earned' ? 'l.points > 0' : 'l.points < 0'}`;
  if (query.kind !== undefined) {
    params.push(query.kind);
    where += ` and l.kind = $${params.length}`;
  }
  // The search reads the joined order number and product title; only a search needs the joins.
  const joins = 'left join orders o on o.id = l.order_id left join products p on p.id = l.product_id';
  if (query.q) {
    params.push(containsPattern(query.q.toLowerCase()));
    where += ` and lower(coalesce(o.order_statement_id, '') || ' ' || coalesce(p.title, '')) like $${params.length}`;
  }
  // The count and the balance come with the page's rows, in one statement (two round trips less a
  // page): a page past the last one is their row alone, with no record in it.
  const rows = await db.query<{
    id: number | null;
    created_at: Date;
    order_id: number | null;
    points: number;
    kind: PointsKind;
    order_statement_id: string | null;
    product_title: string | null;
    product_slug: string | null;
    total: number;
    balance: number;
  }>(
    `select page.*, counted.total, (${BALANCE_OF_MEMBER}) as balance
       from (select count(*)::int as total from points_ledger l ${query.q ? joins : ''} where ${where}) counted
       left join (
         select l.id, l.created_at, l.order_id, l.points, l.kind, o.order_statement_id, p.title as product_title, p.slug as product_slug
           from points_ledger l ${joins}
          where ${where}
          order by ${orderBy(side, query.sort, 'l')} limit $${params.length + 1} offset $${params.length + 2}
       ) page on true
      order by ${orderBy(side, query.sort, 'page')}`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
    { prepared: true },
  );
  const [{ total, balance: totalPoints } = { total: 0, balance: 0 }] = rows;
  const points: PointsRecord[] = rows
    .flatMap((r) => (r.id === null ? [] : [r]))
    .map((r) => ({
      date: day(r.created_at) ?? '',
      orderId: r.order_id,
      points: Math.abs(r.points),
      orderStatementId: r.order_statement_id,
      kind: r.kind,
      productTitle: r.product_title,
      productSlug: r.product_slug,
    }));
  return {
    status: 200,
    points,
    totalPoints,
    msg: null,
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export const earnedPoints = (db: Queryable, memberId: number, query: PointsListQuery) => ledger(db, memberId, 'earned', query);

export const usedPoints = (db: Queryable, memberId: number, query: PointsListQuery) => ledger(db, memberId, 'used', query);
