// The points ledger (migration 200): the only source of a member's balance, which is the sum of
// the member's rows and never below zero. Every write is inside the caller's transaction and each
// credit happens once, by the ledger's unique keys (a second try inserts nothing):
// - view: once per member, product and Taipei day;
// - promote: once per sharer, product, visitor (a member or a first-party cookie) and Taipei day;
// - purchase: once per order, when it completes (3);
// - use: once per order, at checkout; use_returned: once per order, when it is released
//   (cancelled, expired, returned); reversal: once per order, on a return.
// A debit first locks the member's row, so two debits of one member run one after the other and
// each sees the balance the other left.
import { POINTS_KIND, type PointsKind } from '@storefront/contracts/member';
import type { Queryable } from '../db';

/** The member's balance: the sum of the ledger. */
export async function pointsBalance(db: Queryable, memberId: number): Promise<number> {
  const [row] = await db.query<{ total: number }>('select coalesce(sum(points), 0)::int as total from points_ledger where member_id = $1', [
    memberId,
  ]);
  return row?.total ?? 0;
}

/** Locks the member's row for a debit and answers the balance it may take from. */
export async function lockedBalance(tx: Queryable, memberId: number): Promise<number> {
  await tx.query('select id from members where id = $1 for update', [memberId]);
  return pointsBalance(tx, memberId);
}

async function insertOnce(
  tx: Queryable,
  row: { memberId: number; kind: PointsKind; points: number; orderId?: number | null; productId?: number | null; visitor?: string | null },
): Promise<boolean> {
  const inserted = await tx.query(
    `insert into points_ledger (member_id, order_id, product_id, kind, points, visitor) values ($1, $2, $3, $4, $5, $6)
     on conflict do nothing returning id`,
    [row.memberId, row.orderId ?? null, row.productId ?? null, row.kind, row.points, row.visitor ?? null],
  );
  return inserted.length > 0;
}

/** Points used at checkout for an order (the caller checked them against lockedBalance). */
export async function debitUse(tx: Queryable, memberId: number, orderId: number, points: number): Promise<void> {
  if (points > 0) await insertOnce(tx, { memberId, orderId, kind: POINTS_KIND.use, points: -points });
}

/** The order's purchase points, credited to its buyer when it completes: once per order. */
export async function creditPurchase(tx: Queryable, orderId: number): Promise<void> {
  const [order] = await tx.query<{ buyer_id: number; earn_points: number }>('select buyer_id, earn_points from orders where id = $1', [
    orderId,
  ]);
  if (order && order.earn_points > 0) {
    await insertOnce(tx, { memberId: order.buyer_id, orderId, kind: POINTS_KIND.purchase, points: order.earn_points });
  }
}

/**
 * An order released (cancelled, expired, failed for good or returned): the points it used come
 * back (use_returned), then the purchase points it earned are taken back (reversal), never more
 * than the balance holds: points already spent elsewhere are not clawed into a debt. Once each.
 */
export async function releaseOrderPoints(tx: Queryable, orderId: number): Promise<void> {
  const rows = await tx.query<{ member_id: number; kind: PointsKind; points: number }>(
    `select member_id, kind, sum(points)::int as points from points_ledger where order_id = $1 group by member_id, kind`,
    [orderId],
  );
  const sumOf = (kind: PointsKind) => rows.filter((r) => r.kind === kind).reduce((n, r) => n + r.points, 0);
  const memberId = rows[0]?.member_id;
  if (memberId === undefined) return;
  const used = -sumOf(POINTS_KIND.use) - sumOf(POINTS_KIND.useReturned);
  if (used > 0) await insertOnce(tx, { memberId, orderId, kind: POINTS_KIND.useReturned, points: used });
  const earned = sumOf(POINTS_KIND.purchase) + sumOf(POINTS_KIND.reversal);
  if (earned > 0 && !rows.some((r) => r.kind === POINTS_KIND.reversal)) {
    const balance = await lockedBalance(tx, memberId);
    const taken = Math.min(earned, Math.max(0, balance));
    if (taken > 0) await insertOnce(tx, { memberId, orderId, kind: POINTS_KIND.reversal, points: -taken });
  }
}

/** View points for a member opening a product page: once per member, product and Taipei day. */
export async function creditView(tx: Queryable, memberId: number, productId: number, points: number): Promise<boolean> {
  if (points <= 0) return false;
  return insertOnce(tx, { memberId, productId, kind: POINTS_KIND.view, points });
}

/** Promote points for the sharer of a link a visitor arrived through: once per visitor, product and day. */
export async function creditPromote(tx: Queryable, sharerId: number, productId: number, visitor: string, points: number): Promise<boolean> {
  if (points <= 0) return false;
  return insertOnce(tx, { memberId: sharerId, productId, kind: POINTS_KIND.promote, points, visitor });
}
