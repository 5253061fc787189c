// Merchant-side reads: the merchant's own products (orders are in orders.ts).
import type { MerchantProductListItem } from '@storefront/contracts';
import type { MerchantProductListQuery, MerchantProductSort } from '@storefront/contracts/merchant';
import type { Queryable } from '../../db';
import { iso, searchDocHolds } from '../../db';
import { countMerchantSearch, merchantPageIds } from '../../db/merchant-scope';
import { merchantTally } from '../../db/merchant-tallies';
import { latestSubmissions, reviewFlags } from '../operator/product-submissions';

const PRODUCT_ORDER: Record<MerchantProductSort, string[]> = {
  newest: ['created_at desc', 'id desc'],
  oldest: ['created_at asc', 'id asc'],
  titleAsc: ['title asc', 'id asc'],
  titleDesc: ['title desc', 'id desc'],
};

/** The list's order by, of the rows named `alias`. */
const orderBy = (sort: MerchantProductSort, alias: string) => PRODUCT_ORDER[sort].map((term) => `${alias}.${term}`).join(', ');

/**
 * A page of the merchant's own products: searched in title and slug (the trigram-indexed
 * search_doc), filtered by status, sorted, with the count of all that match.
 */
export async function merchantProducts(db: Queryable, merchantId: number, query: MerchantProductListQuery) {
  const params: unknown[] = [merchantId];
  let where = '';
  if (query.status !== undefined) {
    params.push(query.status);
    where += ` and p.status = $${params.length}`;
  }
  const search = query.q ? searchDocHolds('p.search_doc', query.q, params) : null;
  const text = query.q || undefined;
  // A search is counted up to the cap; filtered by status alone, the count is the merchant's
  // tallies (db/merchant-tallies.ts).
  const { total, capped } = text
    ? await countMerchantSearch(db, { table: 'products', alias: 'p' }, text, `${where} and ${search}`, params)
    : { total: await merchantTally(db, 'products', merchantId, { status: query.status }), capped: false };
  // The page's ids first (from the index alone, unless a search reads the rows), then only those
  // rows: the whole rows the offset skipped were read too, 2,000 of them for page 100 (issue 26).
  const rows = await db.query<{
    id: number;
    title: string;
    status: number;
    created_at: Date;
    product_model_type: number;
    list_price: number;
    img: string | null;
    stock: number | null;
  }>(
    `select p.id, p.title, p.status, p.created_at, p.product_model_type, p.list_price,
       (select md.public_url from product_models m join product_images i on i.product_model_id = m.id join media md on md.id = i.media_id
         where m.product_id = p.id order by m.sort_order, m.id, i.sort_order, i.id limit 1) as img,
       (select sum(s.inventory)::int from product_models m join stock_models s on s.id = m.stock_model_id
         where m.product_id = p.id) as stock
     from (${merchantPageIds(
       { table: 'products', alias: 'p', walked: null },
       { text, matches: total, condition: search },
       where,
       orderBy(query.sort, 'p'),
       `limit $${params.length + 1} offset $${params.length + 2}`,
     )}) ids
     join products p on p.id = ids.id
     order by ${orderBy(query.sort, 'p')}`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  const submissions = await latestSubmissions(
    db,
    rows.map((r) => r.id),
  );
  const productList: MerchantProductListItem[] = rows.map((r) => ({
    productId: r.id,
    title: r.title,
    status: r.status,
    created: iso(r.created_at) ?? '',
    productType: r.product_model_type,
    img: r.img,
    price: r.list_price,
    stock: r.stock,
    ...reviewFlags(submissions.get(r.id)),
  }));
  return { status: 200 as const, productList, total, ...(capped ? { totalCapped: true } : {}), page: query.page, pageSize: query.pageSize };
}
