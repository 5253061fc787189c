// The points ledger as the points screen lists it: earned rows (positive) and used rows
// (negative, shown as positive amounts), newest first, with the balance.
import type { PointsKind, PointsRecord } from '@storefront/contracts';
import type { Queryable } from '../../db';
import { pointsBalance } from '../../points/ledger';
import { day } from '../../db';

async function ledger(db: Queryable, memberId: number, earned: boolean): Promise<PointsRecord[]> {
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
     from points_ledger l left join orders o on o.id = l.order_id left join products p on p.id = l.product_id
     where l.member_id = $1 and ${earned ? 'l.points > 0' : 'l.points < 0'}
     order by l.created_at desc, l.id desc`,
    [memberId],
  );
  return rows.map((r) => ({
    date: day(r.created_at) ?? '',
    orderId: r.order_id,
    points: Math.abs(r.points),
    orderStatementId: r.order_statement_id,
    kind: r.kind,
    productTitle: r.product_title,
    productSlug: r.product_slug,
  }));
}

export async function earnedPoints(db: Queryable, memberId: number) {
  return { status: 200, points: await ledger(db, memberId, true), totalPoints: await pointsBalance(db, memberId), msg: null };
}

export async function usedPoints(db: Queryable, memberId: number) {
  return { status: 200, points: await ledger(db, memberId, false), totalPoints: await pointsBalance(db, memberId), msg: null };
}
