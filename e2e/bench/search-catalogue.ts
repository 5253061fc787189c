// A catalogue of many products for the search bench: the demo data, then `count` more online
// fixed-price products written straight into a PGlite data folder (set-based inserts, a few
// seconds for 100,000), spread over the demo's merchants, brands and categories. Titles are made
// of everyday Taiwanese product words, a Latin name and a variant, so that Chinese substrings,
// one- and two-character words and Latin typos each match a realistic share of the catalogue.
import { migrate, openDatabase, seed } from '@storefront/api-server';
import { PRODUCT_BASE, PRODUCT_STATUS } from '@storefront/contracts';

export const ADJECTIVES = ['台灣', '高山', '有機', '手工', '日式', '經典', '限量', '復古', '輕量', '防水'];
export const ITEMS = [
  '烏龍茶',
  '帆布包',
  '陶瓷杯',
  '竹蒸籠',
  '保溫瓶',
  '毛巾',
  '果乾',
  '蜂蜜',
  '醬油',
  '白米',
  '棉T恤',
  '羊毛襪',
  '後背包',
  '筆記本',
  '手工皂',
  '木筷',
];
export const LATIN = ['oolong', 'canvas', 'ceramic', 'bamboo', 'tumbler', 'towel', 'honey', 'notebook'];
export const VARIANTS = ['300g', '黑色', '白色', '大尺寸', '小尺寸', '禮盒', '組合包', '藍色'];

const sqlArray = (words: readonly string[]) => `array[${words.map((w) => `'${w}'`).join(',')}]`;

/** Fills dataDir (a new folder) with the demo data and `count` more products; returns their number. */
export async function buildSearchCatalogue(dataDir: string, count: number): Promise<number> {
  const db = await openDatabase({ DATA_DIR: dataDir });
  try {
    await migrate(db);
    await seed(db);
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into products (merchant_id, slug, title, product_base, status, brand_id, catelog_id, created_at, updated_at)
         select m.ids[1 + g % array_length(m.ids, 1)],
                'bench-' || g,
                (${sqlArray(ADJECTIVES)})[1 + g % ${ADJECTIVES.length}]
                  || (${sqlArray(ITEMS)})[1 + (g / ${ADJECTIVES.length}) % ${ITEMS.length}]
                  || ' ' || (${sqlArray(LATIN)})[1 + g % ${LATIN.length}]
                  || ' ' || (${sqlArray(VARIANTS)})[1 + (g / 7) % ${VARIANTS.length}] || ' ' || g,
                $2::int, $3::int,
                b.ids[1 + g % array_length(b.ids, 1)],
                c.ids[1 + g % array_length(c.ids, 1)],
                now() - make_interval(secs => g), now()
         from generate_series(1, $1::int) g,
              (select array_agg(member_id order by member_id) ids from merchants) m,
              (select array_agg(id order by id) ids from brands) b,
              (select array_agg(id order by id) ids from catelogs) c`,
        [count, PRODUCT_BASE.fixedPrice, PRODUCT_STATUS.online],
      );
      // Fresh statistics before each step: the tables grew from the demo's 30 rows to 100,000 in
      // this transaction, and with the old ones the planner priced each product in the price
      // triggers (migration 270) by a scan (the price insert took 7 s for 8,000 products, 4x that per doubling).
      await tx.query('analyze products');
      await tx.query(
        `insert into stock_models (model_number, inventory, allow_negative_inventory)
         select p.slug, p.id % 9, false from products p where p.slug like 'bench-%'`,
      );
      await tx.query('analyze stock_models');
      await tx.query(
        `insert into product_models (product_id, title, model_number, sort_order, stock_model_id)
         select p.id, '', p.slug, 0, s.id from products p join stock_models s on s.model_number = p.slug where p.slug like 'bench-%'`,
      );
      await tx.query('analyze product_models');
      await tx.query(
        `insert into product_prices (product_model_id, product_id, price, on_sale, on_sale_price)
         select m.id, m.product_id, 100 + (m.product_id * 37) % 4900, m.product_id % 5 = 0, 80 + (m.product_id * 37) % 3900
         from product_models m join products p on p.id = m.product_id where p.slug like 'bench-%'`,
      );
    });
    // As a catalogue that has been running: every row's commit recorded on its page and the
    // pages written once (what autovacuum does on PostgreSQL after a bulk load). Without it the
    // first server on the folder rewrites each page it reads, and a whole bench run measured that
    // (p50 199 ms at 200 requests/s against 4 ms on the next start, same folder).
    await db.query('vacuum analyze');
    const [row] = await db.query<{ n: number }>(`select count(*)::int as n from products where status = $1`, [PRODUCT_STATUS.online]);
    return row?.n ?? 0;
  } finally {
    await db.close();
  }
}
