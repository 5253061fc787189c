// Closes auctions at endAuctionDate. The highest bid wins: an order awaiting payment (status 2)
// is created for the winner at the winning price plus the merchant's shipping fee, payable within
// 3 days (orders.pay_by; order-payment-expiry.ts fails it after that). With no bids the auction
// ends unsold. Either way the product leaves the shop (status 3) and its page shows 已結標.
// The product row is the job's lock and auction_closed_at its done mark; a bid (routes/
// product-page.ts) locks the same row, so it is either counted before the close or refused.
import { ORDER_STATUS, PAYMENT_TYPE, PRODUCT_BASE, PRODUCT_STATUS } from '@storefront/contracts';
import { shippingFee } from '@storefront/contracts/checkout';
import type { Queryable } from '../db';
import type { Job } from './scheduler';

export const AUCTION_PAYMENT_DAYS = 3;
const DAY_MS = 24 * 3600_000;

const DUE = `product_base = ${PRODUCT_BASE.auction} and status = ${PRODUCT_STATUS.online}
  and auction_closed_at is null and end_auction_date <= $1`;

interface ClosingProduct {
  id: number;
  merchant_id: number;
  title: string;
  product_delivery_type: number;
  purchase_commission: number;
}

/** The order number: ZS + the day in Taipei + the order id (as the checkout numbers them). */
function statementId(orderId: number, now: Date): string {
  const day = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  return `ZS${day}${String(orderId).padStart(6, '0')}`;
}

async function createWinningOrder(tx: Queryable, product: ClosingProduct, winnerId: number, price: number, now: Date): Promise<number> {
  const [merchant] = await tx.query<{ fee: number; frozen_fee: number; use_free_shipping: boolean; free_shipping_price: number }>(
    'select fee, frozen_fee, use_free_shipping, free_shipping_price from merchants where member_id = $1',
    [product.merchant_id],
  );
  const fee = shippingFee(
    [{ price, quantity: 1, usePointPercent: 0, productDeliveryType: product.product_delivery_type }],
    merchant
      ? {
          merchantId: product.merchant_id,
          merchantName: '',
          fee: merchant.fee,
          frozenFee: merchant.frozen_fee,
          useFreeShipping: merchant.use_free_shipping,
          freeShippingPrice: merchant.free_shipping_price,
        }
      : null,
  );
  const [buyer] = await tx.query<{ first_name: string; last_name: string; email: string }>(
    'select first_name, last_name, email from members where id = $1',
    [winnerId],
  );
  const [billing] = await tx.query<{
    first_name: string;
    last_name: string;
    telephone: string;
    email: string;
    city: string;
    area_title: string;
    street: string;
  }>('select * from purchase_details where member_id = $1', [winnerId]);
  const [delivery] = await tx.query<{
    first_name: string;
    last_name: string;
    telephone: string;
    area_code: string;
    city: string;
    area_title: string;
    street: string;
  }>('select * from delivery_details where member_id = $1', [winnerId]);
  const [model] = await tx.query<{ id: number; title: string; stock_model_id: number | null; img: string | null }>(
    `select m.id, m.title, m.stock_model_id,
       (select md.public_url from product_images i join media md on md.id = i.media_id where i.product_model_id = m.id order by i.sort_order, i.id limit 1) as img
     from product_models m where m.product_id = $1 order by m.sort_order, m.id limit 1`,
    [product.id],
  );
  const [seq] = await tx.query<{ id: number }>(`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`);
  const orderId = seq!.id;
  const name = (row: { first_name: string; last_name: string } | undefined) => (row ? `${row.last_name}${row.first_name}` : '');
  await tx.query(
    `insert into orders (id, order_statement_id, buyer_id, merchant_id, status, payment_type, earn_points,
       payment_full_name, payment_address, payment_email, payment_telephone, delivery_full_name, delivery_address,
       delivery_telephone, delivery_type, total_price, shipping_price, pay_by, auction_product_id, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $20)`,
    [
      orderId,
      statementId(orderId, now),
      winnerId,
      product.merchant_id,
      ORDER_STATUS.awaitingPayment,
      PAYMENT_TYPE.creditCard,
      product.purchase_commission,
      name(billing) || name(buyer),
      billing ? `${billing.city}${billing.area_title}${billing.street}` : '',
      billing?.email || buyer?.email || '',
      billing?.telephone ?? delivery?.telephone ?? '',
      name(delivery) || name(buyer),
      delivery ? `${delivery.area_code} ${delivery.city}${delivery.area_title}${delivery.street}` : '',
      delivery?.telephone ?? '',
      product.product_delivery_type,
      price + fee,
      fee,
      new Date(now.getTime() + AUCTION_PAYMENT_DAYS * DAY_MS).toISOString(),
      product.id,
      now.toISOString(),
    ],
  );
  await tx.query(
    `insert into order_items (order_id, product_id, product_model_id, product_image_url, product_title, product_spec, quantity,
       unit_price, subtotal_price)
     values ($1, $2, $3, $4, $5, $6, 1, $7, $7)`,
    [orderId, product.id, model?.id ?? null, model?.img ?? '', product.title, model?.title ?? '', price],
  );
  // The piece is the winner's now: out of stock until the order fails.
  if (model?.stock_model_id) await tx.query('update stock_models set inventory = inventory - 1 where id = $1', [model.stock_model_id]);
  return orderId;
}

/** Closes one locked auction: the sale to the highest bid, or unsold. */
export async function closeAuction(tx: Queryable, product: ClosingProduct, now: Date): Promise<{ orderId: number | null }> {
  const [best] = await tx.query<{ member_id: number; price: number }>(
    'select member_id, price from auction_bids where product_id = $1 order by price desc, created_at asc, id asc limit 1',
    [product.id],
  );
  const orderId = best ? await createWinningOrder(tx, product, best.member_id, best.price, now) : null;
  await tx.query(
    `update products set status = $2, auction_closed_at = $3, auction_outcome = $4, auction_winner_id = $5,
       auction_winning_price = $6, updated_at = now() where id = $1`,
    [product.id, PRODUCT_STATUS.soldOut, now.toISOString(), best ? 'sold' : 'unsold', best?.member_id ?? null, best?.price ?? null],
  );
  return { orderId };
}

export const auctionCloseJob: Job = {
  name: 'auction-close',
  async due(db, now) {
    return (await db.query(`select 1 from products where ${DUE} limit 1`, [now.toISOString()])).length > 0;
  },
  async runOne(tx, now) {
    const [product] = await tx.query<ClosingProduct>(
      `select id, merchant_id, title, product_delivery_type, purchase_commission from products
        where ${DUE} order by end_auction_date, id limit 1 for update skip locked`,
      [now.toISOString()],
    );
    if (!product) return false;
    await closeAuction(tx, product, now);
    return true;
  },
};
