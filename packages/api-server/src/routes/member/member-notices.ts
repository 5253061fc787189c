// The member home's notices: auctions won whose order waits for payment (得標通知: pay link and deadline) and
// the last application of each kind with the operator's decision and reason.
import { ORDER_STATUS } from '@storefront/contracts';
import type { MemberNoticesResponse } from '@storefront/contracts/member';
import { iso, type Queryable } from '../../db';

export async function memberNotices(db: Queryable, memberId: number, now: Date = new Date()): Promise<MemberNoticesResponse> {
  const wins = await db.query<{
    id: number;
    order_statement_id: string;
    product_id: number;
    title: string;
    slug: string;
    winning_price: number;
    shipping_price: number;
    total_price: number;
    pay_by: Date;
  }>(
    `select o.id, o.order_statement_id, p.id as product_id, p.title, p.slug, p.auction_winning_price as winning_price,
            o.shipping_price, o.total_price, o.pay_by
       from orders o join products p on p.id = o.auction_product_id
      where o.buyer_id = $1 and o.status = $2 and o.pay_by > $3 order by o.pay_by, o.id`,
    [memberId, ORDER_STATUS.awaitingPayment, now.toISOString()],
  );
  const applications = await db.query<{
    kind: 'member' | 'merchant';
    status: 'pending' | 'approved' | 'rejected';
    reason: string | null;
    created_at: Date;
    reviewed_at: Date | null;
  }>(
    `select distinct on (kind) kind, status, reason, created_at, reviewed_at from upgrade_applications
      where member_id = $1 order by kind, id desc`,
    [memberId],
  );
  return {
    status: 200,
    auctionWins: wins.map((w) => ({
      orderId: w.id,
      orderStatementId: w.order_statement_id,
      productId: w.product_id,
      productTitle: w.title,
      slug: w.slug,
      winningPrice: w.winning_price,
      shippingPrice: w.shipping_price,
      totalPrice: w.total_price,
      payBy: iso(w.pay_by) ?? '',
    })),
    applications: applications.map((a) => ({
      kind: a.kind,
      reviewStatus: a.status,
      reason: a.reason,
      submittedAt: iso(a.created_at) ?? '',
      reviewedAt: iso(a.reviewed_at),
    })),
  };
}
