// Catalogue reads: product cards (list, related, wish list), product detail, add-ons, merchant
// contact, and the favourite toggles.
import {
  BID_STANDING,
  PRODUCT_BASE,
  PRODUCT_STATUS,
  type Addon,
  type AuctionRecord,
  type BidStanding,
  type MerchantContact,
  type ProductDetail,
  type ProductModel,
  type RelatedProduct,
  type Variation,
} from '@storefront/contracts';
import type { WishListQuery, WishListSort } from '@storefront/contracts/product';
import { iso, searchDocHolds, type Queryable } from '../../db';
import { ApiError, notFound } from '../../errors';
import { cachedRead, productDetailKey } from './catalogue-cache';
import { sanitizeRichText } from '../../security/sanitize-html';

// The price of a model: the list price and the sale price when a sale is running today.
const priceColumns = `pr.price, pr.use_point_percent,
  case when pr.on_sale and (pr.start_date is null or pr.start_date <= (now() at time zone 'Asia/Taipei')::date)
    and (pr.end_date is null or pr.end_date >= (now() at time zone 'Asia/Taipei')::date) then pr.on_sale_price end as sale_price`;

interface CardRow {
  id: number;
  title: string;
  slug: string;
  badge_text: string;
  view_commission: number;
  product_base: number;
  start_auction_amount: number | null;
  end_auction_date: Date | null;
  status: number;
  currency_type: number;
  expire_date: Date | null;
  created_at: Date;
  category: string | null;
  brand: string | null;
  price: number | null;
  sale_price: number | null;
  img: string | null;
  inventory: number;
  is_favorited: boolean;
}

export interface CardQuery {
  /** SQL condition on `p` (products); parameters start at $2 ($1 is the member id). */
  where: string;
  params?: unknown[];
  orderBy?: string;
  join?: string;
  limit?: number;
  offset?: number;
}

export async function auctionRecords(db: Queryable, productIds: number[]): Promise<Map<number, AuctionRecord[]>> {
  const records = new Map<number, AuctionRecord[]>();
  if (productIds.length === 0) return records;
  const rows = await db.query<{ product_id: number; price: number; created_at: Date; member_id: number }>(
    'select product_id, price, created_at, member_id from auction_bids where product_id = any($1::int[]) order by price desc, created_at desc',
    [productIds],
  );
  for (const row of rows) {
    const list = records.get(row.product_id) ?? [];
    list.push({ price: row.price, date: iso(row.created_at), userId: row.member_id });
    records.set(row.product_id, list);
  }
  return records;
}

/** Bids as everyone sees them: amounts and times, never who placed them. */
export function publicRecords(records: AuctionRecord[]): AuctionRecord[] {
  return records.map(({ price, date }) => ({ price, date }));
}

/**
 * Where a member stands on an auction (records highest first): leading when the highest bid is
 * theirs, outbid when they bid and someone bid more; nothing when they did not bid.
 */
export function bidStanding(records: AuctionRecord[], memberId: number): { bidStanding: BidStanding | null; myTopBid: number | null } {
  const mine = records.find((record) => record.userId === memberId);
  if (!mine) return { bidStanding: null, myTopBid: null };
  return { bidStanding: records[0]?.userId === memberId ? BID_STANDING.leading : BID_STANDING.outbid, myTopBid: mine.price };
}

export async function productCards(db: Queryable, memberId: number | null, query: CardQuery): Promise<RelatedProduct[]> {
  // A visitor's cards read no favourites (kept, they are not ended by a member's favourite). $1 is
  // still named: the query's own parameters start at $2.
  const favourite =
    memberId === null
      ? '($1::int is null and false)'
      : 'exists (select 1 from favourites f where f.product_id = p.id and f.member_id = $1)';
  const rows = await db.query<CardRow>(
    `select p.id, p.title, p.slug, p.badge_text, p.view_commission, p.product_base, p.start_auction_amount,
       p.end_auction_date, p.status, p.currency_type, p.expire_date, p.created_at,
       c.title as category, b.title as brand, fm.price, fm.sale_price, fm.img,
       (select coalesce(sum(s.inventory), 0)::int from product_models m join stock_models s on s.id = m.stock_model_id
         where m.product_id = p.id) as inventory,
       ${favourite} as is_favorited
     from products p
     ${query.join ?? ''}
     left join catelogs c on c.id = p.catelog_id
     left join brands b on b.id = p.brand_id
     left join lateral (
       select ${priceColumns},
         (select md.public_url from product_images i join media md on md.id = i.media_id
           where i.product_model_id = m.id order by i.sort_order, i.id limit 1) as img
       from product_models m left join product_prices pr on pr.product_model_id = m.id
       where m.product_id = p.id order by m.sort_order, m.id limit 1
     ) fm on true
     where ${query.where}
     order by ${query.orderBy ?? 'p.created_at desc, p.id desc'}
     ${query.limit !== undefined ? `limit ${Math.floor(query.limit)}` : ''}
     ${query.offset ? `offset ${Math.floor(query.offset)}` : ''}`,
    [memberId ?? 0, ...(query.params ?? [])],
  );
  const auctions = await auctionRecords(
    db,
    rows.filter((r) => r.product_base === PRODUCT_BASE.auction).map((r) => r.id),
  );
  return rows.map((r) => ({
    productId: r.id,
    title: r.title,
    slug: r.slug,
    price: r.price ?? 0,
    discount: r.sale_price,
    img: r.img,
    category: r.category,
    brand: r.brand,
    date: iso(r.created_at),
    badgeText: r.badge_text || null,
    viewCommission: r.view_commission,
    productBase: r.product_base,
    auctionRecords: r.product_base === PRODUCT_BASE.auction ? publicRecords(auctions.get(r.id) ?? []) : null,
    startAuctionAmount: r.start_auction_amount,
    endAuctionDate: iso(r.end_auction_date),
    status: r.status,
    currencyType: r.currency_type,
    inventory: r.inventory,
    expireDate: iso(r.expire_date),
    isFavorited: r.is_favorited,
  }));
}

export const PAGE_SIZE = 24;

export async function productList(
  db: Queryable,
  memberId: number | null,
  filters: { category?: string; page?: string; pageSize?: string },
): Promise<{ status: 200; productList: RelatedProduct[]; total: number; page: number; pageSize: number }> {
  const page = Math.max(1, Math.min(10_000, Number.parseInt(filters.page ?? '1', 10) || 1));
  const pageSize = Math.max(1, Math.min(100, Number.parseInt(filters.pageSize ?? String(PAGE_SIZE), 10) || PAGE_SIZE));
  const params: unknown[] = [PRODUCT_STATUS.online];
  let where = 'p.status = $2';
  const category = filters.category?.trim();
  if (category) {
    params.push(category);
    // A category is named by its id or its title.
    where += ` and (c.title = $3 or p.catelog_id::text = $3)`;
  }
  const productsPage = await productCards(db, memberId, { where, params, limit: pageSize, offset: (page - 1) * pageSize });
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from products p left join catelogs c on c.id = p.catelog_id where ${where.replaceAll('$2', '$1').replaceAll('$3', '$2')}`,
    params,
  );
  return { status: 200, productList: productsPage, total: count?.n ?? 0, page, pageSize };
}

interface DetailRow {
  id: number;
  slug: string;
  title: string;
  status: number;
  merchant_id: number;
  merchant_name: string;
  product_model_type: number;
  product_delivery_type: number;
  product_base: number;
  currency_type: number;
  catelog: string | null;
  brand: string | null;
  catelog_id: number | null;
  brand_id: number | null;
  description: string;
  specification: string;
  information: string;
  purchase_description: string;
  all_same_photos: boolean;
  view_commission: number;
  share_commission: number;
  purchase_commission: number;
  end_auction_date: Date | null;
  min_auction_price: number | null;
  start_auction_amount: number | null;
  auction_closed_at: Date | null;
  auction_outcome: 'sold' | 'unsold' | null;
  auction_winning_price: number | null;
  winner_email: string | null;
}

/** The winner as others see them: `b***@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

type Viewer = { userId: number; isMerchant: boolean };
type DetailAnswer = { status: 200 } & ProductDetail;
/** A product's answer, and who placed each of its bids, in the order of its auctionRecords. */
type DetailRead = { detail: DetailAnswer; bidders: number[] };

export async function productDetail(db: Queryable, slug: string, viewer: Viewer | null): Promise<DetailAnswer> {
  return (await readProductDetail(db, slug, viewer)).detail;
}

/**
 * A product as every visitor sees it, kept in the catalogue cache (the product page's head reads
 * it too), with its bidders for members' standing: they are never sent.
 */
export function everyonesProductDetail(db: Queryable, slug: string): Promise<DetailRead> {
  return cachedRead(db, productDetailKey(slug), () => readProductDetail(db, slug, null));
}

/**
 * A product as a member sees it: everyone's answer, kept, with what is the member's own (their
 * favourite, where they stand on its auction). One query instead of the product's six, and no
 * sanitizing of its four texts again. A merchant's own product that visitors cannot see (a
 * preview) is read whole.
 */
export async function memberProductDetail(db: Queryable, slug: string, member: Viewer): Promise<DetailAnswer> {
  let everyone: DetailRead;
  try {
    everyone = await everyonesProductDetail(db, slug);
  } catch (error) {
    if (member.isMerchant && error instanceof ApiError && error.status === 404) return productDetail(db, slug, member);
    throw error;
  }
  const { detail, bidders } = everyone;
  const favourite = await db.query('select 1 from favourites where member_id = $1 and product_id = $2', [member.userId, detail.productId]);
  const records = detail.auctionRecords?.map((record, index) => ({ ...record, userId: bidders[index] }));
  return { ...detail, isFavorited: favourite.length > 0, ...(records ? bidStanding(records, member.userId) : {}) };
}

async function readProductDetail(db: Queryable, slug: string, viewer: Viewer | null): Promise<DetailRead> {
  const rows = await db.query<DetailRow>(
    `select p.*, c.title as catelog, b.title as brand, mc.merchant_name, w.email as winner_email
     from products p join merchants mc on mc.member_id = p.merchant_id
     left join catelogs c on c.id = p.catelog_id left join brands b on b.id = p.brand_id
     left join members w on w.id = p.auction_winner_id
     where p.slug = $1`,
    [slug],
  );
  const p = rows[0];
  // Only online products and closed auctions (已結標) are public; a merchant may preview its own.
  if (!p || (p.status !== PRODUCT_STATUS.online && !p.auction_closed_at && p.merchant_id !== viewer?.userId)) throw notFound('找不到商品');
  const models = await db.query<{
    id: number;
    title: string;
    model_number: string;
    price: number | null;
    sale_price: number | null;
    use_point_percent: number | null;
    inventory: number | null;
  }>(
    `select m.id, m.title, m.model_number, ${priceColumns}, s.inventory
     from product_models m left join product_prices pr on pr.product_model_id = m.id
     left join stock_models s on s.id = m.stock_model_id
     where m.product_id = $1 order by m.sort_order, m.id`,
    [p.id],
  );
  const images = await db.query<{ product_model_id: number; src: string; alt: string }>(
    `select i.product_model_id, md.public_url as src, md.alt from product_images i join media md on md.id = i.media_id
     join product_models m on m.id = i.product_model_id where m.product_id = $1 order by i.sort_order, i.id`,
    [p.id],
  );
  const productModels: ProductModel[] = models.map((m) => ({
    productModelId: m.id,
    title: m.title,
    modelNumber: m.model_number,
    markPrice: m.price ?? 0,
    discountPrice: m.sale_price,
    usePointPercent: m.use_point_percent ?? 0,
    inventory: m.inventory ?? 0,
    images: images.filter((i) => i.product_model_id === m.id).map((i) => ({ src: i.src, alt: i.alt || p.title })),
  }));
  const selections = await db.query<{ selection_id: number; selection_title: string; option_title: string }>(
    `select s.id as selection_id, s.title as selection_title, o.title as option_title
     from product_selections s join product_options o on o.product_selection_id = s.id
     where s.product_id = $1 order by s.sort_order, s.id, o.sort_order, o.id`,
    [p.id],
  );
  const variations: (Variation & { id: number })[] = [];
  for (const row of selections) {
    let variation = variations.find((x) => x.id === row.selection_id);
    if (!variation) {
      variation = { id: row.selection_id, title: row.selection_title, selected: 0, items: [] };
      variations.push(variation);
    }
    variation.items.push({ title: row.option_title, markPrice: null });
  }
  // An item's price: the model with that option and the first option of every other selection
  // (model index = sum of optionIndex * product of the earlier selections' option counts).
  let stride = 1;
  for (const variation of variations) {
    variation.items.forEach((item, index) => {
      item.markPrice = productModels[index * stride]?.markPrice ?? null;
    });
    stride *= variation.items.length;
  }
  const isAuction = p.product_base === PRODUCT_BASE.auction;
  const records = isAuction ? ((await auctionRecords(db, [p.id])).get(p.id) ?? []) : null;
  const standing = records && viewer ? bidStanding(records, viewer.userId) : { bidStanding: null, myTopBid: null };
  const favourite = viewer
    ? await db.query('select 1 from favourites where member_id = $1 and product_id = $2', [viewer.userId, p.id])
    : [];
  const detail: DetailAnswer = {
    status: 200,
    productId: p.id,
    slug: p.slug,
    title: p.title,
    catelog: p.catelog,
    brand: p.brand,
    catelogId: p.catelog_id,
    brandId: p.brand_id,
    productModelType: p.product_model_type,
    productDeliveryType: p.product_delivery_type,
    productBase: p.product_base,
    currencyType: p.currency_type,
    productModels,
    variations: variations.map(({ title, selected, items }) => ({ title, selected, items })),
    allSamePhotos: p.all_same_photos,
    // Merchant-written HTML: sanitized on the way out too, whatever was stored before.
    purchaseDescription: sanitizeRichText(p.purchase_description),
    description: sanitizeRichText(p.description),
    specification: sanitizeRichText(p.specification),
    information: sanitizeRichText(p.information),
    merchantId: p.merchant_id,
    merchantName: p.merchant_name,
    isFavorited: favourite.length > 0,
    viewCommission: p.view_commission,
    shareCommission: p.share_commission,
    purchaseCommission: p.purchase_commission,
    endAuctionDate: isAuction ? iso(p.end_auction_date) : null,
    auctionRecords: records && publicRecords(records),
    ...standing,
    minAuctionPrice: isAuction ? p.min_auction_price : null,
    startAuctionAmount: isAuction ? p.start_auction_amount : null,
    ...(isAuction && p.auction_closed_at
      ? {
          auctionEnded: true,
          winningPrice: p.auction_outcome === 'sold' ? p.auction_winning_price : null,
          winner: p.auction_outcome === 'sold' && p.winner_email ? maskEmail(p.winner_email) : null,
        }
      : {}),
  };
  return { detail, bidders: records?.map((record) => record.userId ?? 0) ?? [] };
}

export async function productAddons(db: Queryable, productId: number): Promise<{ status: 200; productAddonsList: Addon[] }> {
  await requireProduct(db, productId);
  const rows = await db.query<{
    id: number;
    product_title: string;
    model_title: string;
    price: number | null;
    sale_price: number | null;
    addon_price: number | null;
    use_point_percent: number | null;
    inventory: number | null;
    brand: string | null;
    img: string | null;
    single_model: boolean;
  }>(
    `select m.id, ap.title as product_title, m.title as model_title, ${priceColumns}, a.price as addon_price,
       s.inventory, b.title as brand,
       (select md.public_url from product_images i join media md on md.id = i.media_id
         where i.product_model_id = m.id order by i.sort_order, i.id limit 1) as img,
       (select count(*) from product_models x where x.product_id = ap.id) = 1 as single_model
     from product_addons a join product_models m on m.id = a.addon_model_id
     join products ap on ap.id = m.product_id
     left join product_prices pr on pr.product_model_id = m.id
     left join stock_models s on s.id = m.stock_model_id
     left join brands b on b.id = ap.brand_id
     where a.product_id = $1 and ap.status = ${PRODUCT_STATUS.online}
     order by a.sort_order, m.id`,
    [productId],
  );
  return {
    status: 200,
    productAddonsList: rows.map((r) => {
      const current = r.sale_price ?? r.price ?? 0;
      return {
        productModelId: r.id,
        title: r.product_title,
        price: r.addon_price ?? current,
        originalPrice: r.price ?? current,
        modelTitle: r.single_model ? '' : r.model_title,
        img: r.img,
        brand: r.brand,
        selected: false,
        inventory: r.inventory ?? 0,
        usePointPercent: r.use_point_percent ?? 0,
      };
    }),
  };
}

export async function relatedProducts(db: Queryable, memberId: number | null, productId: number) {
  await requireProduct(db, productId);
  const productsList = await productCards(db, memberId, {
    join: 'join related_products rp on rp.related_product_id = p.id and rp.product_id = $2',
    where: `p.status = ${PRODUCT_STATUS.online}`,
    params: [productId],
    orderBy: 'rp.sort_order, p.id',
  });
  return { status: 200 as const, productList: productsList };
}

const WISH_ORDER: Record<WishListSort, string> = {
  newest: 'fv.created_at desc, p.id desc',
  oldest: 'fv.created_at asc, p.id asc',
  titleAsc: 'p.title asc, p.id asc',
  priceAsc: 'coalesce(fm.sale_price, fm.price) asc nulls last, p.id asc',
  priceDesc: 'coalesce(fm.sale_price, fm.price) desc nulls last, p.id desc',
};

/**
 * A page of the member's wish list: searched in title and slug (search_doc), sorted by when each
 * product was added, its title or its price, with the count of all that match.
 */
export async function favouriteProducts(db: Queryable, memberId: number, query: WishListQuery) {
  const params: unknown[] = [];
  const where = query.q ? searchDocHolds('p.search_doc', query.q, params, 1) : 'true';
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
    `select count(*)::int as total from favourites fv join products p on p.id = fv.product_id where fv.member_id = $1 and ${where}`,
    [memberId, ...params],
  );
  const productsList = await productCards(db, memberId, {
    join: 'join favourites fv on fv.product_id = p.id and fv.member_id = $1',
    where,
    params,
    orderBy: WISH_ORDER[query.sort],
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { status: 200 as const, productList: productsList, total, page: query.page, pageSize: query.pageSize };
}

async function requireProduct(db: Queryable, productId: number): Promise<void> {
  const rows = await db.query('select 1 from products where id = $1 and status = $2', [productId, PRODUCT_STATUS.online]);
  if (rows.length === 0) throw notFound('找不到商品');
}

export async function setFavourite(db: Queryable, memberId: number, productId: number, on: boolean) {
  if (on) {
    await requireProduct(db, productId);
    await db.query('insert into favourites (member_id, product_id) values ($1, $2) on conflict do nothing', [memberId, productId]);
    return { status: 200 as const, title: '已加入收藏' };
  }
  await db.query('delete from favourites where member_id = $1 and product_id = $2', [memberId, productId]);
  return { status: 200 as const, title: '已取消收藏' };
}

export async function merchantContact(db: Queryable, merchantId: number): Promise<MerchantContact> {
  const rows = await db.query<{
    member_id: number;
    merchant_name: string;
    merchant_phone: string;
    merchant_line: string;
    merchant_email: string;
  }>('select member_id, merchant_name, merchant_phone, merchant_line, merchant_email from merchants where member_id = $1', [merchantId]);
  const m = rows[0];
  if (!m) throw new ApiError(404, '找不到', '找不到商家');
  return {
    userId: m.member_id,
    merchantName: m.merchant_name,
    merchantPhone: m.merchant_phone,
    merchantLine: m.merchant_line,
    merchantEmail: m.merchant_email,
  };
}
