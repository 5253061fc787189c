// Merchant-side reads: the merchant's own products (orders are in orders.ts).
import type { MerchantProductListItem } from '@storefront/contracts';
import type { Queryable } from '../../db';
import { iso } from '../../db';
import { latestSubmissions, reviewFlags } from '../operator/product-submissions';

export async function merchantProducts(db: Queryable, merchantId: number) {
  const rows = await db.query<{ id: number; title: string; status: number; created_at: Date; product_model_type: number }>(
    'select id, title, status, created_at, product_model_type from products where merchant_id = $1 order by created_at desc, id desc',
    [merchantId],
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
    ...reviewFlags(submissions.get(r.id)),
  }));
  return { status: 200 as const, productList };
}
