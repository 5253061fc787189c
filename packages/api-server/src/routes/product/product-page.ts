// The product page's own calls beyond the catalogue reads: placing a bid on an auction, the
// member's running auctions with where their bid stands, the member's referral code for share
// links, recording a share, and a page opened (view points, and promote points for a share link).
import type { Context } from 'hono';
import {
  BID_STANDING,
  currentAuctionPrice,
  minimumBid,
  PRODUCT_BASE,
  PRODUCT_STATUS,
  type AddAuctionRequest,
  type MemberAuction,
} from '@storefront/contracts';
import type { ProductPageViewRequest } from '@storefront/contracts/product';
import { iso, type Database, type Queryable } from '../../db';
import { ApiError, notFound } from '../../errors';
import { creditPromote, creditView } from '../../points/ledger';
import { memberByReferralCode, rememberReferrer, visitorId } from '../../points/referral';

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
        [body.productId, PRODUCT_BASE.auction],
      );
      if (!product || (product.status !== PRODUCT_STATUS.online && !product.auction_closed_at)) throw notFound('找不到競標商品');
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

/**
 * The running auctions the member bid on, newest end last: the highest bid now, the member's own
 * highest, and whether that leads. Nothing about the other bidders.
 */
export async function memberAuctions(
  db: Queryable,
  memberId: number,
  now = new Date(),
): Promise<{ status: 200; auctions: MemberAuction[] }> {
  const rows = await db.query<{
    id: number;
    title: string;
    slug: string;
    currency_type: number | null;
    end_auction_date: Date;
    current_price: number;
    my_top_bid: number;
  }>(
    `select p.id, p.title, p.slug, p.currency_type, p.end_auction_date,
       (select max(b.price) from auction_bids b where b.product_id = p.id) as current_price,
       mine.my_top_bid
     from (select product_id, max(price) as my_top_bid from auction_bids where member_id = $1 group by product_id) mine
     join products p on p.id = mine.product_id
     where p.product_base = $2 and p.status = $3 and p.end_auction_date > $4
     order by p.end_auction_date, p.id`,
    [memberId, PRODUCT_BASE.auction, PRODUCT_STATUS.online, now],
  );
  return {
    status: 200,
    auctions: rows.map((r) => ({
      productId: r.id,
      title: r.title,
      slug: r.slug,
      currencyType: r.currency_type,
      currentPrice: r.current_price,
      myTopBid: r.my_top_bid,
      bidStanding: r.my_top_bid >= r.current_price ? BID_STANDING.leading : BID_STANDING.outbid,
      endAuctionDate: iso(r.end_auction_date) ?? '',
    })),
  };
}

export async function referralCode(db: Queryable, memberId: number) {
  const [row] = await db.query<{ referral_code: string }>('select referral_code from members where id = $1', [memberId]);
  return { status: 200, referralUrl: row?.referral_code ?? '' };
}

/**
 * A share of the product, stored as a view with the sharer's referral. Sharing earns nothing by
 * itself: the sharer earns promote points when a visitor opens the link (recordPageView).
 */
export async function recordProductView(db: Database, memberId: number | null, productId: number, referralCode: string | undefined) {
  return db.transaction(async (tx) => {
    const [product] = await tx.query<{ id: number }>('select id from products where id = $1 and status = $2', [
      productId,
      PRODUCT_STATUS.online,
    ]);
    if (!product) throw notFound('找不到商品');
    const code = referralCode?.trim().slice(0, 64);
    const [referrer] = code ? await tx.query<{ id: number }>('select id from members where referral_code = $1', [code]) : [];
    await tx.query('insert into product_views (product_id, member_id, referrer_id) values ($1, $2, $3)', [
      product.id,
      memberId,
      referrer && referrer.id !== memberId ? referrer.id : null,
    ]);
    return { status: 200 };
  });
}

/**
 * A product page opened. A logged-in member earns the product's view points once per Taipei day.
 * When the visit came through a share link (r), the sharer earns its promote points once per
 * visitor (the member, else the visitor cookie), product and Taipei day, never from their own
 * link; a visitor not logged in keeps the code for a registration that makes them a follower.
 */
export async function recordPageView(db: Database, c: Context, memberId: number | null, body: ProductPageViewRequest) {
  const sharerCode = body.r?.trim();
  const visitor = memberId !== null ? `member-${memberId}` : sharerCode ? `cookie-${visitorId(c)}` : null;
  return db.transaction(async (tx) => {
    const [product] = await tx.query<{ id: number; view_commission: number; share_commission: number }>(
      'select id, view_commission, share_commission from products where id = $1 and status = $2',
      [body.productId, PRODUCT_STATUS.online],
    );
    if (!product) throw notFound('找不到商品');
    const viewed = memberId !== null && (await creditView(tx, memberId, product.id, product.view_commission));
    const sharerId = await memberByReferralCode(tx, sharerCode);
    if (sharerId !== null && sharerId !== memberId && visitor !== null) {
      await creditPromote(tx, sharerId, product.id, visitor, product.share_commission);
      if (memberId === null && sharerCode) rememberReferrer(c, sharerCode);
    }
    return { status: 200, viewPoints: viewed ? product.view_commission : 0 };
  });
}
