// The operator's product decisions. The product row is locked first (as the merchant's save
// does), then its pending submission: of two operators deciding at once, the second finds the
// submission no longer pending and gets 409, and nothing is written twice.
import { PRODUCT_BASE, PRODUCT_STATUS } from '@storefront/contracts';
import type { ProductReviewResponse } from '@storefront/contracts/operator';
import type { Database, Queryable } from '../../db';
import { ApiError, notFound } from '../../errors';
import { iso } from '../../db';
import { loadOwnProduct } from '../merchant/merchant-product-edit-model';
import { applyRevision, revisionAsProduct } from '../merchant/product-edits';
import type { SubmissionRow } from './product-submissions';

const notPending = () => new ApiError(409, '狀態已變更', '此商品沒有待審核的送審（可能已由其他人審核）');

async function lockPendingSubmission(
  tx: Queryable,
  productId: number,
): Promise<{ product: { id: number; status: number; merchant_id: number }; submission: SubmissionRow }> {
  const [product] = await tx.query<{ id: number; status: number; merchant_id: number }>(
    'select id, status, merchant_id from products where id = $1 for update',
    [productId],
  );
  if (!product) throw notFound('找不到商品');
  const [submission] = await tx.query<SubmissionRow>(
    `select * from product_submissions where product_id = $1 and status = 'pending' for update`,
    [productId],
  );
  if (!submission) throw notPending();
  return { product, submission };
}

export async function approveProduct(db: Database, operatorId: number, productId: number, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const { product, submission } = await lockPendingSubmission(tx, productId);
    if (submission.kind === 'edit') {
      if (!submission.revision) throw notPending();
      await applyRevision(tx, product.merchant_id, product.id, submission.revision);
    } else {
      // An auction whose end passed while it waited cannot go on sale: nobody could bid on it.
      const [ended] = await tx.query(`select 1 from products where id = $1 and product_base = $2 and end_auction_date <= $3`, [
        product.id,
        PRODUCT_BASE.auction,
        now.toISOString(),
      ]);
      if (ended) throw new ApiError(409, '競標已結束', '此競標的結標時間已過，無法核准上架；請退回並請商家重新建立');
      await tx.query('update products set status = $2, updated_at = now() where id = $1', [product.id, PRODUCT_STATUS.online]);
    }
    await tx.query(`update product_submissions set status = 'approved', reviewed_at = now(), reviewed_by = $2 where id = $1`, [
      submission.id,
      operatorId,
    ]);
    return { status: 200, title: '已核准上架', productStatus: PRODUCT_STATUS.online };
  });
}

export async function rejectProduct(db: Database, operatorId: number, productId: number, reason: string) {
  return db.transaction(async (tx) => {
    const { product, submission } = await lockPendingSubmission(tx, productId);
    // A refused new product goes back to draft; a refused edit leaves the live version on sale.
    let productStatus = product.status;
    if (submission.kind === 'new') {
      productStatus = PRODUCT_STATUS.draft;
      await tx.query('update products set status = $2, updated_at = now() where id = $1', [product.id, productStatus]);
    }
    await tx.query(`update product_submissions set status = 'rejected', reason = $3, reviewed_at = now(), reviewed_by = $2 where id = $1`, [
      submission.id,
      operatorId,
      reason,
    ]);
    return { status: 200, title: '已退回', productStatus };
  });
}

/** The version on sale (null for a product never approved) beside the submitted version. */
export async function productReview(db: Queryable, productId: number): Promise<ProductReviewResponse> {
  const [product] = await db.query<{ id: number; status: number; merchant_id: number; merchant_name: string }>(
    'select p.id, p.status, p.merchant_id, mc.merchant_name from products p join merchants mc on mc.member_id = p.merchant_id where p.id = $1',
    [productId],
  );
  if (!product) throw notFound('找不到商品');
  // The pending submission, else the last one decided.
  const [submission] = await db.query<SubmissionRow>(
    `select * from product_submissions where product_id = $1 and status <> 'withdrawn'
      order by (status = 'pending') desc, id desc limit 1`,
    [productId],
  );
  if (!submission) throw notFound('此商品沒有送審紀錄');
  const current = await loadOwnProduct(db, product.merchant_id, product.id);
  const isEdit = submission.kind === 'edit' && submission.revision !== null;
  return {
    status: 200,
    productId: product.id,
    merchantName: product.merchant_name,
    kind: submission.kind,
    reviewStatus: submission.status === 'withdrawn' ? 'rejected' : submission.status,
    submittedAt: iso(submission.submitted_at) ?? '',
    reason: submission.reason,
    live: isEdit ? current : null,
    submitted: isEdit ? await revisionAsProduct(db, product.id, product.status, submission.revision!) : current,
  };
}
