// The member centre's summary (GET /api/member/summary): the number of the member's orders in
// each stage, counted from the very list the order history shows with the contracts' stage rule
// (so a count and its filtered list always agree), the points balance, the wish list's size and
// the latest order with its first product.
import { ORDER_STAGES, isInOrderStage } from '@storefront/contracts/orders';
import type { MemberSummaryResponse } from '@storefront/contracts/member';
import type { Queryable } from '../../db';
import { pointsBalance } from '../../points/ledger';
import { buyerOrders } from '../orders/orders';

export async function memberSummary(db: Queryable, memberId: number): Promise<MemberSummaryResponse> {
  const { orders } = await buyerOrders(db, memberId);
  const orderCounts = Object.fromEntries(
    ORDER_STAGES.map((stage) => [stage, orders.filter((order) => isInOrderStage(order, stage)).length]),
  ) as MemberSummaryResponse['orderCounts'];
  const [{ total: wishListCount } = { total: 0 }] = await db.query<{ total: number }>(
    'select count(*)::int as total from favourites fv join products p on p.id = fv.product_id where fv.member_id = $1',
    [memberId],
  );
  const latest = orders[0];
  const latestOrder: MemberSummaryResponse['latestOrder'] = latest
    ? {
        orderId: latest.orderId,
        orderStatementId: latest.orderStatementId,
        date: latest.date,
        status: latest.status,
        price: latest.price,
        currency: latest.currency,
        productTitle: latest.productTitle ?? '',
        productImageUrl: latest.productImageUrl ?? null,
        moreProducts: latest.moreProducts ?? 0,
      }
    : null;
  return {
    status: 200,
    orderCounts,
    totalPoints: await pointsBalance(db, memberId),
    wishListCount,
    latestOrder,
  };
}
