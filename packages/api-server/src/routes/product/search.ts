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
import { SEARCH_PAGE_SIZE, SEARCH_TOTAL_CAP } from '@storefront/contracts/product';
import { containsPattern, type Queryable } from '../../db';
import { cachedRead } from './catalogue-cache';
import { listPriceEntries, readWholeUpTo } from './price-indexes';
import { productCards } from './products';
import { FACETS_SHOWN, facetsOfMatches, MatchColumns, MATCHES_KEPT, narrowMatches, type MatchSet, type TextMatch } from './search-matches';

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

/** Near spellings count from this length on (shorter words would match almost anything). */
const FUZZY_MIN = 3;

// The price a shopper pays now, from the product's own price columns (migration 270, kept by
// triggers): an auction's highest bid (or its start) or the first model's list price, unless the
// first model's sale runs today (Taipei).
const TODAY = `(now() at time zone 'Asia/Taipei')::date`;
const SALE_RUNS_TODAY = `(p.sale_start is null or p.sale_start <= ${TODAY})
    and (p.sale_end is null or p.sale_end >= ${TODAY})`;
const ON_SALE = `(p.sale_price is not null and ${SALE_RUNS_TODAY})`;
const PRICE_NOW = `case when ${ON_SALE} then p.sale_price else p.list_price end`;

/**
 * The price now compared with a bound, as PRICE_NOW is, written on the price columns themselves so
 * that the planner estimates it from their statistics. Of `(PRICE_NOW) >= 500` it could only guess
 * (0.5 %): a category's listing in stock between 500 and 3,000 took 20,581 products for 198, read
 * and sorted them all instead of walking the category's newest (81 ms against 2 ms, bench/scale.md).
 */
const priceNowIs = (comparison: string) =>
  `((${ON_SALE} and p.sale_price ${comparison}) or (not ${ON_SALE} and p.list_price ${comparison}))`;

// Kept on the product by triggers (migration 345): a model with stock, or one allowed below zero.
const IN_STOCK = 'p.in_stock';

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

type WordPlan = { brands: number[]; categories: number[]; near: { word: string; s: number }[] | null };

/** Near words a typo is matched to, at most. */
const NEAR_WORDS = 12;

/**
 * What each word will be matched with: the brands and categories whose name holds it (small
 * tables, read whole), and, for a word of three characters or more that no online product holds
 * as written, the catalogue's words near it (search_words, migration 270).
 */
async function planWords(db: Queryable, words: string[]): Promise<WordPlan[]> {
  if (words.length === 0) return [];
  const names = await db.query<{ i: number; kind: 'b' | 'c'; id: number }>(
    `select w.i::int as i, 'b' as kind, t.id from unnest($1::text[]) with ordinality w(pattern, i) join brands t on lower(t.title) like w.pattern
     union all
     select w.i::int, 'c', t.id from unnest($1::text[]) with ordinality w(pattern, i) join catelogs t on lower(t.title) like w.pattern`,
    [words.map(containsPattern)],
  );
  return Promise.all(
    words.map(async (word, i) => {
      const plan: WordPlan = { brands: [], categories: [], near: null };
      for (const row of names) if (row.i === i + 1) (row.kind === 'b' ? plan.brands : plan.categories).push(row.id);
      if ([...word].length < FUZZY_MIN) return plan;
      const [held] = await db.query<{ found: boolean }>(
        'select exists (select 1 from products p where p.status = $1 and p.search_doc like $2) as found',
        [PRODUCT_STATUS.online, containsPattern(word)],
      );
      if (held?.found) return plan;
      plan.near = await db.query<{ word: string; s: number }>(
        `select word, word_similarity($1, word) as s from search_words where $1 <% word order by s desc, word limit ${NEAR_WORDS}`,
        [word],
      );
      return plan;
    }),
  );
}

/**
 * The text condition and relevance score of the words, on `p`. A word is found as a substring of
 * search_doc: from three characters through its trigram index (LIKE), a shorter one, which has no
 * trigram, through the index of search_grams (its characters and pairs, migration 270); or in a
 * brand or category name (looked up first and given as ids, so the planner sees what each branch
 * matches). A word of three characters or more that no product holds as written (a typo) is
 * found by the catalogue's words near it instead, each weighed by its word similarity.
 */
function textMatch(sql: Sql, words: string[], plans: WordPlan[], reading: 'index' | 'walk' = 'index'): { where: string[]; score: string } {
  const where: string[] = [];
  const scores: string[] = [];
  words.forEach((word, i) => {
    const { brands, categories, near } = plans[i]!;
    const short = [...word].length < FUZZY_MIN;
    // Every parameter must appear in the condition (the count reads only the condition). A short
    // word is in the text exactly when it is one of its grams (both are made from the same text,
    // migration 270), so the grams alone say it: with a LIKE beside them, the planner also read
    // the trigram index, which finds nothing for a word without a trigram but still visits most
    // of it (454 ms of a 562 ms search for 木 on 1,000,000 products, bench/scale.md). A walk
    // through the newest products tests each one's text: the grams, there only for their index,
    // would be read for nothing.
    const inText =
      short && reading === 'index' ? `p.search_grams @> array[${sql.p(word)}::text]` : `p.search_doc like ${sql.p(containsPattern(word))}`;
    const inBrand = brands.length ? `p.brand_id = any(${sql.p(brands)}::int[])` : null;
    const inCategory = categories.length ? `p.catelog_id = any(${sql.p(categories)}::int[])` : null;
    const nearWords = (near ?? []).map((n) => ({ like: `p.search_doc like ${sql.p(containsPattern(n.word))}`, s: Number(n.s) }));
    where.push(`(${[inText, inBrand, inCategory, ...nearWords.map((n) => n.like)].filter(Boolean).join(' or ')})`);
    // A word held as written counts as fully similar (3 + 1), a near word by its similarity.
    const nearScore = nearWords.length ? ` + case ${nearWords.map((n) => `when ${n.like} then ${n.s}`).join(' ')} else 0 end` : '';
    scores.push(
      `(case when ${inText} then 4 else 0 end${inBrand ? ` + case when ${inBrand} then 2 else 0 end` : ''}${
        inCategory ? ` + case when ${inCategory} then 1 else 0 end` : ''
      }${nearScore})`,
    );
  });
  return { where, score: scores.length ? scores.join(' + ') : '0' };
}

const ORDER: Record<NonNullable<ProductSearchQuery['sort']>, string> = {
  relevance: 'score desc, created_at desc, id desc',
  newest: 'p.created_at desc, p.id desc',
  priceAsc: 'price_now asc, id desc',
  priceDesc: 'price_now desc, id desc',
  endingSoon: 'p.end_auction_date asc, p.id desc',
};

/** What a walk of a price index reads of each product: all of it held by that index (migration 385). */
const PRICE_WALKED = `p.id, p.status, p.search_doc, p.brand_id, p.catelog_id, p.list_price, p.sale_price, p.sale_start, p.sale_end,
  p.product_base, p.end_auction_date, p.in_stock`;

/**
 * A page in price order of many matches (past the cap): the products whose sale runs today in the
 * order of their sale price and the others in the order of their list price, merged. Each half is
 * first read up to the cap in whatever way is cheapest (mostly through the text indexes, with
 * `read`, the conditions on the search's grams); a half of no more matches than the cap is sorted as
 * read, and only a half of more is walked through its own price index up to the end of the page.
 * Walking a half whose matches are few finds them late: 日式醬油 matches 5,743 products, none of
 * them on sale, and the walk of the sale price index read all 184,000 products on sale finding none
 * (2.5 s on 1,000,000 products, bench/scale.md), where the read of the half takes 25 ms. A half that
 * the held matches show to be many (WALK_AT_ONCE_HELD) is walked at once.
 *
 * A walk of a text tests the text itself (`walk`: the price indexes hold it and all the filters
 * read, migration 385, so a walk reads the index alone). It is fenced (`offset 0`) with only the
 * conditions on the keys of the price indexes inside (`fence`: online, and the category or brand,
 * whose own price indexes a listing walks, migration 380): the rest is tested on the products as
 * an index gives them, in price order, so the planner cannot read the matches through the text
 * index and sort them instead, which it chose when it guessed a word rare (4,620 matches of
 * 輕量保溫瓶 read from the table twice, once a half: 52 ms, bench/scale.md). A listing without text
 * (`fence` null) leaves the planner free.
 */
function byPrice(
  where: { read: string | null; walk: string; fence: string | null },
  sort: 'priceAsc' | 'priceDesc',
  limit: string,
  offset: string,
  upTo: string,
  walkAtOnce: { regular: boolean; sale: boolean },
): string {
  const dir = sort === 'priceAsc' ? 'asc' : 'desc';
  const half = (name: string, onSale: boolean) => {
    const price = onSale ? 'p.sale_price' : 'p.list_price';
    const inHalf = onSale ? ON_SALE : `not ${ON_SALE}`;
    // The read of the half through the text indexes: its sale written so that the planner does not
    // AND them with the sale price index (all the products on sale, 200,000 entries: 48 ms of 72).
    const readHalf = onSale ? `(coalesce(p.sale_price, -1) >= 0 and ${SALE_RUNS_TODAY})` : inHalf;
    const walk = (gate: string) =>
      where.fence === null
        ? `(select p.id, ${price} as price_now from products p where ${where.walk} and ${inHalf}${gate}
           order by ${price} ${dir}, p.id desc limit ${upTo})`
        : `(select p.id, p.price_now from (
             select ${PRICE_WALKED}, ${price} as price_now from products p where ${where.fence} and ${inHalf}
             order by ${price} ${dir}, p.id desc offset 0) p
           where ${where.walk}${gate} order by p.price_now ${dir}, p.id desc limit ${upTo})`;
    if (walkAtOnce[onSale ? 'sale' : 'regular'] || where.read === null) return { read: null, page: walk('') };
    const many = `(select count(*) from ${name}) > ${SEARCH_TOTAL_CAP}`;
    return {
      read: `${name} as materialized (select p.id, ${price} as price_now from products p where ${where.read} and ${readHalf}
        limit ${SEARCH_TOTAL_CAP + 1})`,
      page: `(select id, price_now from ${name} where not ${many}) union all ${walk(` and ${many}`)}`,
    };
  };
  const halves = [half('regular', false), half('sale', true)];
  const reads = halves.flatMap((h) => (h.read ? [h.read] : []));
  return `${reads.length ? `with ${reads.join(', ')}` : ''}
    select id from (${halves.map((h) => h.page).join(' union all ')}) c
    order by price_now ${dir}, id desc limit ${limit} offset ${offset}`;
}

/**
 * A half of the price order is walked at once, without reading it up to the cap first, when this
 * many of the newest matches held (search-matches.ts) passing the filters are in it: then it has at
 * least as many matches, and a walk finds a page of them soon (in the order of 10,000 entries of a
 * price index for a page of 24). Reading up to the cap first cost a common word 20-80 ms.
 */
const WALK_AT_ONCE_HELD = 200;

/**
 * A page in price order of a few matches (up to the cap): all of them read first (a materialized
 * step, so the planner cannot turn it into a walk of a price index), then sorted.
 */
function fewByPrice(where: string, sort: 'priceAsc' | 'priceDesc', limit: string, offset: string): string {
  const dir = sort === 'priceAsc' ? 'asc' : 'desc';
  return `with m as materialized (select p.id, (${PRICE_NOW}) as price_now from products p where ${where})
    select id from m order by price_now ${dir}, id desc limit ${limit} offset ${offset}`;
}

/**
 * A page in price order of products on sale only (the on-sale filter): read through the sale
 * price index alone. The list-price half of byPrice could match none, and would walk its whole
 * index finding so (17.7 s on 1,000,000 products, bench/scale.md).
 */
function onSaleByPrice(where: string, sort: 'priceAsc' | 'priceDesc', limit: string, offset: string): string {
  const dir = sort === 'priceAsc' ? 'asc' : 'desc';
  return `select p.id from products p where ${where} order by p.sale_price ${dir}, p.id desc limit ${limit} offset ${offset}`;
}

async function named(db: Queryable, table: 'catelogs' | 'brands', id: number | undefined) {
  if (id === undefined) return null;
  const [row] = await db.query<{ id: number; title: string }>(`select id, title from ${table} where id = $1`, [id]);
  return row ?? null;
}

/**
 * A name close to the text, offered when nothing was found: a brand or category name (small
 * tables, read whole), or a word of the catalogue's titles (search_words, through its trigram index).
 */
async function nearestName(db: Queryable, text: string): Promise<string | null> {
  const [row] = await db.query<{ name: string }>(
    `select name from (
       select title as name, similarity(lower(title), $1) as s from brands
       union all select title, similarity(lower(title), $1) from catelogs
       union all select word, similarity(word, $1) from search_words where word % $1
     ) n where s >= 0.25 order by s desc, name limit 1`,
    [text],
  );
  return row?.name ?? null;
}

type MatchRow = {
  id: number;
  score: number;
  brand_id: number | null;
  catelog_id: number | null;
  price_now: number;
  on_sale: boolean;
  product_base: number;
  ends_at: number | null;
  in_stock: boolean;
};

/** What a text's matches are read with (TextMatch), on `p`. */
const matchColumns = (score: string) => `p.id, (${score})::float8 as score, p.brand_id, p.catelog_id, (${PRICE_NOW})::float8 as price_now,
  ${ON_SALE} as on_sale, p.product_base, p.in_stock,
  case when p.product_base = ${PRODUCT_BASE.auction} then (extract(epoch from p.end_auction_date) * 1000)::float8 end as ends_at`;

/**
 * What a walk reads of each product: all of it held by products_walk_idx (migration 375), so the
 * walk reads the index alone, about 0.5 µs a product on 1,000,000 (bench/scale.md).
 */
const WALKED = `p.id, p.created_at, p.search_doc, p.brand_id, p.catelog_id, p.list_price, p.sale_price, p.sale_start, p.sale_end,
  p.product_base, p.end_auction_date, p.in_stock`;

/**
 * The newest online products a first walk tests, and the most a second walk may. 500 tell a common
 * word from a rare one (bench/search.md). A second walk of 100,000 products (about 50 ms) costs
 * what reading the matches through the text indexes does for a word in about 2 % of the products
 * (each match read from the table, then sorted): rarer words are read that way.
 */
const PROBE_PRODUCTS = 500;
const WALK_PRODUCTS_MAX = 100_000;
/** A second walk goes this much further than the share of matches in the first predicts. */
const WALK_MARGIN = 1.25;

/**
 * The newest MATCHES_KEPT matches of the words, newest first. Two ways there: walk the
 * online products from the newest, testing each, until enough match (cheap for a word most
 * products hold, which the index would list whole: 色 is in a third of a catalogue); or read
 * every match through the text indexes and keep the newest (cheap for a rare word, which a walk
 * would test the whole catalogue for). A walk through the newest PROBE_PRODUCTS tells which:
 * when they hold enough matches (or are the whole catalogue) they are the answer; when the share
 * of matches among them says a walk of at most WALK_PRODUCTS_MAX would find enough, that walk is
 * made; otherwise the indexes answer. Either way the answer is exact: a walk that found enough
 * has passed every newer product.
 */
async function newestMatches(db: Queryable, words: string[], plans: WordPlan[]): Promise<MatchRow[]> {
  const wanted = MATCHES_KEPT;
  const walk = async (products: number) => {
    const sql = new Sql([PRODUCT_STATUS.online]);
    const text = textMatch(sql, words, plans, 'walk');
    // The walk reads only what products_walk_idx holds (WALKED), in its order, and stops at the
    // last match wanted: it never visits the table.
    const found = await db.query<MatchRow>(
      `select ${matchColumns(text.score)} from (
         select ${WALKED} from products p where p.status = $1 order by p.created_at desc, p.id desc limit ${products}) p
       where ${text.where.join(' and ')} order by p.created_at desc, p.id desc limit ${wanted}`,
      sql.params,
    );
    if (found.length >= wanted) return { found, enough: true };
    // Fewer found than wanted: they are every match when the walk passed every online product.
    const [online] = await db.query<{ n: number }>(
      `select count(*)::int as n from (select 1 from products p where p.status = $1 limit ${products}) w`,
      [PRODUCT_STATUS.online],
    );
    return { found, enough: (online?.n ?? 0) < products };
  };
  const probe = await walk(PROBE_PRODUCTS);
  if (probe.enough) return probe.found;
  if (probe.found.length > 0) {
    const further = Math.ceil(((wanted * PROBE_PRODUCTS) / probe.found.length) * WALK_MARGIN);
    if (further <= WALK_PRODUCTS_MAX) {
      const second = await walk(further);
      if (second.enough) return second.found;
    }
  }
  // Every match read through the text indexes (materialized: asked for the newest few, the planner
  // would walk products_walk_idx instead, 318,000 products for a word in 0.6 % of them, 146 ms).
  const sql = new Sql([PRODUCT_STATUS.online]);
  const text = textMatch(sql, words, plans);
  return db.query<MatchRow>(
    `with m as materialized (
       select ${matchColumns(text.score)}, p.created_at from products p where ${['p.status = $1', ...text.where].join(' and ')})
     select id, score, brand_id, catelog_id, price_now, on_sale, product_base, in_stock, ends_at from m
     order by created_at desc, id desc limit ${wanted}`,
    sql.params,
  );
}

/**
 * A text's matches (search-matches.ts): the word plans, and the newest MATCHES_KEPT online
 * products matching, each with what the filters and sorts read; kept in the catalogue
 * cache, so that the requests varying only filters, sort and page read the products once.
 */
type TextMatches = MatchSet & { plans: WordPlan[] };

function textMatches(db: Queryable, words: string[]): Promise<TextMatches> {
  return cachedRead(
    db,
    `matches ${JSON.stringify(words)}`,
    async () => {
      const plans = await planWords(db, words);
      const rows = await newestMatches(db, words, plans);
      const matches: TextMatch[] = rows.map((r) => ({
        id: r.id,
        score: Number(r.score),
        brandId: r.brand_id,
        categoryId: r.catelog_id,
        priceNow: Number(r.price_now),
        onSale: r.on_sale,
        productBase: r.product_base,
        endsAt: r.ends_at === null ? null : Number(r.ends_at),
        inStock: r.in_stock,
      }));
      const ids = (pick: (m: TextMatch) => number | null) => [...new Set(matches.map(pick).filter((id) => id !== null))];
      const columns = new MatchColumns(matches);
      // One statement for both (each statement costs the embedded database its own turn).
      const nameRows = await db.query<{ kind: 'c' | 'b'; id: number; title: string }>(
        `select 'c' as kind, id, title from catelogs where id = any($1::int[])
         union all select 'b', id, title from brands where id = any($2::int[])`,
        [ids((m) => m.categoryId), ids((m) => m.brandId)],
      );
      const names = (kind: 'c' | 'b') => new Map(nameRows.filter((r) => r.kind === kind).map((r) => [r.id, r.title]));
      return {
        plans,
        matches: columns,
        complete: matches.length < MATCHES_KEPT,
        ...facetsOfMatches(columns, { categories: names('c'), brands: names('b') }),
      };
    },
    'matches',
  );
}

export async function searchProducts(db: Queryable, memberId: number | null, query: ProductSearchQuery): Promise<ProductSearchResponse> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? SEARCH_PAGE_SIZE;
  const words = searchWords(query.q);
  const sort = query.sort ?? (words.length ? 'relevance' : 'newest');
  const set = words.length ? await textMatches(db, words) : null;

  const narrowed = set ? narrowMatches(set, query, sort, page, pageSize) : { page: null, matched: null };
  const { ids, matched } =
    narrowed.page !== null
      ? { ids: narrowed.page, matched: narrowed.matched }
      : await pageFromDatabase(db, words, set?.plans ?? [], query, sort, page, pageSize, narrowed.matched, narrowed.held);
  const total = Math.min(matched, SEARCH_TOTAL_CAP);
  const cards = memberId === null ? await visitorCards(db, ids) : await cardsOf(db, memberId, ids);
  const [{ categories, brands }, category, brand, suggestion] = await Promise.all([
    set ?? listingFacets(db),
    named(db, 'catelogs', query.category),
    named(db, 'brands', query.brand),
    total === 0 && words.length ? nearestName(db, words.join(' ')) : Promise.resolve(null),
  ]);
  return {
    status: 200,
    productList: cards,
    total,
    totalCapped: matched > SEARCH_TOTAL_CAP,
    page,
    pageSize,
    categories,
    brands,
    category,
    brand,
    suggestion,
  };
}

/** The cards of products, in the order of ids (a product no longer online is left out). */
function cardsOf(db: Queryable, memberId: number | null, ids: number[]): Promise<RelatedProduct[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return productCards(db, memberId, { where: 'p.id = any($2::int[])', params: [ids], orderBy: 'array_position($2::int[], p.id)' });
}

/**
 * The cards as a visitor sees them (no favourites): each kept in the catalogue cache, those not
 * kept read together in one statement.
 */
async function visitorCards(db: Queryable, ids: number[]): Promise<RelatedProduct[]> {
  const waiting = new Map<number, { resolve: (card: RelatedProduct | null) => void; reject: (error: unknown) => void }>();
  const cards = ids.map((id) =>
    cachedRead(
      db,
      `card ${id}`,
      () => new Promise<RelatedProduct | null>((resolve, reject) => waiting.set(id, { resolve, reject })),
      'cards',
    ),
  );
  if (waiting.size > 0) {
    cardsOf(db, null, [...waiting.keys()]).then(
      (read) => {
        const byId = new Map(read.map((card) => [card.productId, card]));
        for (const [id, { resolve }] of waiting) resolve(byId.get(id) ?? null);
      },
      (error: unknown) => {
        for (const { reject } of waiting.values()) reject(error);
      },
    );
  }
  return (await Promise.all(cards)).filter((card) => card !== null);
}

/**
 * The brands and categories of a listing without text: among the first SEARCH_TOTAL_CAP online
 * products, the same for every listing, so kept in the catalogue cache (read anew for each one,
 * they were 4 ms of a listing's 6 on 1,000,000 products, bench/scale.md).
 */
function listingFacets(db: Queryable): Promise<{ categories: SearchFacet[]; brands: SearchFacet[] }> {
  return cachedRead(db, 'listing facets', () => readListingFacets(db));
}

async function readListingFacets(db: Queryable): Promise<{ categories: SearchFacet[]; brands: SearchFacet[] }> {
  const rows = await db.query<SearchFacet & { kind: 'c' | 'b' }>(
    `with c as (select p.catelog_id, p.brand_id from products p where p.status = $1 limit ${SEARCH_TOTAL_CAP})
     select * from (
       select 'c' as kind, t.id, t.title, count(*)::int as count from c join catelogs t on t.id = c.catelog_id group by t.id, t.title
       union all
       select 'b', t.id, t.title, count(*)::int from c join brands t on t.id = c.brand_id group by t.id, t.title
     ) f order by kind, count desc, title`,
    [PRODUCT_STATUS.online],
  );
  const of = (kind: 'c' | 'b') =>
    rows
      .filter((r) => r.kind === kind)
      .slice(0, FACETS_SHOWN)
      .map(({ id, title, count }) => ({ id, title, count }));
  return { categories: of('c'), brands: of('b') };
}

/**
 * The conditions of a search on `p` (`where`): online, the text (textMatch) and the query's
 * filters; and of them those on the keys of the listing indexes (`keys`): online, the category,
 * the brand.
 */
function matchesOf(
  sql: Sql,
  text: { where: string[] },
  query: ProductSearchQuery,
  sort: NonNullable<ProductSearchQuery['sort']>,
): { where: string; keys: string } {
  const keys = ['p.status = $1'];
  if (query.category !== undefined) keys.push(`p.catelog_id = ${sql.p(query.category)}`);
  if (query.brand !== undefined) keys.push(`p.brand_id = ${sql.p(query.brand)}`);
  const filters: string[] = [];
  if (query.kind === 'auction' || sort === 'endingSoon') filters.push(`p.product_base = ${PRODUCT_BASE.auction}`);
  if (query.kind === 'fixed') filters.push(`p.product_base <> ${PRODUCT_BASE.auction}`);
  if (sort === 'endingSoon') filters.push('p.end_auction_date > now()');
  if (query.inStock) filters.push(IN_STOCK);
  if (query.onSale) filters.push(`${ON_SALE} and p.product_base <> ${PRODUCT_BASE.auction}`);
  if (query.minPrice !== undefined) filters.push(priceNowIs(`>= ${sql.p(query.minPrice)}`));
  if (query.maxPrice !== undefined) filters.push(priceNowIs(`<= ${sql.p(query.maxPrice)}`));
  return { where: [...keys, ...text.where, ...filters].join(' and '), keys: keys.join(' and ') };
}

/**
 * A page read from the database: a listing without text, or a text that matched more than the
 * cap with a filter or an order the kept matches cannot answer. Counted up to one past the cap.
 */
async function pageFromDatabase(
  db: Queryable,
  words: string[],
  plans: WordPlan[],
  query: ProductSearchQuery,
  sort: NonNullable<ProductSearchQuery['sort']>,
  page: number,
  pageSize: number,
  known: number | null,
  held?: { onSale: number; regular: number },
): Promise<{ ids: number[]; matched: number }> {
  const sql = new Sql([PRODUCT_STATUS.online]);
  const text = textMatch(sql, words, plans);
  const { where } = matchesOf(sql, text, query, sort);
  const countParams = [...sql.params];
  const limit = sql.p(pageSize);
  const offset = sql.p((page - 1) * pageSize);

  // Relevance ranks the newest SEARCH_TOTAL_CAP matches (all of them when there are no more):
  // scoring every product of a text that matches most of the catalogue would read it all.
  // Counted up to one past the cap: a count of every match of a broad text would read them all.
  const countSql = (upTo: number) => `select count(*)::int as n from (select 1 from products p where ${where} limit ${upTo + 1}) m`;
  const count = (upTo = SEARCH_TOTAL_CAP) => db.query<{ n: number }>(countSql(upTo), countParams).then(([counted]) => counted?.n ?? 0);

  const ranked = sort === 'relevance' && words.length > 0;
  if (!ranked && (sort === 'priceAsc' || sort === 'priceDesc')) {
    // In price order, counted first. Up to the cap, the matches are read through the indexes of
    // the words and filters, then sorted; walking a price index instead, in the hope the page's
    // matches come early, reads the whole catalogue when they are few (a word of a product that
    // is in stock but not on sale: 1,000,000 rows for 6, 2.3 s, bench/scale.md). Past the cap
    // the walk is the better read: matches are many, so they come early.
    // A listing of up to a few thousand products is read whole too (price-indexes.ts).
    const readWhole = words.length ? SEARCH_TOTAL_CAP : readWholeUpTo(page * pageSize, await listPriceEntries(db));
    const matched = known ?? (await count(readWhole));
    const pageSql =
      matched <= readWhole ? fewByPrice(where, sort, limit, offset) : query.onSale ? onSaleByPrice(where, sort, limit, offset) : null;
    if (pageSql !== null) {
      const rows = await db.query<{ id: number }>(pageSql, sql.params);
      return { ids: rows.map((r) => r.id), matched };
    }
    // The walks test the text itself (what the price indexes hold), the reads its grams: each
    // placeholder of the statement must be used in it, so it has its own.
    const walkAtOnce = { regular: (held?.regular ?? 0) >= WALK_AT_ONCE_HELD, sale: (held?.onSale ?? 0) >= WALK_AT_ONCE_HELD };
    const priced = new Sql([PRODUCT_STATUS.online]);
    const walk = matchesOf(priced, textMatch(priced, words, plans, 'walk'), query, sort);
    const read = walkAtOnce.regular && walkAtOnce.sale ? null : matchesOf(priced, textMatch(priced, words, plans), query, sort).where;
    const rows = await db.query<{ id: number }>(
      byPrice(
        { read, walk: walk.where, fence: words.length ? walk.keys : null },
        sort,
        priced.p(pageSize),
        priced.p((page - 1) * pageSize),
        priced.p(page * pageSize),
        walkAtOnce,
      ),
      priced.params,
    );
    return { ids: rows.map((r) => r.id), matched };
  }
  const pageSql = ranked
    ? `select id from (
         select p.id, p.created_at, ${text.score} as score from products p where ${where}
         order by p.created_at desc, p.id desc limit ${SEARCH_TOTAL_CAP}) c
       order by ${ORDER.relevance} limit ${limit} offset ${offset}`
    : `select p.id from products p where ${where}
       order by ${ORDER[sort === 'relevance' ? 'newest' : sort]} limit ${limit} offset ${offset}`;
  const [rows, matched] = await Promise.all([db.query<{ id: number }>(pageSql, sql.params), known ?? count()]);
  return { ids: rows.map((r) => r.id), matched };
}

/** The header box's suggestions: a few products, brands and categories for the text typed so far. */
export async function suggest(db: Queryable, text: string): Promise<ProductSuggestResponse> {
  const words = searchWords(text);
  if (words.length === 0) return { status: 200, products: [], brands: [], categories: [] };
  const sql = new Sql([PRODUCT_STATUS.online]);
  const match = textMatch(sql, words, await planWords(db, words));
  // As the search's relevance: the newest SEARCH_TOTAL_CAP matches ranked.
  const productRows = await db.query<{ id: number; title: string; slug: string; img: string | null }>(
    `select c.id, c.title, c.slug,
       (select md.public_url from product_models m join product_images i on i.product_model_id = m.id join media md on md.id = i.media_id
         where m.product_id = c.id order by m.sort_order, m.id, i.sort_order, i.id limit 1) as img
     from (select p.id, p.title, p.slug, p.created_at, ${match.score} as score from products p
           where p.status = $1 and ${match.where.join(' and ')}
           order by p.created_at desc, p.id desc limit ${SEARCH_TOTAL_CAP}) c
     order by ${ORDER.relevance} limit 6`,
    sql.params,
  );
  const whole = text.normalize('NFKC').trim().toLowerCase();
  const names = (table: 'brands' | 'catelogs') =>
    db.query<{ id: number; title: string }>(
      `select t.id, t.title from ${table} t
       where (lower(t.title) like $1 or ($2::text <> '' and length($2::text) >= ${FUZZY_MIN} and $2::text <% lower(t.title)))
         and exists (select 1 from products p where p.${table === 'brands' ? 'brand_id' : 'catelog_id'} = t.id and p.status = $3)
       order by word_similarity($2::text, lower(t.title)) desc, t.title limit 4`,
      [containsPattern(whole), whole, PRODUCT_STATUS.online],
    );
  const [brands, categories] = await Promise.all([names('brands'), names('catelogs')]);
  return {
    status: 200,
    products: productRows.map((r) => ({ productId: r.id, title: r.title, slug: r.slug, img: r.img })),
    brands,
    categories,
  };
}
