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
  let latestOrder: MemberSummaryResponse['latestOrder'] = null;
  if (latest) {
    // The first main product (add-ons follow their product); an order always holds one.
    const items = await db.query<{ product_title: string; product_image_url: string; parent_product_model_id: number | null }>(
      'select product_title, product_image_url, parent_product_model_id from order_items where order_id = $1 order by id',
      [latest.orderId],
    );
    const main = items.filter((item) => item.parent_product_model_id === null);
    const first = main[0] ?? items[0];
    latestOrder = {
      orderId: latest.orderId,
      orderStatementId: latest.orderStatementId,
      date: latest.date,
      status: latest.status,
      price: latest.price,
      currency: latest.currency,
      productTitle: first?.product_title ?? '',
      productImageUrl: first?.product_image_url || null,
      moreProducts: Math.max(0, main.length - 1),
    };
  }
  return {
    status: 200,
    orderCounts,
    totalPoints: await pointsBalance(db, memberId),
    wishListCount,
    latestOrder,
  };
}
