// The points ledger as the points screen lists it, a page at a time: earned rows (positive) and
// used rows (negative, shown as positive amounts), newest first unless sorted otherwise, filtered
// by kind, searched in the order number and the product's title, with the count of all that
// match and the balance.
import type { PointsKind, PointsListQuery, PointsListSort, PointsRecord } from '@storefront/contracts/member';
import type { Queryable } from '../../db';
import { containsPattern, day } from '../../db';
import { pointsBalance } from '../../points/ledger';

// Used rows are negative: their largest amount is the lowest number.
const ORDER: Record<'earned' | 'used', Record<PointsListSort, string>> = {
  earned: {
    newest: 'l.created_at desc, l.id desc',
    oldest: 'l.created_at asc, l.id asc',
    pointsDesc: 'l.points desc, l.id desc',
    pointsAsc: 'l.points asc, l.id asc',
  },
  used: {
    newest: 'l.created_at desc, l.id desc',
    oldest: 'l.created_at asc, l.id asc',
    pointsDesc: 'l.points asc, l.id asc',
    pointsAsc: 'l.points desc, l.id desc',
  },
};

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
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
    `select count(*)::int as total from points_ledger l ${query.q ? joins : ''} where ${where}`,
    params,
  );
  const rows = await db.query<{
    created_at: Date;
    order_id: number | null;
    points: number;
    kind: PointsKind;
    order_statement_id: string | null;
    product_title: string | null;
    product_slug: string | null;
  }>(
    `select l.created_at, l.order_id, l.points, l.kind, o.order_statement_id, p.title as product_title, p.slug as product_slug
     from points_ledger l ${joins}
     where ${where}
     order by ${ORDER[side][query.sort]} limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  const points: PointsRecord[] = rows.map((r) => ({
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
    totalPoints: await pointsBalance(db, memberId),
    msg: null,
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export const earnedPoints = (db: Queryable, memberId: number, query: PointsListQuery) => ledger(db, memberId, 'earned', query);

export const usedPoints = (db: Queryable, memberId: number, query: PointsListQuery) => ledger(db, memberId, 'used', query);
