// Closing auctions with two job processes on one real PostgreSQL server, while bids race the
// close from a third connection (skipped unless TEST_DATABASE_URL names a disposable database;
// scripts/scratch-postgres.sh starts one). The suite works in a database of its own, created
// beside the given one and dropped afterwards. Each auction closes exactly once, every auction
// with bids has one order at its highest accepted bid, and every bid is either counted or refused.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { migrate, openDatabase, type Database } from '../db';
import { packageRoot } from '../package-root';
import { placeBid } from '../routes/product/product-page';
import { seed } from '../seed/seed';
import { ORDER_STATUS, PAYMENT_TYPE } from '@storefront/contracts';
import { POINTS_KIND } from '@storefront/contracts/member';

const url = process.env.TEST_DATABASE_URL;
const describeWithPostgres = url ? describe : describe.skip;

const AUCTIONS = 24;

/** Runs `src/jobs/run.ts` (the due jobs, once) as a process of its own on the database. */
function runJobsProcess(databaseUrl: string): Promise<Record<string, number>> {
  const loader = pathToFileURL(createRequire(path.join(packageRoot, 'package.json')).resolve('tsx/esm')).href;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', loader, path.join(packageRoot, 'src/jobs/run.ts')], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += String(chunk)));
    child.stderr.on('data', (chunk) => (err += String(chunk)));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`jobs process exited ${code}: ${err}`));
      else resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Record<string, number>);
    });
  });
}

describeWithPostgres('auction close on PostgreSQL, two job processes (TEST_DATABASE_URL)', () => {
  const name = `storefront_jobs_${process.pid}`;
  let admin: Database;
  let db: Database;
  let databaseUrl: string;

  beforeAll(async () => {
    admin = await openDatabase({ DATABASE_URL: url });
    await admin.exec(`drop database if exists ${name}`);
    await admin.exec(`create database ${name}`);
    const parsed = new URL(url!);
    parsed.pathname = `/${name}`;
    databaseUrl = parsed.toString();
    db = await openDatabase({ DATABASE_URL: databaseUrl });
    await migrate(db);
    await seed(db);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await admin?.exec(`drop database if exists ${name}`);
    await admin?.close();
  });

  it('closes each auction once across two processes; a racing bid is counted and wins, or refused', async () => {
    const end = new Date(Date.now() - 60_000);
    const products = await db.query<{ id: number }>('select id from products where status = 1 order by id limit $1', [AUCTIONS]);
    expect(products).toHaveLength(AUCTIONS);
    const ids = products.map((p) => p.id);
    const [buyer] = await db.query<{ id: number }>(`select id from members where email = 'buyer@example.com'`);
    const [member] = await db.query<{ id: number }>(`select id from members where email = 'member@example.com'`);
    await db.query('delete from auction_bids where product_id = any($1::int[])', [ids]);
    await db.query(
      `update products set product_base = 1, start_auction_amount = 100, min_auction_price = 10, end_auction_date = $2 where id = any($1::int[])`,
      [ids, end.toISOString()],
    );
    // Two thirds with a first bid; the last third without any (unless a racing bid gets in).
    for (const id of ids.slice(0, (AUCTIONS * 2) / 3))
      await db.query('insert into auction_bids (product_id, member_id, price) values ($1, $2, 150)', [id, buyer!.id]);

    // Bids "in time" by their own clock, on every auction again and again (each higher) until the
    // close refuses one: the last bids race the close itself.
    const bidUntilClosed = async (productId: number) => {
      let lastAccepted: number | null = null;
      for (let price = 300; ; price += 10) {
        try {
          await placeBid(db, member!.id, { productId, price, userId: 0 }, new Date(end.getTime() - 1));
          lastAccepted = price;
        } catch (error) {
          const refusal = error as { status?: number; title?: string };
          if (refusal.status !== 400 || refusal.title !== '競標已結束') throw error as Error;
          return { lastAccepted, attempts: (price - 300) / 10 + 1 };
        }
        await new Promise((r) => setTimeout(r, 40));
      }
    };
    const bids = Promise.all(ids.map((productId) => bidUntilClosed(productId)));
    const [first, second, outcomes] = await Promise.all([runJobsProcess(databaseUrl), runJobsProcess(databaseUrl), bids]);

    const closed = (first['auction-close'] ?? 0) + (second['auction-close'] ?? 0);
    expect(closed).toBe(AUCTIONS);
    const rows = await db.query<{
      id: number;
      closed: boolean;
      orders: number;
      price: number | null;
      highest: number | null;
      racing: number;
    }>(
      `select p.id, p.auction_closed_at is not null as closed,
              (select count(*)::int from orders o where o.auction_product_id = p.id) as orders,
              (select o.total_price - o.shipping_price from orders o where o.auction_product_id = p.id) as price,
              (select max(b.price)::int from auction_bids b where b.product_id = p.id) as highest,
              (select count(*)::int from auction_bids b where b.product_id = p.id and b.member_id = $2) as racing
         from products p where p.id = any($1::int[]) order by p.id`,
      [ids, member!.id],
    );
    for (const [i, row] of rows.entries()) {
      expect(row.closed).toBe(true);
      expect(row.orders).toBe(row.highest === null ? 0 : 1);
      // Never an order below a bid that was accepted.
      expect(row.price).toBe(row.highest);
      // The winning bid is the last one accepted before the close (the member's, if any got in).
      if (outcomes[i]!.lastAccepted !== null) expect(row.price).toBe(outcomes[i]!.lastAccepted);
      expect(row.racing).toBe(outcomes[i]!.attempts - 1);
    }
    if (process.env.JOBS_FIGURES) {
      const bidsIn = outcomes.reduce((sum, o) => sum + o.attempts - 1, 0);
      console.log(`two processes: ${JSON.stringify({ first, second, bidsIn, bidsRefused: outcomes.length })}`);
    }
  }, 120_000);

  it('expires unpaid orders and completes shipped ones once across two processes: stock and points move once', async () => {
    const EACH = 4;
    const candidates = await db.query<{ id: number }>(
      // Orders still holding their stock and points, with no points moved but those used.
      `select id from orders o where status in ($1, $2, $3) and auction_product_id is null and holds_released_at is null
          and not exists (select 1 from points_ledger l where l.order_id = o.id and l.kind <> $4)
        order by id limit $5`,
      [ORDER_STATUS.awaitingShipment, ORDER_STATUS.awaitingPayment, ORDER_STATUS.shipping, POINTS_KIND.use, EACH * 2],
    );
    expect(candidates).toHaveLength(EACH * 2);
    const unpaid = candidates.slice(0, EACH).map((o) => o.id);
    const shipped = candidates.slice(EACH).map((o) => o.id);
    // Half unpaid past their deadline; half shipped eight days ago.
    await db.query(
      `update orders set status = $2, payment_type = $3, pay_by = now() - interval '1 hour', holds_released_at = null where id = any($1::int[])`,
      [unpaid, ORDER_STATUS.awaitingPayment, PAYMENT_TYPE.atmTransfer],
    );
    await db.query(`update orders set status = $2, shipped_at = now() - interval '8 days', delivered_at = null where id = any($1::int[])`, [
      shipped,
      ORDER_STATUS.shipping,
    ]);
    const stockOf = async () =>
      (
        await db.query<{ total: number }>(
          `select coalesce(sum(s.inventory), 0)::int as total from stock_models s
            where s.id in (select m.stock_model_id from order_items i join product_models m on m.id = i.product_model_id where i.order_id = any($1::int[]))`,
          [unpaid],
        )
      )[0]!.total;
    const [held] = await db.query<{ quantity: number }>(
      `select coalesce(sum(i.quantity), 0)::int as quantity from order_items i join product_models m on m.id = i.product_model_id
        where i.order_id = any($1::int[]) and m.stock_model_id is not null`,
      [unpaid],
    );
    const stockBefore = await stockOf();

    const [first, second] = await Promise.all([runJobsProcess(databaseUrl), runJobsProcess(databaseUrl)]);

    expect((first['order-payment-expiry'] ?? 0) + (second['order-payment-expiry'] ?? 0)).toBe(EACH);
    expect((first['order-auto-complete'] ?? 0) + (second['order-auto-complete'] ?? 0)).toBe(EACH);
    const statuses = await db.query<{ id: number; status: number }>('select id, status from orders where id = any($1::int[]) order by id', [
      [...unpaid, ...shipped],
    ]);
    for (const row of statuses) expect(row.status).toBe(unpaid.includes(row.id) ? ORDER_STATUS.failed : ORDER_STATUS.complete);
    // The stock the unpaid orders held came back exactly once.
    expect(await stockOf()).toBe(stockBefore + held!.quantity);
    // Each points row at most once per order and kind; purchase points for each completed order that earns any.
    const rows = await db.query<{ order_id: number; kind: string; n: number }>(
      `select order_id, kind, count(*)::int as n from points_ledger where order_id = any($1::int[]) group by order_id, kind`,
      [[...unpaid, ...shipped]],
    );
    for (const row of rows) expect(row.n).toBe(1);
    const earning = await db.query<{ id: number }>('select id from orders where id = any($1::int[]) and earn_points > 0', [shipped]);
    const credited = rows.filter((r) => r.kind === POINTS_KIND.purchase).map((r) => r.order_id);
    expect(credited.sort()).toEqual(earning.map((o) => o.id).sort());
    // What the unpaid orders used is back: their ledger sums to zero.
    const [unpaidSum] = await db.query<{ total: number }>(
      'select coalesce(sum(points), 0)::int as total from points_ledger where order_id = any($1::int[])',
      [unpaid],
    );
    expect(unpaidSum!.total).toBe(0);
  }, 120_000);
});

describeWithPostgres('unfinished card attempts on PostgreSQL, two job processes (TEST_DATABASE_URL)', () => {
  const name = `storefront_attempts_${process.pid}`;
  let admin: Database;
  let db: Database;
  let databaseUrl: string;

  beforeAll(async () => {
    admin = await openDatabase({ DATABASE_URL: url });
    await admin.exec(`drop database if exists ${name}`);
    await admin.exec(`create database ${name}`);
    const parsed = new URL(url!);
    parsed.pathname = `/${name}`;
    databaseUrl = parsed.toString();
    db = await openDatabase({ DATABASE_URL: databaseUrl });
    await migrate(db);
    await seed(db);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await admin?.exec(`drop database if exists ${name}`);
    await admin?.close();
  });

  it('fails each attempt once (a group together) and then gives back its holds once, caught up in one run', async () => {
    const candidates = await db.query<{ id: number }>(
      `select id from orders o where status in ($1, $2) and auction_product_id is null and holds_released_at is null
          and not exists (select 1 from points_ledger l where l.order_id = o.id and l.kind <> $3)
        order by id limit 4`,
      [ORDER_STATUS.awaitingShipment, ORDER_STATUS.shipping, POINTS_KIND.use],
    );
    expect(candidates).toHaveLength(4);
    const ids = candidates.map((o) => o.id);
    // Card attempts started two hours ago with no result: past the attempt's hour and the repay window.
    await db.query(
      `update orders set status = $2, payment_type = $3, pay_by = null, payment_trade_no = 'T' || id, payment_attempt_at = now() - interval '2 hours'
        where id = any($1::int[])`,
      [ids, ORDER_STATUS.awaitingPayment, PAYMENT_TYPE.creditCard],
    );
    // The first two are one checkout's group: one attempt pays both.
    const group = ids.slice(0, 2);
    await db.query(`update orders set payment_trade_no = 'GROUP' || $2 where id = any($1::int[])`, [group, group[0]]);
    for (const id of group) await db.query(`insert into payment_attempts (trade_no, order_id) values ('GROUP' || $2, $1)`, [id, group[0]]);
    const [held] = await db.query<{ quantity: number; stock: number }>(
      `select coalesce(sum(i.quantity), 0)::int as quantity,
              (select coalesce(sum(s.inventory), 0)::int from stock_models s where s.id in (select m2.stock_model_id from order_items i2
                 join product_models m2 on m2.id = i2.product_model_id where i2.order_id = any($1::int[]))) as stock
         from order_items i join product_models m on m.id = i.product_model_id where i.order_id = any($1::int[]) and m.stock_model_id is not null`,
      [ids],
    );

    await Promise.all([runJobsProcess(databaseUrl), runJobsProcess(databaseUrl)]);

    const rows = await db.query<{ status: number; fail_reason: string; events: number; returned: number }>(
      `select o.status, o.fail_reason,
              (select count(*)::int from order_events e where e.order_id = o.id and e.kind = 'paymentNotCompleted') as events,
              (select count(*)::int from points_ledger l where l.order_id = o.id and l.kind = 'use_returned') as returned
         from orders o where o.id = any($1::int[])`,
      [ids],
    );
    for (const row of rows) expect(row).toMatchObject({ status: ORDER_STATUS.failed, fail_reason: 'repayWindowEnded', events: 1 });
    for (const row of rows) expect(row.returned).toBeLessThanOrEqual(1);
    const [after] = await db.query<{ stock: number }>(
      `select coalesce(sum(s.inventory), 0)::int as stock from stock_models s where s.id in (select m.stock_model_id from order_items i
         join product_models m on m.id = i.product_model_id where i.order_id = any($1::int[]))`,
      [ids],
    );
    expect(after!.stock).toBe(held!.stock + held!.quantity);
  }, 120_000);
});
