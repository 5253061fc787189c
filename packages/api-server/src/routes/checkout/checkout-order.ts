// Places an order from a checkout payload in one transaction: prices every line from the
// database, locks and checks stock (no oversell unless the model allows negative stock), checks
// the points (per-line allowance, half the total, the balance), writes the order and its items,
// takes the stock and the points, records the points earned, and for payments through the
// provider answers the signed payment form. Any failure rolls everything back.
import { cvsChain, isCardPayment, TAIWAN_COUNTRY_CODE, type CheckoutRequest, type CountryFee } from '@storefront/contracts';
import { taiwanAddressLine } from '@storefront/contracts/address';
import { orderAmounts, RECEIPT_TYPE, shippingFee, countryFee } from '@storefront/contracts/checkout';
import type { Database, Queryable } from '../../db';
import { ApiError } from '../../errors';
import { ecpayPaymentForm, paysThroughEcpay } from '../../payments/ecpay-form';
import { merchantShipping, priceItems, type PricedItem } from './checkout-quote';

/** The status a new order starts in: paid later through the provider (2) or ready to ship (1). */
export function initialStatus(paymentType: number): 1 | 2 {
  return paysThroughEcpay(paymentType) ? 2 : 1;
}

export async function pointsBalance(db: Queryable, memberId: number): Promise<number> {
  const [row] = await db.query<{ total: number }>('select coalesce(sum(points), 0)::int as total from points_ledger where member_id = $1', [
    memberId,
  ]);
  return row?.total ?? 0;
}

function addressLine(d: { country: string; state: string; city: string; areaCode: string; areaTitle: string; street: string }): string {
  return d.country === TAIWAN_COUNTRY_CODE
    ? taiwanAddressLine(d)
    : [d.street, d.areaTitle, d.city, d.state, d.country].filter(Boolean).join(', ');
}

function checkStock(lines: readonly PricedItem[]): void {
  const wanted = new Map<number, { qty: number; line: PricedItem }>();
  for (const line of lines) {
    if (line.stockModelId === null) continue;
    const entry = wanted.get(line.stockModelId) ?? { qty: 0, line };
    entry.qty += line.quantity;
    wanted.set(line.stockModelId, entry);
  }
  for (const { qty, line } of wanted.values()) {
    if (!line.allowNegativeInventory && line.inventory < qty) {
      const left = Math.max(0, line.inventory);
      throw new ApiError(409, '庫存不足', left === 0 ? `「${line.title}」已售完` : `「${line.title}」僅剩 ${left} 件`);
    }
  }
}

/** Spreads the points over the lines, each up to its allowance, in cart order. */
function spreadPoints(lines: readonly PricedItem[], points: number): number[] {
  let left = points;
  return lines.map((l) => {
    const take = Math.min(left, l.usePointPercent * l.quantity);
    left -= take;
    return take;
  });
}

interface Buyer {
  first_name: string;
  last_name: string;
  email: string;
}

export interface PlaceOrderResult {
  status: 200;
  title: string;
  orderId: number;
  orderStatementId: string;
  paymentForm: string | null;
}

export async function placeOrder(db: Database, memberId: number, body: CheckoutRequest, origin: string): Promise<PlaceOrderResult> {
  const chain = cvsChain(body.paymentType);
  if (chain && (!body.cvsStore || body.cvsStore.subType !== chain.subType)) {
    throw new ApiError(400, '請選擇取貨門市', '超商取貨需要先選擇門市', [{ path: 'cvsStore', key: 'required' }]);
  }
  const mains = new Set(body.items.filter((i) => !i.parentProductModelId).map((i) => i.productModelId));
  if (body.items.some((i) => i.parentProductModelId && !mains.has(i.parentProductModelId))) {
    throw new ApiError(400, '加購商品需與主商品一起購買', '加購商品的主商品不在訂單中', [{ path: 'items', key: 'invalid' }]);
  }

  const result = await db.transaction(async (tx) => {
    const lines = await priceItems(tx, body.items, true);
    const gone = lines.find((l) => !l.available);
    if (gone) throw new ApiError(409, '商品無法購買', `「${gone.title || gone.productModelId}」已下架或無法購買`);
    const merchantIds = [...new Set(lines.map((l) => l.merchantId))];
    if (merchantIds.length !== 1) {
      throw new ApiError(400, '一次結帳僅限同一商家', '請分別結帳不同商家的商品', [{ path: 'items', key: 'invalid' }]);
    }
    checkStock(lines);

    const merchantId = merchantIds[0]!;
    const [shipping] = await merchantShipping(tx, [merchantId]);
    const delivery = body.deliveryDetail;
    const countries = await tx.query<{ code: string; title: string; free_shipping_price: number; value: number }>(
      'select code, title, free_shipping_price, value from countries where code = $1',
      [delivery.country],
    );
    const fees: CountryFee[] = countries.map((c) => ({
      code: c.code,
      title: c.title,
      freeShippingPrice: c.free_shipping_price,
      value: c.value,
    }));
    if (delivery.country !== TAIWAN_COUNTRY_CODE && fees.length === 0) {
      throw new ApiError(400, '無法配送至此國家', delivery.country, [{ path: 'deliveryDetail.country', key: 'invalid' }]);
    }
    const fee = shippingFee(lines, shipping, countryFee(fees, delivery.country));
    const balance = await pointsBalance(tx, memberId);
    const amounts = orderAmounts(lines, fee, balance, body.usePoints);
    if (body.usePoints > amounts.maxPoints) {
      throw new ApiError(400, '紅利點數超過上限', `本筆訂單最多可使用 ${amounts.maxPoints} 點`, [{ path: 'usePoints', key: 'max' }]);
    }

    const [buyer] = await tx.query<Buyer>('select first_name, last_name, email from members where id = $1', [memberId]);
    const [saved] = await tx.query<{
      first_name: string;
      last_name: string;
      telephone: string;
      email: string;
      country: string;
      state: string;
      city: string;
      area_code: string;
      area_title: string;
      street: string;
    }>('select * from purchase_details where member_id = $1', [memberId]);
    const billing = body.purchaseDetail
      ? {
          name: `${body.purchaseDetail.lastName}${body.purchaseDetail.firstName}`,
          email: body.purchaseDetail.email,
          phone: body.purchaseDetail.telephone,
          address: addressLine(body.purchaseDetail),
        }
      : saved
        ? {
            name: `${saved.last_name}${saved.first_name}`,
            email: saved.email,
            phone: saved.telephone,
            address: addressLine({
              country: saved.country,
              state: saved.state,
              city: saved.city,
              areaCode: saved.area_code,
              areaTitle: saved.area_title,
              street: saved.street,
            }),
          }
        : {
            name: `${buyer?.last_name ?? ''}${buyer?.first_name ?? ''}`,
            email: buyer?.email ?? '',
            phone: delivery.telephone,
            address: '',
          };
    const deliveryAddress =
      chain && body.cvsStore
        ? `${chain.brand} ${body.cvsStore.storeName}（${body.cvsStore.storeId}）${body.cvsStore.address}`
        : addressLine(delivery);

    const [seq] = await tx.query<{ id: number }>(`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`);
    const orderId = seq!.id;
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
    const statementId = `ZS${today}${String(orderId).padStart(6, '0')}`;
    const earnPoints = lines.reduce((sum, l) => sum + l.purchaseCommission * l.quantity, 0);
    const receipt = body.receipt;
    await tx.query(
      `insert into orders (id, order_statement_id, buyer_id, merchant_id, status, payment_type, earn_points, use_points,
         payment_full_name, payment_address, payment_email, payment_telephone, delivery_full_name, delivery_address,
         delivery_telephone, delivery_comments, delivery_type, total_price, shipping_price, receipt_method, receipt_type,
         carrier_type, carrier_number, tax_id, company_title, donation_code, e_orderstatus, cvs_store_id, cvs_store_name)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29)`,
      [
        orderId,
        statementId,
        memberId,
        merchantId,
        initialStatus(body.paymentType),
        body.paymentType,
        earnPoints,
        amounts.usePoints,
        billing.name,
        billing.address,
        billing.email,
        billing.phone,
        `${delivery.lastName}${delivery.firstName}`,
        deliveryAddress,
        delivery.telephone,
        body.deliveryComments,
        lines.some((l) => l.productDeliveryType === 1) ? 1 : 0,
        amounts.payable,
        fee,
        receipt.method,
        receipt.type,
        receipt.type === RECEIPT_TYPE.carrier ? (receipt.carrierType ?? null) : null,
        receipt.type === RECEIPT_TYPE.carrier ? receipt.carrierNumber : null,
        receipt.type === RECEIPT_TYPE.company ? receipt.taxId : null,
        receipt.type === RECEIPT_TYPE.company ? receipt.companyTitle : null,
        receipt.type === RECEIPT_TYPE.donation ? receipt.donationCode : null,
        chain ? '12' : null,
        body.cvsStore?.storeId ?? null,
        body.cvsStore?.storeName ?? null,
      ],
    );
    const points = spreadPoints(lines, amounts.usePoints);
    for (const [index, l] of lines.entries()) {
      await tx.query(
        `insert into order_items (order_id, product_id, product_model_id, parent_product_model_id, product_image_url, product_title,
           product_spec, quantity, unit_price, use_discount, use_point_percent, subtotal_price)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          orderId,
          l.productId,
          l.productModelId,
          l.parentProductModelId,
          l.img,
          l.title,
          l.modelTitle,
          l.quantity,
          l.price,
          points[index],
          l.usePointPercent,
          l.price * l.quantity,
        ],
      );
      if (l.stockModelId !== null) {
        await tx.query('update stock_models set inventory = inventory - $2 where id = $1', [l.stockModelId, l.quantity]);
      }
    }
    if (amounts.usePoints > 0) {
      await tx.query('insert into points_ledger (member_id, order_id, kind, points) values ($1, $2, $3, $4)', [
        memberId,
        orderId,
        'use',
        -amounts.usePoints,
      ]);
    }
    if (earnPoints > 0) {
      await tx.query('insert into points_ledger (member_id, order_id, kind, points) values ($1, $2, $3, $4)', [
        memberId,
        orderId,
        'purchase',
        earnPoints,
      ]);
    }
    return { orderId, statementId, payable: amounts.payable, lines };
  });

  const paymentForm = paysThroughEcpay(body.paymentType)
    ? ecpayPaymentForm(
        {
          orderId: result.orderId,
          orderStatementId: result.statementId,
          totalPrice: result.payable,
          paymentType: body.paymentType,
          orderItems: result.lines.map((l) => ({ productTitle: l.title, quantity: l.quantity })),
        },
        origin,
        { language: body.language },
      )
    : null;
  return {
    status: 200,
    title: isCardPayment(body.paymentType) ? '訂單已成立，請完成付款' : '訂單已成立',
    orderId: result.orderId,
    orderStatementId: result.statementId,
    paymentForm,
  };
}
