// Product submissions waiting for the operator (table product_submissions). A new product, or a
// product not on sale, is its own submitted version (status 4); an edit of a product on sale is
// stored as a revision (the save payload, merchant/product-edits.ts) while the shop keeps selling
// the live rows. This module holds the queue's rows only: it writes no product.
import type { ProductInput } from '@storefront/contracts';
import type { ProductSubmissionKind, ReviewState } from '@storefront/contracts/operator';
import type { Queryable } from '../../db';

/** The one pending submission of a product, replaced by a resubmission. */
export async function submitForReview(
  tx: Queryable,
  merchantId: number,
  productId: number,
  kind: ProductSubmissionKind,
  revision: ProductInput | null,
): Promise<void> {
  const updated = await tx.query(
    `update product_submissions set kind = $2, revision = $3, submitted_at = now()
      where product_id = $1 and status = 'pending' returning id`,
    [productId, kind, revision === null ? null : JSON.stringify(revision)],
  );
  if (updated.length > 0) return;
  await tx.query('insert into product_submissions (product_id, merchant_id, kind, revision) values ($1, $2, $3, $4)', [
    productId,
    merchantId,
    kind,
    revision === null ? null : JSON.stringify(revision),
  ]);
}

export interface SubmissionRow {
  id: number;
  product_id: number;
  merchant_id: number;
  kind: ProductSubmissionKind;
  revision: ProductInput | null;
  status: ReviewState | 'withdrawn';
  reason: string | null;
  submitted_at: Date;
  reviewed_at: Date | null;
}

/** The last submission of each product (withdrawn ones aside). */
export async function latestSubmissions(db: Queryable, productIds: number[]): Promise<Map<number, SubmissionRow>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.query<SubmissionRow>(
    `select distinct on (product_id) * from product_submissions
      where product_id = any($1::int[]) and status <> 'withdrawn' order by product_id, id desc`,
    [productIds],
  );
  return new Map(rows.map((r) => [r.product_id, r]));
}

/**
 * What the merchant's list and editor show of the review: an edit waiting (the live version is
 * still on sale) and the reason of the last refusal, until the merchant resubmits.
 */
export function reviewFlags(submission: SubmissionRow | undefined): { pendingRevision: boolean; reviewReason: string | null } {
  return {
    pendingRevision: submission?.status === 'pending' && submission.kind === 'edit',
    reviewReason: submission?.status === 'rejected' ? submission.reason : null,
  };
}

/** A product taken down: an edit waiting for review is withdrawn with it. */
export async function withdrawPendingEdit(tx: Queryable, productId: number): Promise<void> {
  await tx.query(
    `update product_submissions set status = 'withdrawn', reviewed_at = now() where product_id = $1 and status = 'pending' and kind = 'edit'`,
    [productId],
  );
}
