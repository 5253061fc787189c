// Search and the category / brand listings (issue 25). The text is matched with pg_trgm on a
// product's search_doc (title and slug words, migration 230) and on brand and category names:
// every word must be found, as a substring (Chinese has no spaces: 烏龍 finds 鹿谷凍頂烏龍茶)
// or, from three letters up, by word similarity (a Latin typo: "olong" finds "oolong"). The
// relevance order weighs a substring in the title over a brand or category name over a near
// spelling. Every value reaches SQL as a parameter; LIKE wildcards in the text are escaped.
import {
  PRODUCT_BASE,
  PRODUCT_STATUS,
  type RelatedProduct,
  type ProductSearchQuery,
  type ProductSearchResponse,
  type ProductSuggestResponse,
  type SearchFacet,
} from '@storefront/contracts';
import { SEARCH_PAGE_SIZE } from '@storefront/contracts/product';
import type { Queryable } from '../../db';
import { productCards } from './products';

/** The words of a search: lower case, at most 8, each at most 40 characters. */
export function searchWords(text: string | undefined): string[] {
  return (text ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .split(/[\s,，、。]+/u)
    .filter(Boolean)
    .slice(0, 8)
    .map((w) => w.slice(0, 40));
}

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Near spellings count from this length on (shorter words would match almost anything). */
const FUZZY_MIN = 3;

// The price a shopper pays now: an auction's highest bid (or its start), else the sale price
// while a sale runs, else the list price of the first model.
const PRICE_NOW = `case when p.product_base = ${PRODUCT_BASE.auction}
    then coalesce((select max(ab.price) from auction_bids ab where ab.product_id = p.id), p.start_auction_amount, 0)
    else coalesce(fm.sale_price, fm.price, 0) end`;

const FIRST_MODEL_PRICE = `left join lateral (
    select pr.price, case when pr.on_sale and (pr.start_date is null or pr.start_date <= (now() at time zone 'Asia/Taipei')::date)
      and (pr.end_date is null or pr.end_date >= (now() at time zone 'Asia/Taipei')::date) then pr.on_sale_price end as sale_price
    from product_models m left join product_prices pr on pr.product_model_id = m.id
    where m.product_id = p.id order by m.sort_order, m.id limit 1) fm on true`;

const IN_STOCK = `exists (select 1 from product_models m join stock_models s on s.id = m.stock_model_id
    where m.product_id = p.id and (s.inventory > 0 or s.allow_negative_inventory))`;

class Sql {
  readonly params: unknown[] = [];
  constructor(first: unknown[] = []) {
    this.params.push(...first);
  }
  /** A placeholder for value. */
  p(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

/** The text condition and relevance score of the words, on `p`. */
function textMatch(sql: Sql, words: string[]): { where: string[]; score: string } {
  const where: string[] = [];
  const scores: string[] = [];
  for (const word of words) {
    const like = sql.p(likePattern(word));
    const inBrand = `p.brand_id in (select id from brands where lower(title) like ${like})`;
    const inCategory = `p.catelog_id in (select id from catelogs where lower(title) like ${like})`;
    // Every parameter must appear in the condition (the facets' query reads only the condition).
    const plain = word.length >= FUZZY_MIN ? `${sql.p(word)}::text` : null;
    where.push(`(p.search_doc like ${like} or ${inBrand} or ${inCategory}${plain ? ` or ${plain} <% p.search_doc` : ''})`);
    scores.push(
      `(case when p.search_doc like ${like} then 3 else 0 end + case when ${inBrand} then 2 else 0 end
        + case when ${inCategory} then 1 else 0 end${plain ? ` + word_similarity(${plain}, p.search_doc)` : ''})`,
    );
  }
  return { where, score: scores.length ? scores.join(' + ') : '0' };
}

const ORDER: Record<NonNullable<ProductSearchQuery['sort']>, string> = {
  relevance: 'score desc, p.created_at desc, p.id desc',
  newest: 'p.created_at desc, p.id desc',
  priceAsc: 'price_now asc, p.id desc',
  priceDesc: 'price_now desc, p.id desc',
  endingSoon: 'p.end_auction_date asc, p.id desc',
};

async function facets(
  db: Queryable,
  table: 'catelogs' | 'brands',
  column: string,
  textWhere: string,
  params: unknown[],
): Promise<SearchFacet[]> {
  return db.query<SearchFacet>(
    `select t.id, t.title, count(*)::int as count from products p join ${table} t on t.id = p.${column}
     where ${textWhere} group by t.id, t.title order by count(*) desc, t.title limit 30`,
    params,
  );
}

async function named(db: Queryable, table: 'catelogs' | 'brands', id: number | undefined) {
  if (id === undefined) return null;
  const [row] = await db.query<{ id: number; title: string }>(`select id, title from ${table} where id = $1`, [id]);
  return row ?? null;
}

/** A name close to the text, offered when nothing was found. */
async function nearestName(db: Queryable, text: string): Promise<string | null> {
  const [row] = await db.query<{ name: string }>(
    `select name from (
       select title as name, similarity(lower(title), $1) as s from brands
       union all select title, similarity(lower(title), $1) from catelogs
       union all select title, word_similarity($1, search_doc) from products where status = $2
     ) n where s >= 0.25 order by s desc, name limit 1`,
    [text, PRODUCT_STATUS.online],
  );
  return row?.name ?? null;
}

export async function searchProducts(db: Queryable, memberId: number | null, query: ProductSearchQuery): Promise<ProductSearchResponse> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? SEARCH_PAGE_SIZE;
  const sort = query.sort ?? (query.q?.trim() ? 'relevance' : 'newest');
  const words = searchWords(query.q);

  // The text (and the online status) alone: the facets count over it.
  const base = new Sql([PRODUCT_STATUS.online]);
  const text = textMatch(base, words);
  const textWhere = ['p.status = $1', ...text.where].join(' and ');

  const filters: string[] = [];
  const sql = new Sql(base.params);
  if (query.category !== undefined) filters.push(`p.catelog_id = ${sql.p(query.category)}`);
  if (query.brand !== undefined) filters.push(`p.brand_id = ${sql.p(query.brand)}`);
  if (query.kind === 'auction' || sort === 'endingSoon') filters.push(`p.product_base = ${PRODUCT_BASE.auction}`);
  if (query.kind === 'fixed') filters.push(`p.product_base <> ${PRODUCT_BASE.auction}`);
  if (sort === 'endingSoon') filters.push('p.end_auction_date > now()');
  if (query.inStock) filters.push(IN_STOCK);
  if (query.onSale) filters.push(`fm.sale_price is not null and p.product_base <> ${PRODUCT_BASE.auction}`);
  if (query.minPrice !== undefined) filters.push(`(${PRICE_NOW}) >= ${sql.p(query.minPrice)}`);
  if (query.maxPrice !== undefined) filters.push(`(${PRICE_NOW}) <= ${sql.p(query.maxPrice)}`);
  const limit = sql.p(pageSize);
  const offset = sql.p((page - 1) * pageSize);

  const rows = await db.query<{ id: number; total: number }>(
    `select p.id, count(*) over ()::int as total, ${text.score} as score, ${PRICE_NOW} as price_now
     from products p ${FIRST_MODEL_PRICE}
     where ${[textWhere, ...filters].join(' and ')}
     order by ${ORDER[sort]} limit ${limit} offset ${offset}`,
    sql.params,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    // Past the last page: the total still tells the screen where the pages end.
    const [count] = await db.query<{ n: number }>(
      `select count(*)::int as n from products p ${FIRST_MODEL_PRICE} where ${[textWhere, ...filters].join(' and ')}`,
      sql.params.slice(0, -2),
    );
    total = count?.n ?? 0;
  }
  const ids = rows.map((r) => r.id);
  const cards = ids.length
    ? await productCards(db, memberId, { where: 'p.id = any($2::int[])', params: [ids], orderBy: 'array_position($2::int[], p.id)' })
    : ([] as RelatedProduct[]);
  const [categories, brands, category, brand, suggestion] = await Promise.all([
    facets(db, 'catelogs', 'catelog_id', textWhere, base.params),
    facets(db, 'brands', 'brand_id', textWhere, base.params),
    named(db, 'catelogs', query.category),
    named(db, 'brands', query.brand),
    total === 0 && words.length ? nearestName(db, words.join(' ')) : Promise.resolve(null),
  ]);
  return { status: 200, productList: cards, total, page, pageSize, categories, brands, category, brand, suggestion };
}

/** The header box's suggestions: a few products, brands and categories for the text typed so far. */
export async function suggest(db: Queryable, text: string): Promise<ProductSuggestResponse> {
  const words = searchWords(text);
  if (words.length === 0) return { status: 200, products: [], brands: [], categories: [] };
  const sql = new Sql([PRODUCT_STATUS.online]);
  const match = textMatch(sql, words);
  const productRows = await db.query<{ id: number; title: string; slug: string; img: string | null }>(
    `select p.id, p.title, p.slug,
       (select md.public_url from product_models m join product_images i on i.product_model_id = m.id join media md on md.id = i.media_id
         where m.product_id = p.id order by m.sort_order, m.id, i.sort_order, i.id limit 1) as img
     from products p where p.status = $1 and ${match.where.join(' and ')}
     order by ${match.score} desc, p.created_at desc, p.id desc limit 6`,
    sql.params,
  );
  const whole = text.normalize('NFKC').trim().toLowerCase();
  const names = (table: 'brands' | 'catelogs') =>
    db.query<{ id: number; title: string }>(
      `select t.id, t.title from ${table} t
       where (lower(t.title) like $1 or ($2::text <> '' and length($2::text) >= ${FUZZY_MIN} and $2::text <% lower(t.title)))
         and exists (select 1 from products p where p.${table === 'brands' ? 'brand_id' : 'catelog_id'} = t.id and p.status = $3)
       order by word_similarity($2::text, lower(t.title)) desc, t.title limit 4`,
      [likePattern(whole), whole, PRODUCT_STATUS.online],
    );
  const [brands, categories] = await Promise.all([names('brands'), names('catelogs')]);
  return {
    status: 200,
    products: productRows.map((r) => ({ productId: r.id, title: r.title, slug: r.slug, img: r.img })),
    brands,
    categories,
  };
}
