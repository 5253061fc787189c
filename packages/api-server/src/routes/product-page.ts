// The product page's own calls beyond the catalogue reads: placing a bid on an auction, the
// member's referral code for share links, and recording a share (the promote points event).
import { currentAuctionPrice, minimumBid, type AddAuctionRequest } from '@storefront/contracts';
import type { Database, Queryable } from '../db';
import { ApiError, notFound } from '../errors';
import { signedIn, type Handlers } from './handler';
import { idParam } from '../validation';

const PRODUCT_ONLINE = 1;
const AUCTION = 1;
const UNIQUE_VIOLATION = '23505';

interface AuctionRow {
  id: number;
  merchant_id: number;
  status: number;
  end_auction_date: Date | null;
  auction_closed_at: Date | null;
  min_auction_price: number | null;
  start_auction_amount: number | null;
}

const bidTooLow = (minimum: number) =>
  new ApiError(400, '出價金額不可低於', `出價金額不可低於 ${minimum}`, [{ path: 'price', key: 'bidTooLow' }]);

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;

/**
 * Records a bid when it reaches the current price plus the minimum step. The product row is locked
 * for the check and the insert, and the unique (product, amount) index backs it up, so two
 * bidders can never both win with the same amount.
 */
export async function placeBid(db: Database, memberId: number, body: AddAuctionRequest, now = new Date()) {
  try {
    return await db.transaction(async (tx) => {
      // Not limited to products on sale: a closed auction (no longer on sale) refuses with 競標已結束.
      const [product] = await tx.query<AuctionRow>(
        `select id, merchant_id, status, end_auction_date, auction_closed_at, min_auction_price, start_auction_amount from products
         where id = $1 and product_base = $2 for update`,
        [body.productId, AUCTION],
      );
      if (!product || (product.status !== PRODUCT_ONLINE && !product.auction_closed_at)) throw notFound('找不到競標商品');
      // The close job (jobs/auction-close.ts) takes the same row lock: a bid is either in before
      // the close, and counted, or sees the auction closed.
      if (product.auction_closed_at || !product.end_auction_date || new Date(product.end_auction_date).getTime() <= now.getTime()) {
        throw new ApiError(400, '競標已結束', '競標已結束，無法出價');
      }
      if (product.merchant_id === memberId) throw new ApiError(403, '無法出價', '不可對自己的商品出價');
      const bids = await tx.query<{ price: number }>('select price from auction_bids where product_id = $1', [product.id]);
      const minimum = minimumBid(currentAuctionPrice(bids, product.start_auction_amount), product.min_auction_price);
      if (body.price < minimum || bids.some((bid) => bid.price === body.price)) throw bidTooLow(Math.max(minimum, body.price + 1));
      await tx.query('insert into auction_bids (product_id, member_id, price) values ($1, $2, $3)', [product.id, memberId, body.price]);
      return { status: 200, title: '出價成功' };
    });
  } catch (error) {
    // Another bid with this amount committed first: this one lost the race.
    if (isUniqueViolation(error)) throw bidTooLow(body.price + 1);
    throw error;
  }
}

async function referralCode(db: Queryable, memberId: number) {
  const [row] = await db.query<{ referral_code: string }>('select referral_code from members where id = $1', [memberId]);
  return { status: 200, referralUrl: row?.referral_code ?? '' };
}

/**
 * A share of the product: stored as a view, and a member earns the product's promote points
 * (shareCommission) once per product, so sharing again and again earns nothing more.
 */
export async function recordProductView(db: Database, memberId: number | null, productId: number, referralCode: string | undefined) {
  return db.transaction(async (tx) => {
    const [product] = await tx.query<{ id: number; share_commission: number }>(
      'select id, share_commission from products where id = $1 and status = $2',
      [productId, PRODUCT_ONLINE],
    );
    if (!product) throw notFound('找不到商品');
    const code = referralCode?.trim().slice(0, 64);
    const [referrer] = code
      ? await tx.query<{ id: number }>('select id from members where referral_code = $1', [code])
      : [];
    await tx.query('insert into product_views (product_id, member_id, referrer_id) values ($1, $2, $3)', [
      product.id,
      memberId,
      referrer && referrer.id !== memberId ? referrer.id : null,
    ]);
    if (memberId !== null && product.share_commission > 0) {
      const earned = await tx.query(
        `select 1 from points_ledger where member_id = $1 and product_id = $2 and kind = 'share' limit 1`,
        [memberId, product.id],
      );
      if (earned.length === 0) {
        await tx.query(`insert into points_ledger (member_id, product_id, kind, points) values ($1, $2, 'share', $3)`, [
          memberId,
          product.id,
          product.share_commission,
        ]);
      }
    }
    return { status: 200 };
  });
}

export const productPageHandlers: Handlers = {
  productAddAuction: ({ db, member, body }) => placeBid(db, signedIn(member).userId, body),
  memberProductViewReferral: ({ db, member }) => referralCode(db, signedIn(member).userId),
  memberProductView: ({ db, member, param, query }) =>
    recordProductView(db, member?.userId ?? null, idParam(param('productId')), query('r')),
};
