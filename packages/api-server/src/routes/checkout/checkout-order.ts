// Places the orders of a checkout in one transaction: prices every line from the database and
// checks stock (no oversell unless the model allows negative stock); a line gone, repriced since
// the buyer saw it, or short of stock refuses the whole checkout with one issue per line. The
// stock is taken last, each row by a conditional update in id order (takeStock), so a popular
// product's row is locked only from that update to the commit, not for the whole checkout, and
// concurrent checkouts never deadlock.
// The lines are grouped by merchant: one order per merchant with its own shipping and its share
// of the points (checkoutAmounts), all of them one payment group; the stock and points used are
// taken (purchase points are credited when the order completes), and for payments through the
// provider one trade number covers the group (payment_attempts) and the signed payment form is
// answered. Any failure rolls everything back.
import { cvsChain, DELIVERY_TYPE, isCardPayment, TAIWAN_COUNTRY_CODE, type CheckoutRequest, type CountryFee } from '@storefront/contracts';
import { taiwanAddressLine } from '@storefront/contracts/address';
import { CHECKOUT_LINE_CHANGE, checkoutAmounts, countryFee, RECEIPT_TYPE, type CheckoutOrder } from '@storefront/contracts/checkout';
import type { Database, Queryable } from '../../db';
import { ApiError, type ApiIssue } from '../../errors';
import { ecpayPaymentForm, merchantTradeNo, paysThroughEcpay } from '../../payments/ecpay-form';
import { recordPaymentAttempt } from '../../payments/payment-group';
import { debitUse, lockedBalance } from '../../points/ledger';
import { merchantShipping, priceItems, type PricedItem } from './checkout-quote';

/** The status a new order starts in: paid later through the provider (2) or ready to ship (1). */
export function initialStatus(paymentType: number): 1 | 2 {
  return paysThroughEcpay(paymentType) ? 2 : 1;
}

function addressLine(d: { country: string; state: string; city: string; areaCode: string; areaTitle: string; street: string }): string {
  return d.country === TAIWAN_COUNTRY_CODE
    ? taiwanAddressLine(d)
    : [d.street, d.areaTitle, d.city, d.state, d.country].filter(Boolean).join(', ');
}

/**
 * What changed since the buyer was shown the lines, line by line: gone, another price, or not
 * enough stock (the quantities of one stock model added up over the lines that take it).
 */
function lineChanges(lines: readonly PricedItem[], items: CheckoutRequest['items']): { issues: ApiIssue[]; texts: string[] } {
  const wanted = new Map<number, number>();
  for (const line of lines) {
    if (line.stockModelId !== null) wanted.set(line.stockModelId, (wanted.get(line.stockModelId) ?? 0) + line.quantity);
  }
  const issues: ApiIssue[] = [];
  const texts: string[] = [];
  for (const [index, line] of lines.entries()) {
    const name = `「${line.title || line.productModelId}」`;
    const shown = items[index]?.shownPrice;
    if (!line.available) {
      issues.push({ path: `items.${index}`, key: CHECKOUT_LINE_CHANGE.unavailable });
      texts.push(`${name}已下架或無法購買`);
    } else if (line.stockModelId !== null && !line.allowNegativeInventory && line.inventory < (wanted.get(line.stockModelId) ?? 0)) {
      const left = Math.max(0, line.inventory);
      issues.push({ path: `items.${index}`, key: CHECKOUT_LINE_CHANGE.stock });
      texts.push(left === 0 ? `${name}已售完` : `${name}僅剩 ${left} 件`);
    } else if (shown !== undefined && shown !== line.price) {
      issues.push({ path: `items.${index}`, key: CHECKOUT_LINE_CHANGE.price });
      texts.push(`${name}價格由 NT$${shown} 變為 NT$${line.price}`);
    }
  }
  return { issues, texts };
}

/**
 * Takes the lines' stock, one row at a time in id order, each only if enough is left (or the
 * model allows negative stock). A row short of stock (another checkout took it since the lines
 * were priced) refuses the checkout with the lines' changes read again; the transaction rolls
 * back what was written.
 */
async function takeStock(tx: Queryable, lines: readonly PricedItem[], items: CheckoutRequest['items']): Promise<void> {
  const wanted = new Map<number, number>();
  for (const line of lines) {
    if (line.stockModelId !== null) wanted.set(line.stockModelId, (wanted.get(line.stockModelId) ?? 0) + line.quantity);
  }
  for (const [stockModelId, quantity] of [...wanted].sort(([a], [b]) => a - b)) {
    const taken = await tx.query(
      `update stock_models set inventory = inventory - $2
        where id = $1 and (allow_negative_inventory or inventory >= $2) returning id`,
      [stockModelId, quantity],
    );
    if (taken.length === 0) {
      const changes = lineChanges(await priceItems(tx, items), items);
      // Stock put back between the update and this read: still this row's lines, short of stock.
      const issues = changes.issues.length
        ? changes.issues
        : lines.flatMap((l, index) =>
            l.stockModelId === stockModelId ? [{ path: `items.${index}`, key: CHECKOUT_LINE_CHANGE.stock }] : [],
          );
      throw new ApiError(409, '商品價格或庫存有變動', changes.texts.join('\n') || '庫存不足，請重新確認購物車', issues);
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
  orders: CheckoutOrder[];
  paymentForm: string | null;
}

type SavedDetail = {
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
};

async function billingOf(tx: Queryable, memberId: number, body: CheckoutRequest) {
  if (body.purchaseDetail) {
    return {
      name: `${body.purchaseDetail.lastName}${body.purchaseDetail.firstName}`,
      email: body.purchaseDetail.email,
      phone: body.purchaseDetail.telephone,
      address: addressLine(body.purchaseDetail),
    };
  }
  const [saved] = await tx.query<SavedDetail>('select * from purchase_details where member_id = $1', [memberId]);
  if (saved) {
    return {
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
    };
  }
  const [buyer] = await tx.query<Buyer>('select first_name, last_name, email from members where id = $1', [memberId]);
  return {
    name: `${buyer?.last_name ?? ''}${buyer?.first_name ?? ''}`,
    email: buyer?.email ?? '',
    phone: body.deliveryDetail.telephone,
    address: '',
  };
}

/** An add-on ships with its main item: it belongs to the main item's merchant. */
function withParentMerchant(lines: PricedItem[]): PricedItem[] {
  return lines.map((l) => {
    if (l.parentProductModelId === null) return l;
    const parent = lines.find((p) => p.parentProductModelId === null && p.productModelId === l.parentProductModelId);
    return parent ? { ...l, merchantId: parent.merchantId } : l;
  });
}

/** cashierUrl: where the payment form posts (payments/cashiers.ts); the sandbox on `origin` by default. */
export async function placeOrder(
  db: Database,
  memberId: number,
  body: CheckoutRequest,
  origin: string,
  cashierUrl?: string,
): Promise<PlaceOrderResult> {
  const chain = cvsChain(body.paymentType);
  if (chain && (!body.cvsStore || body.cvsStore.subType !== chain.subType)) {
    throw new ApiError(400, '請選擇取貨門市', '超商取貨需要先選擇門市', [{ path: 'cvsStore', key: 'required' }]);
  }
  const mains = new Set(body.items.filter((i) => !i.parentProductModelId).map((i) => i.productModelId));
  if (body.items.some((i) => i.parentProductModelId && !mains.has(i.parentProductModelId))) {
    throw new ApiError(400, '加購商品需與主商品一起購買', '加購商品的主商品不在訂單中', [{ path: 'items', key: 'invalid' }]);
  }
  const now = new Date();

  const result = await db.transaction(async (tx) => {
    const lines = withParentMerchant(await priceItems(tx, body.items));
    const changes = lineChanges(lines, body.items);
    if (changes.issues.length > 0) {
      throw new ApiError(409, '商品價格或庫存有變動', changes.texts.join('\n'), changes.issues);
    }
    if (chain && lines.some((l) => l.productDeliveryType === DELIVERY_TYPE.frozen)) {
      throw new ApiError(400, '冷凍商品無法超商取貨', '訂單中有冷凍商品，請選擇宅配', [{ path: 'paymentType', key: 'invalid' }]);
    }

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
    const shipping = await merchantShipping(
      tx,
      lines.map((l) => l.merchantId),
    );
    // The member's row is locked: two checkouts of one member take points one after the other.
    const balance = await lockedBalance(tx, memberId);
    const amounts = checkoutAmounts(lines, shipping, countryFee(fees, delivery.country), balance, body.usePoints);
    if (body.usePoints > amounts.maxPoints) {
      throw new ApiError(400, '紅利點數超過上限', `本筆訂單最多可使用 ${amounts.maxPoints} 點`, [{ path: 'usePoints', key: 'max' }]);
    }

    const billing = await billingOf(tx, memberId, body);
    const deliveryAddress =
      chain && body.cvsStore
        ? `${chain.brand} ${body.cvsStore.storeName}（${body.cvsStore.storeId}）${body.cvsStore.address}`
        : addressLine(delivery);
    const today = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
    const receipt = body.receipt;

    const orders: CheckoutOrder[] = [];
    let groupId = 0;
    for (const part of amounts.parts) {
      const [seq] = await tx.query<{ id: number }>(`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`);
      const orderId = seq!.id;
      if (groupId === 0) groupId = orderId;
      const statementId = `ZS${today}${String(orderId).padStart(6, '0')}`;
      const earnPoints = part.lines.reduce((sum, l) => sum + l.purchaseCommission * l.quantity, 0);
      await tx.query(
        `insert into orders (id, order_statement_id, buyer_id, merchant_id, status, payment_type, earn_points, use_points,
           payment_full_name, payment_address, payment_email, payment_telephone, delivery_full_name, delivery_address,
           delivery_telephone, delivery_comments, delivery_type, total_price, shipping_price, receipt_method, receipt_type,
           carrier_type, carrier_number, tax_id, company_title, donation_code, e_orderstatus, cvs_store_id, cvs_store_name,
           payment_group_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25,
           $26, $27, $28, $29, $30)`,
        [
          orderId,
          statementId,
          memberId,
          part.merchantId,
          initialStatus(body.paymentType),
          body.paymentType,
          earnPoints,
          part.usePoints,
          billing.name,
          billing.address,
          billing.email,
          billing.phone,
          `${delivery.lastName}${delivery.firstName}`,
          deliveryAddress,
          delivery.telephone,
          body.deliveryComments,
          part.lines.some((l) => l.productDeliveryType === DELIVERY_TYPE.frozen) ? DELIVERY_TYPE.frozen : DELIVERY_TYPE.normal,
          part.payable,
          part.shipping,
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
          groupId,
        ],
      );
      const points = spreadPoints(part.lines, part.usePoints);
      for (const [index, l] of part.lines.entries()) {
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
      }
      // Purchase points are credited when the order completes (order-lifecycle.ts), not here.
      await debitUse(tx, memberId, orderId, part.usePoints);
      orders.push({ orderId, orderStatementId: statementId, merchantId: part.merchantId });
    }
    if (paysThroughEcpay(body.paymentType)) {
      await recordPaymentAttempt(
        tx,
        merchantTradeNo(groupId, now),
        orders.map((o) => o.orderId),
      );
    }
    // Last, so the stock rows stay locked only until the commit that follows.
    await takeStock(tx, lines, body.items);
    return { orders, payable: amounts.payable, lines };
  });

  const first = result.orders[0]!;
  const paymentForm = paysThroughEcpay(body.paymentType)
    ? ecpayPaymentForm(
        {
          orderId: first.orderId,
          orderStatementId: first.orderStatementId,
          totalPrice: result.payable,
          paymentType: body.paymentType,
          orderItems: result.lines.map((l) => ({ productTitle: l.title, quantity: l.quantity })),
        },
        origin,
        { language: body.language, now, cashierUrl },
      )
    : null;
  return {
    status: 200,
    title: isCardPayment(body.paymentType) ? '訂單已成立，請完成付款' : '訂單已成立',
    orderId: first.orderId,
    orderStatementId: first.orderStatementId,
    orders: result.orders,
    paymentForm,
  };
}
