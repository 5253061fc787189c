import { migrate, openDatabase, type Database } from '../db';
import { seed } from './seed';

describe('seed', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ DATA_DIR: 'memory' });
    await migrate(db);
  });
  afterAll(async () => {
    await db.close();
  });

  const counts = async () => {
    const tables = [
      'members',
      'products',
      'product_models',
      'orders',
      'order_items',
      'points_ledger',
      'auction_bids',
      'media',
      'favourites',
    ];
    const out: Record<string, number> = {};
    for (const t of tables) out[t] = (await db.query<{ n: number }>(`select count(*)::int as n from ${t}`))[0]!.n;
    return out;
  };

  it('seeds once; a second run changes nothing', async () => {
    expect(await seed(db)).toBe(true);
    const first = await counts();
    expect(await seed(db)).toBe(false);
    expect(await counts()).toEqual(first);
  });

  it('covers the catalogue the screens need', async () => {
    const [products] = await db.query<{ n: number }>('select count(*)::int as n from products');
    expect(products!.n).toBeGreaterThanOrEqual(24);
    const auctions = await db.query<{ id: number; end_auction_date: Date; bids: number }>(
      `select p.id, p.end_auction_date, (select count(*)::int from auction_bids b where b.product_id = p.id) as bids
       from products p where product_base = 1`,
    );
    expect(auctions.length).toBeGreaterThanOrEqual(3);
    const soon = auctions.filter((a) => new Date(a.end_auction_date).getTime() - Date.now() < 24 * 3600_000);
    expect(soon.length).toBeGreaterThanOrEqual(1);
    expect(soon[0]!.bids).toBeGreaterThan(0);
    const outOfStock = await db.query(
      `select p.id from products p where not exists (select 1 from product_models m join stock_models s on s.id = m.stock_model_id
         where m.product_id = p.id and s.inventory > 0)`,
    );
    expect(outOfStock).toHaveLength(1);
    // Two selections: models = product of the option counts.
    const twoSelections = await db.query<{ id: number; models: number; combos: number }>(
      `select p.id, (select count(*)::int from product_models m where m.product_id = p.id) as models,
         (select round(exp(sum(ln(c))))::int from (select count(*) as c from product_selections s
           join product_options o on o.product_selection_id = s.id where s.product_id = p.id group by s.id) x) as combos
       from products p where (select count(*) from product_selections s where s.product_id = p.id) = 2`,
    );
    expect(twoSelections.length).toBeGreaterThanOrEqual(2);
    for (const row of twoSelections) expect(row.models).toBe(row.combos);
    const [addons] = await db.query<{ n: number }>('select count(*)::int as n from product_addons');
    expect(addons!.n).toBeGreaterThan(0);
    const [images] = await db.query<{ n: number }>(
      "select count(*)::int as n from product_images i join media m on m.id = i.media_id where m.public_url like '/media/demo/%.svg'",
    );
    expect(images!.n).toBeGreaterThan(0);
  });

  it('gives the demo buyer orders in every status and payment type, points and a follower', async () => {
    const orders = await db.query<{ status: number; payment_type: number; items: number }>(
      `select o.status, o.payment_type, (select count(*)::int from order_items i where i.order_id = o.id) as items
       from orders o join members m on m.id = o.buyer_id where m.email = 'buyer@example.com'`,
    );
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7]));
    expect([...new Set(orders.map((o) => o.payment_type))].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 14, 15]);
    for (const o of orders) expect(o.items).toBeGreaterThan(0);
    const points = await db.query<{ earned: number; used: number }>(
      `select sum(case when points > 0 then points else 0 end)::int as earned, sum(case when points < 0 then 1 else 0 end)::int as used
       from points_ledger l join members m on m.id = l.member_id where m.email = 'buyer@example.com'`,
    );
    expect(points[0]!.earned).toBeGreaterThan(0);
    expect(points[0]!.used).toBeGreaterThan(0);
    const followers = await db.query("select 1 from followers f join members m on m.id = f.member_id where m.email = 'buyer@example.com'");
    expect(followers).toHaveLength(1);
    const merchants = await db.query('select 1 from merchants f join members m on m.id = f.member_id where m.tier = 2');
    expect(merchants).toHaveLength(2);
  });
});
