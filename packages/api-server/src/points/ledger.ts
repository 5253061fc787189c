// The points ledger (migration 200): the only source of a member's balance, which is the sum of
// the member's rows and never below zero. Every write is inside the caller's transaction and each
// credit happens once, by the ledger's unique keys (a second try inserts nothing):
// - view: once per member, product and Taipei day;
// - promote: once per sharer, product, visitor (a member or a first-party cookie) and Taipei day;
// - purchase: once per order, when it completes (3);
// - use: once per order and hold, at checkout; use_returned: once per order and hold, when it is
//   released (cancelled, expired, returned); reversal: once per order, on a return. An order
//   holds once at checkout (hold_round 1) and again each time a late paid notice takes back the
//   holds it had given back (retakeOrderPoints, migration 260).
// A debit first locks the member's row, so two debits of one member run one after the other and
// each sees the balance the other left.
import { POINTS_KIND, type PointsKind } from '@storefront/contracts/member';
import type { Queryable } from '../db';

/** The balance of the member $1, as a statement that may stand in another as a scalar subquery. */
export const BALANCE_OF_MEMBER = 'select coalesce(sum(points), 0)::int as total from points_ledger where member_id = $1';

/** The member's balance: the sum of the ledger. */
export async function pointsBalance(db: Queryable, memberId: number): Promise<number> {
  const [row] = await db.query<{ total: number }>(BALANCE_OF_MEMBER, [memberId], { prepared: true });
  return row?.total ?? 0;
}

/** Locks the member's row for a debit and answers the balance it may take from. */
export async function lockedBalance(tx: Queryable, memberId: number): Promise<number> {
  await tx.query('select id from members where id = $1 for update', [memberId]);
  return pointsBalance(tx, memberId);
}

async function insertOnce(
  tx: Queryable,
  row: {
    memberId: number;
    kind: PointsKind;
    points: number;
    orderId?: number | null;
    productId?: number | null;
    visitor?: string | null;
    holdRound?: number;
  },
): Promise<boolean> {
  const inserted = await tx.query(
    `insert into points_ledger (member_id, order_id, product_id, kind, points, visitor, hold_round) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict do nothing returning id`,
    [row.memberId, row.orderId ?? null, row.productId ?? null, row.kind, row.points, row.visitor ?? null, row.holdRound ?? 1],
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
  const rows = await tx.query<{ member_id: number; kind: PointsKind; points: number; hold_round: number }>(
    `select member_id, kind, sum(points)::int as points, max(hold_round)::int as hold_round from points_ledger where order_id = $1
      group by member_id, kind`,
    [orderId],
  );
  const sumOf = (kind: PointsKind) => rows.filter((r) => r.kind === kind).reduce((n, r) => n + r.points, 0);
  const memberId = rows[0]?.member_id;
  if (memberId === undefined) return;
  const used = -sumOf(POINTS_KIND.use) - sumOf(POINTS_KIND.useReturned);
  // The points of the order's latest hold come back (an earlier hold's came back when it ended).
  const holdRound = rows.find((r) => r.kind === POINTS_KIND.use)?.hold_round ?? 1;
  if (used > 0) await insertOnce(tx, { memberId, orderId, kind: POINTS_KIND.useReturned, points: used, holdRound });
  const earned = sumOf(POINTS_KIND.purchase) + sumOf(POINTS_KIND.reversal);
  if (earned > 0 && !rows.some((r) => r.kind === POINTS_KIND.reversal)) {
    const balance = await lockedBalance(tx, memberId);
    const taken = Math.min(earned, Math.max(0, balance));
    if (taken > 0) await insertOnce(tx, { memberId, orderId, kind: POINTS_KIND.reversal, points: -taken });
  }
}

/**
 * A released order holds again (a paid notice came after it gave back its holds): the points it
 * used are taken again as a new hold's 'use' row, when the buyer's balance still has them.
 * Answers false, writing nothing, when it does not (the caller then refunds the order instead).
 */
export async function retakeOrderPoints(tx: Queryable, orderId: number): Promise<boolean> {
  const [order] = await tx.query<{ buyer_id: number; use_points: number }>('select buyer_id, use_points from orders where id = $1', [
    orderId,
  ]);
  if (!order) return false;
  // What the order holds now (its use rows less what came back) and its latest hold.
  const [held] = await tx.query<{ points: number; round: number }>(
    `select coalesce(-sum(points), 0)::int as points, coalesce(max(hold_round) filter (where kind = 'use'), 0)::int as round
       from points_ledger where order_id = $1 and kind in ('use', 'use_returned')`,
    [orderId],
  );
  const wanted = order.use_points - (held?.points ?? 0);
  if (wanted <= 0) return true;
  if ((await lockedBalance(tx, order.buyer_id)) < wanted) return false;
  return insertOnce(tx, { memberId: order.buyer_id, orderId, kind: POINTS_KIND.use, points: -wanted, holdRound: (held?.round ?? 0) + 1 });
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
