// The points ledger as the points screen lists it: earned rows (positive) and used rows
// (negative, shown as positive amounts), newest first, with the balance.
import type { Queryable } from '../../db';
import { pointsBalance } from '../checkout/checkout-order';
import { day } from '../../db';

async function ledger(db: Queryable, memberId: number, earned: boolean) {
  const rows = await db.query<{ created_at: Date; order_id: number | null; points: number }>(
    `select created_at, order_id, points from points_ledger
     where member_id = $1 and ${earned ? 'points > 0' : 'points < 0'}
     order by created_at desc, id desc`,
    [memberId],
  );
  return rows.map((r) => ({ date: day(r.created_at) ?? '', orderId: r.order_id, points: Math.abs(r.points) }));
}

export async function earnedPoints(db: Queryable, memberId: number) {
  return { status: 200, points: await ledger(db, memberId, true), totalPoints: await pointsBalance(db, memberId), msg: null };
}

export async function usedPoints(db: Queryable, memberId: number) {
  return { status: 200, points: await ledger(db, memberId, false), totalPoints: await pointsBalance(db, memberId), msg: null };
}
