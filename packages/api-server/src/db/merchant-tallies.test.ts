// The counts of a merchant's order and product lists by status and month (migration 365,
// merchant-tallies.ts) follow every insert, update and delete, before and after the fold job.
import { ORDER_STATUS, PRODUCT_STATUS } from '@storefront/contracts';
import { merchantTallyFoldJob, TALLY_FOLD_BATCH } from '../jobs';
import { openSeededApp } from '../../test/test-support';
import { tallyMismatches } from '../../test/merchant-tallies-check';
import type { Database } from './database';
import { merchantTally } from './merchant-tallies';

let db: Database;
openSeededApp((opened) => ({ db } = opened));

async function fold(): Promise<number> {
  let batches = 0;
  while (await db.transaction((tx) => merchantTallyFoldJob.runOne(tx, new Date()))) batches += 1;
  return batches;
}

const changes = async () => (await db.query<{ n: number }>('select count(*)::int as n from merchant_tally_changes'))[0]!.n;
const counted = async (sql: string, params: unknown[]) => (await db.query<{ n: number }>(sql, params))[0]!.n;

test('the seeded lists are tallied', async () => {
  expect(await tallyMismatches(db)).toEqual([]);
});

test('orders and products created, moved between statuses and deleted are counted, before and after folding', async () => {
  const [merchant] = await db.query<{ id: number }>(`select member_id as id from merchants order by member_id limit 1`);
  const merchantId = merchant!.id;
  const [order] = await db.query<{ id: number }>(`select id from orders where merchant_id = $1 order by id limit 1`, [merchantId]);
  // Orders: a copy of one in another month, each status changed back and forth, one deleted.
  const [copy] = await db.query<{ id: number }>(
    `insert into orders (order_statement_id, buyer_id, merchant_id, status, payment_type, total_price, created_at)
     select 'TALLY' || id, buyer_id, merchant_id, $2, payment_type, total_price, '2025-02-10T16:30:00Z' from orders where id = $1
     returning id`,
    [order!.id, ORDER_STATUS.awaitingPayment],
  );
  // 2025-02-10 16:30 UTC is 2025-02-11 in Taipei; 2025-02-28 16:30 UTC is already March there.
  await db.query(`update orders set created_at = '2025-02-28T16:30:00Z' where id = $1`, [copy!.id]);
  expect(await merchantTally(db, 'orders', merchantId, { month: '2025-02' })).toBe(0);
  expect(await merchantTally(db, 'orders', merchantId, { month: '2025-03', status: ORDER_STATUS.awaitingPayment })).toBe(1);
  await db.query(`update orders set status = $2 where id = $1`, [copy!.id, ORDER_STATUS.awaitingShipment]);
  // An update that changes neither status nor month leaves no change behind.
  const before = await changes();
  await db.query(`update orders set payment_full_name = payment_full_name where merchant_id = $1`, [merchantId]);
  expect(await changes()).toBe(before);
  expect(await tallyMismatches(db)).toEqual([]);
  expect(await fold()).toBeGreaterThan(0);
  expect(await changes()).toBe(0);
  expect(await tallyMismatches(db)).toEqual([]);
  expect(await merchantTally(db, 'orders', merchantId, { month: '2025-03', status: ORDER_STATUS.awaitingShipment })).toBe(1);
  await db.query(`delete from order_events where order_id = $1`, [copy!.id]);
  await db.query(`delete from orders where id = $1`, [copy!.id]);
  expect(await merchantTally(db, 'orders', merchantId, { month: '2025-03' })).toBe(0);
  expect(await merchantTally(db, 'orders', merchantId)).toBe(
    await counted('select count(*)::int as n from orders where merchant_id = $1', [merchantId]),
  );

  // Products: a bulk of drafts in one statement, some put online, then all deleted.
  await db.query(
    `insert into products (merchant_id, slug, title, product_base, status)
     select $1::int, 'tally-' || g, '計數測試 ' || g, 0, $2::int from generate_series(1, 30) g`,
    [merchantId, PRODUCT_STATUS.draft],
  );
  await db.query(`update products set status = $1 where slug in ('tally-1', 'tally-2', 'tally-3')`, [PRODUCT_STATUS.online]);
  expect(await tallyMismatches(db)).toEqual([]);
  for (const status of [PRODUCT_STATUS.draft, PRODUCT_STATUS.online]) {
    expect(await merchantTally(db, 'products', merchantId, { status })).toBe(
      await counted('select count(*)::int as n from products where merchant_id = $1 and status = $2', [merchantId, status]),
    );
  }
  await fold();
  await db.query(`delete from products where slug like 'tally-%'`);
  expect(await tallyMismatches(db)).toEqual([]);
  await fold();
  expect(await tallyMismatches(db)).toEqual([]);
});

test('changes past one batch are folded over several, and the counts never move', async () => {
  const [merchant] = await db.query<{ id: number }>(`select member_id as id from merchants order by member_id limit 1`);
  const all = () => merchantTally(db, 'products', merchant!.id);
  await fold();
  const start = await all();
  // A batch and a bit of changes that add up to nothing: as many removals as additions.
  await db.query(
    `insert into merchant_tally_changes (list, merchant_id, status, month, n)
     select 'products', $1::int, $2::int, '2025-01-01', case when g % 2 = 0 then 1 else -1 end from generate_series(1, $3::int) g`,
    [merchant!.id, PRODUCT_STATUS.draft, TALLY_FOLD_BATCH + 6],
  );
  expect(await all()).toBe(start);
  expect(await db.transaction((tx) => merchantTallyFoldJob.runOne(tx, new Date()))).toBe(true);
  expect(await changes()).toBe(6);
  expect(await all()).toBe(start);
  expect(await fold()).toBe(1);
  expect(await merchantTallyFoldJob.due(db, new Date())).toBe(false);
  expect(await all()).toBe(start);
  expect(await tallyMismatches(db)).toEqual([]);
});
