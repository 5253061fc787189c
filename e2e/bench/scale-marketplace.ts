// The marketplace of the scale bench (issue 26): the demo data, then, at SCALE 1, 1,000,000 products
// of 200 merchants (the demo merchant is the big one: 50,000 products and 200,000 orders; the
// others skewed, a few big and most small), 100,000 members, 2,000,000 orders with their lines and
// the members' points ledger, dated over the past year, written into a PostgreSQL database by
// set-based inserts (generate_series). Every row is a pure function of its id, so two runs at one
// SCALE hold the same marketplace. Rows are written with explicit ids in contiguous ranges per
// merchant, so an order line names a product of its own merchant by arithmetic, without a join.
// The secondary indexes of the big tables are dropped first and built again at the end (a bulk
// build is several times faster than keeping them up row by row); triggers are off while writing
// (session_replication_role): the columns they would keep (search prices, search words, in stock)
// and the merchants' list counts (merchant_tallies) are written directly, and the ledger is made
// so that no balance goes below zero.
import { demoAccounts, migrate, openDatabase, seed, type Database, type Queryable } from '@storefront/api-server';
import { ORDER_STATUS, PAYMENT_TYPE, PRODUCT_BASE, PRODUCT_STATUS } from '@storefront/contracts';
import { POINTS_KIND } from '@storefront/contracts/member';
import { ADJECTIVES, ITEMS, LATIN, VARIANTS } from './search-catalogue';

/** The counts at SCALE 1 (issue 26's marketplace); every one is multiplied by SCALE. */
export const MARKETPLACE_AT_SCALE_1 = {
  products: 1_000_000,
  merchants: 200,
  bigMerchantProducts: 50_000,
  bigMerchantOrders: 200_000,
  members: 100_000,
  orders: 2_000_000,
  brands: 1_000,
  categories: 40,
  /** The demo buyer gets one order in this many: 2,000 at SCALE 1 (the buyer's order list). */
  buyerOrderEvery: 1_000,
  /** Product views a member earned points for: up to this many, most members few. */
  viewsPerMemberMax: 80,
  /** The demo buyer's views, at SCALE 1. */
  buyerViews: 2_000,
} as const;

export type MarketplaceCounts = {
  products: number;
  merchants: number;
  bigMerchantProducts: number;
  bigMerchantOrders: number;
  members: number;
  orders: number;
  brands: number;
  categories: number;
  buyerViews: number;
};

/**
 * SCALE times each count, at least 1, but the merchants': 200 at every SCALE, so that the big
 * merchant keeps its share (5 % of the products, 10 % of the orders) and stays the biggest.
 */
export function marketplaceCounts(scale: number): MarketplaceCounts {
  const at = (n: number, least = 1) => Math.max(least, Math.round(n * scale));
  const base = MARKETPLACE_AT_SCALE_1;
  return {
    products: at(base.products, 2),
    merchants: base.merchants,
    bigMerchantProducts: at(base.bigMerchantProducts),
    bigMerchantOrders: at(base.bigMerchantOrders),
    members: at(base.members),
    orders: at(base.orders, 2),
    brands: at(base.brands),
    categories: at(base.categories),
    buyerViews: at(base.buyerViews),
  };
}

/**
 * `total` split over `count` shares by Zipf's law (the i-th biggest gets 1/i of the first), none
 * above `cap` (what a cap takes off goes to the others, in the same proportions), each at least 1;
 * biggest first, summing to `total`.
 */
export function skewedShares(total: number, count: number, wantedCap: number): number[] {
  if (count <= 0) return [];
  // A cap the shares cannot keep (count x cap below the total) is raised to the even share.
  const cap = Math.max(wantedCap, Math.ceil(total / count));
  const weights = Array.from({ length: count }, (_, i) => 1 / (i + 1));
  const shares = new Array<number>(count).fill(0);
  const capped = new Set<number>();
  for (;;) {
    const left = total - capped.size * cap;
    const free = weights.reduce((sum, w, i) => (capped.has(i) ? sum : sum + w), 0);
    const over = weights.findIndex((w, i) => !capped.has(i) && (left * w) / free > cap);
    if (over < 0 || capped.size === count - 1) break;
    capped.add(over);
  }
  const left = total - capped.size * cap;
  const free = weights.reduce((sum, w, i) => (capped.has(i) ? sum : sum + w), 0);
  weights.forEach((w, i) => (shares[i] = capped.has(i) ? cap : Math.max(1, Math.floor((left * w) / free))));
  // Rounding: the remainder goes to the smallest shares, one each, so the sum is exact.
  let rest = total - shares.reduce((sum, n) => sum + n, 0);
  for (let i = count - 1; rest > 0; i = i === 0 ? count - 1 : i - 1, rest -= 1) shares[i]! += 1;
  for (let i = 0; rest < 0; i = (i + 1) % count) {
    if (shares[i]! > 1) {
      shares[i]! -= 1;
      rest += 1;
    }
  }
  return shares;
}

export type MerchantPlan = { merchantId: number; products: number; orders: number };

/** The big merchant first with its fixed counts, then the others' shares of what is left. */
export function merchantPlan(counts: MarketplaceCounts, bigMerchantId: number, otherIds: readonly number[]): MerchantPlan[] {
  const bigProducts = Math.min(counts.bigMerchantProducts, counts.products - otherIds.length);
  const bigOrders = Math.min(counts.bigMerchantOrders, counts.orders - otherIds.length);
  // No other merchant is bigger than the big one, so it is the worst case of the merchant lists.
  const products = skewedShares(counts.products - bigProducts, otherIds.length, bigProducts);
  const orders = skewedShares(counts.orders - bigOrders, otherIds.length, bigOrders);
  return [
    { merchantId: bigMerchantId, products: bigProducts, orders: bigOrders },
    ...otherIds.map((merchantId, i) => ({ merchantId, products: products[i]!, orders: orders[i]! })),
  ];
}

export type GenerationStep = { step: string; rows: number; seconds: number };
export type Marketplace = {
  counts: MarketplaceCounts;
  steps: GenerationStep[];
  seconds: number;
  /** Rows of each table after the generation. */
  tables: Record<string, number>;
  bigMerchantEmail: string;
  buyerEmail: string;
};

const sqlArray = (words: readonly string[]) => `array[${words.map((w) => `'${w}'`).join(',')}]`;
/**
 * A number in [0, 1) that is a fixed function of an integer expression and a salt: PostgreSQL's own
 * seeded integer hash, so that two salts give independent numbers (a linear hash of id + salt made
 * a product's status, category and brand move together: whole categories had no product online).
 */
const frac = (expr: string, salt: number) => `((hashint8extended((${expr})::bigint, ${salt}) & 4294967295)::float8 / 4294967296.0)`;
const SURNAMES = ['陳', '林', '黃', '張', '李', '王', '吳', '劉', '蔡', '楊', '許', '鄭'];
const GIVEN = ['怡君', '志明', '雅婷', '家豪', '淑芬', '俊傑', '美玲', '建宏', '佳穎', '冠宇', '欣怡', '宗翰'];
const nameOf = (memberExpr: string) =>
  `(${sqlArray(SURNAMES)})[1 + (${memberExpr}) % ${SURNAMES.length}] || (${sqlArray(GIVEN)})[1 + ((${memberExpr}) / ${SURNAMES.length}) % ${GIVEN.length}]`;
/** A product's list price, title and sale, from its id (the order lines repeat them without reading the product). */
const priceOf = (id: string) => `(100 + ((${id})::bigint * 37) % 4900)::int`;
/** A product's one model's stock (none for one in forty), and so whether the product is in stock. */
const INVENTORY_OF = (id: string) => `(${id}) % 40`;
const IN_STOCK_OF = (id: string) => `${INVENTORY_OF(id)} > 0`;
/**
 * One product in five on sale, by a hash of its own: as \`id % 5 = 0\` it followed the title's first
 * word (\`id % 10\`), so that every product of a word was on sale or none was (all 100,000 of 台灣,
 * none of 日式), which a real catalogue never is.
 */
const onSale = (id: string) => `(${frac(id, 11)} < 0.2)`;
const salePriceOf = (id: string) => `(${priceOf(id)} * 8 / 10)`;
const titleOf = (id: string) =>
  `(${sqlArray(ADJECTIVES)})[1 + (${id}) % ${ADJECTIVES.length}] || (${sqlArray(ITEMS)})[1 + ((${id}) / ${ADJECTIVES.length}) % ${ITEMS.length}]` +
  ` || ' ' || (${sqlArray(LATIN)})[1 + (${id}) % ${LATIN.length}] || ' ' || (${sqlArray(VARIANTS)})[1 + ((${id}) / 7) % ${VARIANTS.length}] || ' ' || (${id})`;
const PAYMENT_TYPES = [PAYMENT_TYPE.creditCard, PAYMENT_TYPE.creditCard3Instalments, PAYMENT_TYPE.cashOnDelivery, PAYMENT_TYPE.atmTransfer, PAYMENT_TYPE.onlineWallet];
/** Tables written here: their secondary indexes are built again after the writes. */
const BULK_TABLES = ['members', 'products', 'stock_models', 'product_models', 'product_prices', 'orders', 'order_items', 'points_ledger'];
const YEAR = `interval '365 days'`;
/** Orders of the last two days are still to ship or shipping; older ones are done, most completed. */
const RECENT = `interval '2 days'`;

async function maxId(db: Queryable, table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select coalesce(max(id), 0)::int as n from ${table}`);
  return row?.n ?? 0;
}

async function idOf(db: Queryable, email: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('select id from members where email = $1', [email]);
  if (!row) throw new Error(`no member ${email}`);
  return row.id;
}

/** Builds the marketplace into the (empty) database of `databaseUrl`; `log` hears each step. */
export async function buildMarketplace(databaseUrl: string, scale: number, log: (text: string) => void): Promise<Marketplace> {
  const counts = marketplaceCounts(scale);
  const db = await openDatabase({ DATABASE_URL: databaseUrl });
  const steps: GenerationStep[] = [];
  const started = Date.now();
  const timed = async (step: string, work: (tx: Queryable) => Promise<number | void>) => {
    const at = Date.now();
    const rows = await db.transaction(async (tx) => {
      await tx.query(`set local session_replication_role = replica`);
      await tx.query(`set local maintenance_work_mem = '1GB'`);
      await tx.query(`set local work_mem = '256MB'`);
      return work(tx);
    });
    const seconds = (Date.now() - at) / 1000;
    steps.push({ step, rows: rows ?? 0, seconds });
    log(`${step}: ${rows ?? 0} rows, ${seconds.toFixed(1)} s`);
  };
  const inserted = async (tx: Queryable, sql: string, params: unknown[] = []) => {
    const rows = await tx.query<{ n: number }>(`with w as (${sql} returning 1) select count(*)::int as n from w`, params);
    return rows[0]?.n ?? 0;
  };
  try {
    await migrate(db);
    await seed(db);
    const bigMerchantId = await idOf(db, demoAccounts.merchant.email);
    const buyerId = await idOf(db, demoAccounts.buyer.email);
    const base = {
      member: await maxId(db, 'members'),
      product: await maxId(db, 'products'),
      stock: await maxId(db, 'stock_models'),
      model: await maxId(db, 'product_models'),
      price: await maxId(db, 'product_prices'),
      order: await maxId(db, 'orders'),
      brand: await maxId(db, 'brands'),
      category: await maxId(db, 'catelogs'),
    };
    const otherMerchants = counts.merchants - 1;
    const otherIds = Array.from({ length: otherMerchants }, (_, i) => base.member + 1 + i);
    const plan = merchantPlan(counts, bigMerchantId, otherIds);
    const firstMember = base.member + otherMerchants + 1;
    const lastMember = base.member + otherMerchants + counts.members;

    const dropped: { name: string; def: string }[] = [];
    await timed('drop secondary indexes of the bulk tables', async (tx) => {
      const indexes = await tx.query<{ name: string; def: string }>(
        `select i.indexname as name, i.indexdef as def from pg_indexes i
         where i.schemaname = 'public' and i.tablename = any($1::text[])
           and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.indexname))::regclass)`,
        [BULK_TABLES],
      );
      for (const index of indexes) await tx.query(`drop index ${index.name}`);
      dropped.push(...indexes);
      return indexes.length;
    });

    await timed('plan: merchants, brands, categories', async (tx) => {
      await tx.query('drop table if exists scale_plan');
      await tx.query(
        `create table scale_plan as
         select p.merchant_id, p.products as p_count, p.orders as o_count,
                $3::int + 1 + coalesce(sum(p.products) over (order by p.k rows between unbounded preceding and 1 preceding), 0)::int as p_first,
                $4::int + 1 + coalesce(sum(p.orders) over (order by p.k rows between unbounded preceding and 1 preceding), 0)::int as o_first
         from unnest($1::int[], $2::int[], $5::int[]) with ordinality as p(merchant_id, products, orders, k)`,
        [plan.map((m) => m.merchantId), plan.map((m) => m.products), base.product, base.order, plan.map((m) => m.orders)],
      );
      let rows = await inserted(
        tx,
        `insert into members (id, email, first_name, last_name, tier, member_type, referral_code, created_at)
         select g, 'scale-merchant-' || g || '@example.com', '', 'Shop ' || g, 2, 2, 'SCM' || g, now() - ${YEAR}
         from generate_series($1::int, $2::int) g`,
        [base.member + 1, base.member + otherMerchants],
      );
      rows += await inserted(
        tx,
        `insert into merchants (member_id, merchant_name, merchant_email, created_at)
         select g, '好物商行 ' || g, 'scale-merchant-' || g || '@example.com', now() - ${YEAR} from generate_series($1::int, $2::int) g`,
        [base.member + 1, base.member + otherMerchants],
      );
      rows += await inserted(tx, `insert into brands (id, title) select $1::int + g, 'Scale brand ' || g from generate_series(1, $2::int) g`, [
        base.brand,
        counts.brands,
      ]);
      rows += await inserted(
        tx,
        `insert into catelogs (id, title) select $1::int + g, '分類 ' || g from generate_series(1, $2::int) g`,
        [base.category, counts.categories],
      );
      return rows;
    });

    await timed('members', (tx) =>
      inserted(
        tx,
        `insert into members (id, email, first_name, last_name, tier, member_type, referral_code, created_at)
         select g, 'scale-member-' || g || '@example.com', substr(${nameOf('g')}, 2), substr(${nameOf('g')}, 1, 1),
                (g % 3 = 0)::int, (g % 3 = 0)::int, 'SC' || g, now() - ${frac('g', 1)} * ${YEAR}
         from generate_series($1::int, $2::int) g`,
        [firstMember, lastMember],
      ),
    );

    // Products: online most of them; a brand and a category each, a few of both big (squared hash).
    const status = `case when ${frac('p.id', 2)} < 0.92 then ${PRODUCT_STATUS.online} when ${frac('p.id', 2)} < 0.96 then ${PRODUCT_STATUS.draft}
                         when ${frac('p.id', 2)} < 0.98 then ${PRODUCT_STATUS.cancelled} else ${PRODUCT_STATUS.soldOut} end`;
    await timed('products', (tx) =>
      inserted(
        tx,
        `insert into products (id, merchant_id, slug, title, product_base, status, brand_id, catelog_id, list_price, sale_price, in_stock,
                               created_at, updated_at)
         select p.id, s.merchant_id, 'scale-' || p.id, ${titleOf('p.id')}, ${PRODUCT_BASE.fixedPrice}, ${status},
                $1::int + 1 + floor($2::int * power(${frac('p.id', 3)}, 2))::int,
                $3::int + 1 + floor($4::int * power(${frac('p.id', 4)}, 2))::int,
                ${priceOf('p.id')}, case when ${onSale('p.id')} then ${salePriceOf('p.id')} end, ${IN_STOCK_OF('p.id')},
                now() - ${frac('p.id', 5)} * ${YEAR}, now() - ${frac('p.id', 5)} * ${YEAR} / 2
         from scale_plan s, generate_series(s.p_first, s.p_first + s.p_count - 1) p(id)`,
        [base.brand, counts.brands, base.category, counts.categories],
      ),
    );

    // One model each, with its stock and its price (ids at the same offset from the product's).
    const firstProduct = base.product + 1;
    await timed('stock, models and prices', async (tx) => {
      const range = `from products p where p.id >= ${firstProduct}`;
      let rows = await inserted(
        tx,
        `insert into stock_models (id, model_number, inventory, allow_negative_inventory, merchant_id)
         select p.id - ${firstProduct} + ${base.stock + 1}, p.slug, ${INVENTORY_OF('p.id')}, false, p.merchant_id ${range}`,
      );
      rows += await inserted(
        tx,
        `insert into product_models (id, product_id, title, model_number, sort_order, stock_model_id)
         select p.id - ${firstProduct} + ${base.model + 1}, p.id, '', p.slug, 0, p.id - ${firstProduct} + ${base.stock + 1} ${range}`,
      );
      rows += await inserted(
        tx,
        `insert into product_prices (id, product_model_id, product_id, price, on_sale, on_sale_price)
         select p.id - ${firstProduct} + ${base.price + 1}, p.id - ${firstProduct} + ${base.model + 1}, p.id,
                ${priceOf('p.id')}, ${onSale('p.id')}, ${salePriceOf('p.id')} ${range}`,
      );
      return rows;
    });

    // Orders: a buyer skewed towards the first members (a few buy often), one in buyerOrderEvery
    // the demo buyer; 1 to 3 lines of the merchant's products; dated over the past year.
    const lines = (order: string) => `(case when ${order} % 10 < 6 then 1 when ${order} % 10 < 9 then 2 else 3 end)`;
    const lineProduct = (order: string, line: string) => `(s.p_first + ((${order})::bigint * 7919 + (${line}) * 104729) % s.p_count)::int`;
    const quantity = (order: string, line: string) => `(1 + ((${order}) + (${line})) % 4 / 3)`;
    const at = `now() - ${frac('o.id', 6)} * ${YEAR}`;
    const buyer = `case when o.id % ${MARKETPLACE_AT_SCALE_1.buyerOrderEvery} = 0 then ${buyerId}
                        else ${firstMember} + floor(${counts.members} * power(${frac('o.id', 7)}, 2))::int end`;
    const orderStatus = `case when x.at > now() - ${RECENT} then (case when o.id % 2 = 0 then ${ORDER_STATUS.awaitingShipment} else ${ORDER_STATUS.shipping} end)
                              when ${frac('o.id', 8)} < 0.85 then ${ORDER_STATUS.complete}
                              when ${frac('o.id', 8)} < 0.92 then ${ORDER_STATUS.cancelled}
                              when ${frac('o.id', 8)} < 0.95 then ${ORDER_STATUS.refunded} else ${ORDER_STATUS.failed} end`;
    await timed('orders', (tx) =>
      inserted(
        tx,
        `insert into orders (id, order_statement_id, buyer_id, merchant_id, status, payment_type, earn_points, use_points,
                             payment_full_name, payment_email, payment_telephone, payment_address,
                             delivery_full_name, delivery_address, delivery_telephone, total_price, shipping_price,
                             created_at, updated_at, shipped_at, delivered_at, holds_released_at, fail_reason)
         select o.id, 'ZS' || to_char(x.at at time zone 'Asia/Taipei', 'YYYYMMDD') || repeat('0', greatest(0, 6 - length(o.id::text))) || o.id,
                x.buyer, s.merchant_id, x.status, (${sqlArray(PAYMENT_TYPES.map(String))})[1 + o.id % ${PAYMENT_TYPES.length}]::int,
                case when x.status = ${ORDER_STATUS.complete} then x.total / 100 else 0 end,
                case when x.status = ${ORDER_STATUS.complete} and o.id % 4 = 0 then x.total / 200 else 0 end,
                ${nameOf('x.buyer')}, 'scale-member-' || x.buyer || '@example.com', '0912345678', '臺北市中正區重慶南路一段' || (1 + x.buyer % 200) || '號',
                ${nameOf('x.buyer')}, '臺北市中正區重慶南路一段' || (1 + x.buyer % 200) || '號', '0912345678', x.total, 0,
                x.at, x.at + interval '1 hour',
                case when x.status in (${ORDER_STATUS.shipping}, ${ORDER_STATUS.complete}, ${ORDER_STATUS.refunded}) then x.at + interval '1 hour' end,
                case when x.status in (${ORDER_STATUS.complete}, ${ORDER_STATUS.refunded}) then x.at + interval '3 days' end,
                case when x.status in (${ORDER_STATUS.cancelled}, ${ORDER_STATUS.refunded}, ${ORDER_STATUS.failed}) then x.at + interval '1 hour' end,
                case when x.status = ${ORDER_STATUS.failed} then 'paymentExpired' end
         from scale_plan s, generate_series(s.o_first, s.o_first + s.o_count - 1) o(id),
              lateral (select y.at, y.buyer, y.total, ${orderStatus.replaceAll('x.at', 'y.at')} as status
                       from (select ${at} as at, ${buyer} as buyer,
                                    (select sum(${priceOf(lineProduct('o.id', 'l'))} * ${quantity('o.id', 'l')})::int
                                     from generate_series(1, ${lines('o.id')}) l) as total) y) x`,
      ),
    );

    await timed('order lines', (tx) =>
      inserted(
        tx,
        `insert into order_items (order_id, product_id, product_model_id, product_title, quantity, unit_price, subtotal_price)
         select o.id, q.pid, q.pid - ${firstProduct} + ${base.model + 1}, ${titleOf('q.pid')},
                ${quantity('o.id', 'l')}, ${priceOf('q.pid')}, ${priceOf('q.pid')} * ${quantity('o.id', 'l')}
         from scale_plan s, generate_series(s.o_first, s.o_first + s.o_count - 1) o(id),
              generate_series(1, ${lines('o.id')}) l, lateral (select ${lineProduct('o.id', 'l')} as pid) q`,
      ),
    );

    // The ledger: purchase points of completed orders, the points some of them used (half of what
    // they earned, so no balance goes below zero), and product views (a few members view a lot).
    const firstOrder = base.order + 1;
    const views = `case when m.id = ${buyerId} then ${counts.buyerViews}
                        else floor(${MARKETPLACE_AT_SCALE_1.viewsPerMemberMax} * power(${frac('m.id', 9)}, 3))::int end`;
    await timed('points ledger', async (tx) => {
      let rows = await inserted(
        tx,
        `insert into points_ledger (member_id, order_id, kind, points, created_at, earned_on)
         select o.buyer_id, o.id, '${POINTS_KIND.purchase}', o.earn_points, o.delivered_at, (o.delivered_at at time zone 'Asia/Taipei')::date
         from orders o where o.id >= ${firstOrder} and o.status = ${ORDER_STATUS.complete} and o.earn_points > 0`,
      );
      rows += await inserted(
        tx,
        `insert into points_ledger (member_id, order_id, kind, points, created_at, earned_on)
         select o.buyer_id, o.id, '${POINTS_KIND.use}', -o.use_points, o.created_at, (o.created_at at time zone 'Asia/Taipei')::date
         from orders o where o.id >= ${firstOrder} and o.use_points > 0`,
      );
      rows += await inserted(
        tx,
        `insert into points_ledger (member_id, product_id, kind, points, created_at, earned_on)
         select m.id, ${firstProduct} + ((m.id::bigint * 7919 + k * 104729) % ${counts.products})::int, '${POINTS_KIND.view}', 1 + k % 3,
                now() - ${frac('m.id * 131 + k', 10)} * ${YEAR}, ((now() - ${frac('m.id * 131 + k', 10)} * ${YEAR}) at time zone 'Asia/Taipei')::date
         from members m, generate_series(1, ${views}) k
         where m.id = ${buyerId} or m.id between ${firstMember} and ${lastMember}`,
      );
      return rows;
    });

    await timed('search words, sequences', async (tx) => {
      const rows = await inserted(
        tx,
        `insert into search_words select distinct search_words_of(search_doc) from products where id >= ${firstProduct} on conflict do nothing`,
      );
      for (const table of ['members', 'products', 'stock_models', 'product_models', 'product_prices', 'orders', 'brands', 'catelogs'])
        await tx.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
      return rows;
    });

    await timed("merchants' list counts", (tx) =>
      inserted(
        tx,
        `insert into merchant_tallies as t (list, merchant_id, status, month, n)
         select 'orders', merchant_id, status, merchant_tally_month(created_at), count(*) from orders where id > ${base.order}
         group by merchant_id, status, merchant_tally_month(created_at)
         union all
         select 'products', merchant_id, status, merchant_tally_month(created_at), count(*) from products where id > ${base.product}
         group by merchant_id, status, merchant_tally_month(created_at)
         on conflict (list, merchant_id, status, month) do update set n = t.n + excluded.n`,
      ),
    );

    await timed('build the dropped indexes again', async (tx) => {
      for (const index of dropped) await tx.query(index.def);
      return dropped.length;
    });
    await timed('check: contiguous ranges, balances', async (tx) => {
      const [bad] = await tx.query<{ n: number }>(
        `select count(*)::int as n from (select member_id from points_ledger group by member_id having sum(points) < 0) b`,
      );
      if ((bad?.n ?? 0) > 0) throw new Error(`${bad?.n} members with a negative points balance`);
      await tx.query('drop table scale_plan');
      return 0;
    });
    // Statistics for the planner and the visibility map for index-only scans, as autovacuum would
    // leave them on a real server (and so that autovacuum does not start during the measurements).
    const vacuumAt = Date.now();
    await db.exec('vacuum analyze');
    steps.push({ step: 'vacuum analyze', rows: 0, seconds: (Date.now() - vacuumAt) / 1000 });
    log(`vacuum analyze: ${((Date.now() - vacuumAt) / 1000).toFixed(1)} s`);

    const tables: Record<string, number> = {};
    for (const table of [...BULK_TABLES, 'merchants']) {
      const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      tables[table] = row?.n ?? 0;
    }
    return {
      counts,
      steps,
      seconds: (Date.now() - started) / 1000,
      tables,
      bigMerchantEmail: demoAccounts.merchant.email,
      buyerEmail: demoAccounts.buyer.email,
    };
  } finally {
    await closeQuietly(db);
  }
}

async function closeQuietly(db: Database): Promise<void> {
  await db.close().catch(() => undefined);
}
