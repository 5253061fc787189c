// Migration 260 on an old database: a returned order (5) that still holds the purchase points it
// was credited (from before a return took them back) gets its reversal row, once however often
// the migration runs, never taking a balance below zero; the member's points then match what the
// ledger says the orders left.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '.';
import { migrationsDir, splitStatements } from './migrate';
import { openSeededApp } from '../../test/test-support';

let db: Database;
openSeededApp((opened) => ({ db } = opened));

const runMigration260 = () =>
  db.transaction(async (tx) => {
    for (const statement of splitStatements(readFileSync(join(migrationsDir, '260-order-holds-late-payments.sql'), 'utf8'))) {
      await tx.query(statement);
    }
  });
const balanceOf = async (memberId: number) =>
  (
    await db.query<{ total: number }>('select coalesce(sum(points), 0)::int as total from points_ledger where member_id = $1', [memberId])
  )[0]!.total;
const reversalsOf = (orderId: number) =>
  db.query<{ points: number }>(`select points from points_ledger where order_id = $1 and kind = 'reversal'`, [orderId]);

/** A returned order of a member made to look old: its purchase credit without the reversal. */
async function oldReturnedOrder(earned: number) {
  const [order] = await db.query<{ id: number; buyer_id: number }>(
    `select o.id, o.buyer_id from orders o where o.status = 5 order by o.id limit 1`,
  );
  if (!order) throw new Error('no returned order in the seed');
  await db.query(`delete from points_ledger where order_id = $1 and kind in ('purchase', 'reversal')`, [order.id]);
  await db.query(`insert into points_ledger (member_id, order_id, kind, points) values ($1, $2, 'purchase', $3)`, [
    order.buyer_id,
    order.id,
    earned,
  ]);
  return order;
}

it('writes the missing reversal of a returned order once, however often it runs', async () => {
  const order = await oldReturnedOrder(7);
  const before = await balanceOf(order.buyer_id);
  await runMigration260();
  expect(await reversalsOf(order.id)).toEqual([{ points: -7 }]);
  expect(await balanceOf(order.buyer_id)).toBe(before - 7);
  await runMigration260();
  expect(await reversalsOf(order.id)).toHaveLength(1);
  expect(await balanceOf(order.buyer_id)).toBe(before - 7);
});

it('takes back no more than the balance holds (points already spent are not clawed into a debt)', async () => {
  const order = await oldReturnedOrder(5);
  // Everything but 3 points spent elsewhere.
  const spent = (await balanceOf(order.buyer_id)) - 3;
  await db.query(`insert into points_ledger (member_id, kind, points) values ($1, 'use', $2)`, [order.buyer_id, -spent]);
  await runMigration260();
  expect(await reversalsOf(order.id)).toEqual([{ points: -3 }]);
  expect(await balanceOf(order.buyer_id)).toBe(0);
});
