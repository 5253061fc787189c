// What a cancelled order gives back, inside the cancelling transaction: the stock its lines took
// at checkout, and the points it moved (points used come back, purchase points earned are taken
// back: points/ledger.ts). Written for the merchant's cancel and usable by any other cancel path so
// both give back the same.
// Once per order (orders.holds_released_at): an order whose payment expired gave them back
// already, and cancelling it afterwards gives back nothing more.
import type { Queryable } from '../../db';
import { releaseOrderPoints } from '../../points/ledger';

/** Gives back the order's holds; false when they were given back before. */
export async function releaseOrderHolds(tx: Queryable, orderId: number): Promise<boolean> {
  const first = await tx.query('update orders set holds_released_at = now() where id = $1 and holds_released_at is null returning id', [
    orderId,
  ]);
  if (first.length === 0) return false;
  await tx.query(
    `update stock_models s set inventory = s.inventory + l.quantity
       from (select m.stock_model_id, sum(i.quantity)::int as quantity
               from order_items i join product_models m on m.id = i.product_model_id
              where i.order_id = $1 and m.stock_model_id is not null
              group by m.stock_model_id) l
      where s.id = l.stock_model_id`,
    [orderId],
  );
  await releaseOrderPoints(tx, orderId);
  return true;
}
