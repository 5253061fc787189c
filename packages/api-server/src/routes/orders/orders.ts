// Order reads for buyers and merchants. A buyer sees only its own orders; a merchant only the
// orders of its shop. Anything else is answered as if the order did not exist (404).
import {
  ORDER_EVENT,
  ORDER_STATUS,
  ORDER_STATUSES,
  PAYMENT_TYPE,
  REFUND_METHOD,
  REFUND_STATE,
  RETURN_STATUS,
  failedWithinRepayWindow,
  isRepayablePaymentType,
  repayDeadline,
  type OrderEvent,
  type OrderEventKind,
  type OrderItem,
  type OrderListItem,
  type OrderModel,
  type OrderRefund,
  type RefundMethod,
  type RefundState,
  type ReturnStatus,
} from '@storefront/contracts';
import type { MerchantOrderListQuery, MerchantOrderSort } from '@storefront/contracts/merchant';
import { isInOrderFilter, type OrderListQuery } from '@storefront/contracts/orders';
import type { Queryable } from '../../db';
import { notFound } from '../../errors';
import { containsPattern, day, iso } from '../../db';
import { countMerchantSearch, merchantPageIds } from '../../db/merchant-scope';
import { merchantTally } from '../../db/merchant-tallies';

interface OrderRow {
  id: number;
  order_statement_id: string;
  payment_group_id: number | null;
  buyer_id: number;
  merchant_id: number;
  status: number;
  payment_type: number;
  currency_type: number;
  earn_points: number;
  use_points: number;
  promo_discount: number;
  promo_title: string;
  payment_full_name: string;
  payment_address: string;
  payment_email: string;
  payment_telephone: string;
  delivery_full_name: string;
  delivery_address: string;
  delivery_telephone: string;
  delivery_comments: string;
  delivery_eta: string;
  delivery_tracking_code: string;
  delivery_date: string | null;
  delivery_type: number;
  total_price: number;
  shipping_price: number;
  receipt_method: number;
  receipt_type: number;
  carrier_type: number | null;
  carrier_number: string | null;
  tax_id: string | null;
  company_title: string | null;
  donation_code: string | null;
  e_orderstatus: string | null;
  e_orderno: string | null;
  cvs_store_id: string | null;
  cvs_store_name: string | null;
  cvs_payment_no: string | null;
  cvs_validation_no: string | null;
  e_payaccount: string | null;
  e_limitdate: string | null;
  e_payinfo: string | null;
  pay_by: Date | null;
  paypal_order_id: string | null;
  refund_reason: string | null;
  refund_name: string | null;
  refund_phone: string | null;
  refund_address: string | null;
  refund_account_detail: string | null;
  delivered_at: Date | null;
  return_status: ReturnStatus | null;
  return_requested_at: Date | null;
  return_refuse_reason: string | null;
  fail_reason: string | null;
  payment_failed_at: Date | null;
  created_at: Date;
}

interface RefundRow {
  amount: number;
  method: RefundMethod;
  state: RefundState;
  account_detail: string | null;
  created_at: Date;
  done_at: Date | null;
}

interface EventRow {
  kind: OrderEventKind;
  from_status: number | null;
  to_status: number | null;
  created_at: Date;
}

// refund_awaiting_account: the contracts' refundAwaitsAccount, for a list row.
const listColumns = `o.id, o.order_statement_id, o.created_at, o.status, o.total_price, o.currency_type, o.payment_full_name, o.pay_by, o.payment_group_id,
  o.return_status,
  (select coalesce(sum(i.quantity), 0)::int from order_items i where i.order_id = o.id) as quantity,
  exists (select 1 from order_refunds r where r.order_id = o.id and r.method = '${REFUND_METHOD.transfer}' and r.state = '${REFUND_STATE.pending}'
           and coalesce(trim(r.account_detail), '') = '') as refund_awaiting_account`;

interface ListRow {
  id: number;
  order_statement_id: string;
  created_at: Date;
  status: number;
  total_price: number;
  currency_type: number;
  payment_full_name: string;
  quantity: number;
  pay_by: Date | null;
  payment_group_id: number | null;
  refund_awaiting_account: boolean;
  return_status: ReturnStatus | null;
}

const listItem = (r: ListRow): OrderListItem => ({
  orderId: r.id,
  orderStatementId: r.order_statement_id,
  date: iso(r.created_at) ?? '',
  status: r.status,
  quantity: r.quantity,
  price: r.total_price,
  currency: r.currency_type,
  ...(r.payment_group_id !== null ? { paymentGroupId: r.payment_group_id } : {}),
  ...(r.pay_by && r.status === ORDER_STATUS.awaitingPayment ? { payBy: iso(r.pay_by) } : {}),
  ...(r.refund_awaiting_account ? { refundAwaitingAccount: true } : {}),
  ...(r.status === ORDER_STATUS.complete && r.return_status === RETURN_STATUS.requested ? { returnRequested: true } : {}),
});

/**
 * The statuses of an order history filter, by the contracts' rule (isInOrderFilter) applied to each
 * status: of orders without an undecided return, and of orders with one (which the rule sees as
 * returnRequested when the order is complete). Null for 'all'.
 */
export function orderFilterStatuses(group: OrderListQuery['group']): { plain: number[]; returnRequested: number[] } | null {
  if (group === 'all') return null;
  return {
    plain: ORDER_STATUSES.filter((status) => isInOrderFilter({ status, returnRequested: false }, group)),
    returnRequested: ORDER_STATUSES.filter((status) =>
      isInOrderFilter({ status, returnRequested: status === ORDER_STATUS.complete }, group),
    ),
  };
}

/**
 * A page of the buyer's order history (GET /api/member/order/list): the orders in the query's
 * group (a member centre's stage or a status display group, by the contracts' rule the member
 * centre counts with), newest first, with their count. Filtered, counted and paged in the
 * database: a buyer with thousands of orders no longer has all of them read for each page
 * (issue 26, `pnpm bench:scale`: 2,000 orders took 300 ms a page).
 */
export async function buyerOrderPage(db: Queryable, buyerId: number, query: OrderListQuery) {
  const params: unknown[] = [buyerId];
  let where = 'o.buyer_id = $1';
  const statuses = orderFilterStatuses(query.group);
  if (statuses) {
    params.push(RETURN_STATUS.requested, statuses.plain, statuses.returnRequested);
    where += ` and (o.return_status is distinct from $2 and o.status = any($3::int[]) or o.return_status = $2 and o.status = any($4::int[]))`;
  }
  // The count comes with the page's rows, in one statement (one round trip less a page): a page
  // past the last one is the count's row alone, with no order in it. Prepared: every buyer's best
  // plan is the same.
  const rows = await db.query<Partial<BuyerListRow> & { total: number }>(
    `select page.*, counted.total from (select count(*)::int as total from orders o where ${where}) counted
       left join (${buyerOrdersSql(where, `limit $${params.length + 1} offset $${params.length + 2}`)}) page on true
      order by page.created_at desc, page.id desc`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
    { prepared: true },
  );
  return {
    status: 200 as const,
    orders: rows.filter((r): r is BuyerListRow & { total: number } => r.id != null).map(buyerListItem),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

type BuyerListRow = ListRow & { product_title: string | null; product_image_url: string | null; main_products: number };

/**
 * The buyer's orders (of a page, when `page` limits them). The page's ids are found first in
 * orders_buyer_group_idx alone (it holds the status and return status the filters read), then only
 * their rows are read: read row by row, a filter of rare statuses visited each of the buyer's
 * orders (2,002 rows for 17, 11 ms of a 12 ms answer for a buyer with 2,000 orders, bench/scale.md).
 */
function buyerOrdersSql(where: string, page = '') {
  return `select ${listColumns}, first.product_title, first.product_image_url,
       (select count(*)::int from order_items i where i.order_id = o.id and i.parent_product_model_id is null) as main_products
       from (select o.* from (select o.id from orders o where ${where} order by o.created_at desc, o.id desc ${page}) ids
             join orders o on o.id = ids.id) o
       left join lateral (
         select i.product_title, i.product_image_url from order_items i
          where i.order_id = o.id order by (i.parent_product_model_id is not null), i.id limit 1
       ) first on true
      order by o.created_at desc, o.id desc`;
}

const buyerListItem = (r: BuyerListRow): OrderListItem => ({
  ...listItem(r),
  productTitle: r.product_title ?? '',
  ...(r.product_image_url ? { productImageUrl: r.product_image_url } : {}),
  moreProducts: Math.max(0, r.main_products - 1),
});

/** The buyer's orders, newest first, each with its first main product (add-ons follow their product). */
export async function buyerOrders(db: Queryable, buyerId: number) {
  const rows = await db.query<BuyerListRow>(buyerOrdersSql('o.buyer_id = $1'), [buyerId], { prepared: true });
  return { status: 200 as const, orders: rows.map(buyerListItem) };
}

const MERCHANT_ORDER: Record<MerchantOrderSort, string> = {
  newest: 'o.created_at desc, o.id desc',
  oldest: 'o.created_at asc, o.id asc',
  priceDesc: 'o.total_price desc, o.id desc',
  priceAsc: 'o.total_price asc, o.id asc',
};

/** The text an order list search looks in (the trigram index of migration 290 is on it). */
export const ORDER_SEARCH_DOC = `lower(o.order_statement_id || ' ' || o.payment_full_name)`;
/** What a walk of a merchant's orders reads: the sorts' columns and the text's (migration 395 holds them). */
const ORDER_WALKED = 'o.id, o.created_at, o.total_price, o.order_statement_id, o.payment_full_name';

/**
 * A page of the merchant's orders: searched in the order number and the orderer's name, filtered
 * by status, by a month of the Asia/Taipei calendar whatever the database's time zone and by the
 * transfer refund still to be made (waiting for the buyer's account, or for the transfer), sorted,
 * with the count of all that match.
 */
export async function merchantOrders(db: Queryable, merchantId: number, query: MerchantOrderListQuery) {
  const params: unknown[] = [merchantId];
  let where = '';
  if (query.status !== undefined) {
    params.push(query.status);
    where += ` and o.status = $${params.length}`;
  }
  if (query.month) {
    params.push(`${query.month}-01`);
    const first = `$${params.length}::timestamp`;
    where += ` and o.created_at >= (${first} at time zone 'Asia/Taipei') and o.created_at < ((${first} + interval '1 month') at time zone 'Asia/Taipei')`;
  }
  if (query.refund) {
    // A pending transfer refund, with no account yet (the contracts' refundAwaitsAccount) or with one.
    const account = query.refund === 'awaitingAccount' ? `= ''` : `<> ''`;
    where += ` and exists (select 1 from order_refunds r where r.order_id = o.id and r.method = '${REFUND_METHOD.transfer}'
      and r.state = '${REFUND_STATE.pending}' and coalesce(trim(r.account_detail), '') ${account})`;
  }
  let search: string | null = null;
  if (query.q) {
    params.push(containsPattern(query.q.toLowerCase()));
    search = `${ORDER_SEARCH_DOC} like $${params.length}`;
  }
  const text = query.q || undefined;
  // A search is counted up to the cap; the refunds still to be made (few) are counted; filtered by
  // status and month alone, the count is the merchant's tallies (db/merchant-tallies.ts).
  const { total, capped } = text
    ? await countMerchantSearch(db, { table: 'orders', alias: 'o' }, text, `${where} and ${search}`, params)
    : {
        total: query.refund
          ? ((await db.query<{ total: number }>(`select count(*)::int as total from orders o where o.merchant_id = $1${where}`, params))[0]
              ?.total ?? 0)
          : await merchantTally(db, 'orders', merchantId, { status: query.status, month: query.month }),
        capped: false,
      };
  // The page's ids first, then the columns of those rows alone: a list's columns below the limit
  // were computed for every row the offset skips too (their items' quantities and refunds), 2,000
  // rows read for page 100 (issue 26, bench/scale.md).
  const rows = await db.query<ListRow>(
    `select ${listColumns}
       from (${merchantPageIds(
         { table: 'orders', alias: 'o', walked: ORDER_WALKED },
         { text, matches: total, condition: search },
         where,
         MERCHANT_ORDER[query.sort],
         `limit $${params.length + 1} offset $${params.length + 2}`,
       )}) ids
       join orders o on o.id = ids.id
      order by ${MERCHANT_ORDER[query.sort]}`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return {
    status: 200 as const,
    orders: rows.map((r) => ({ ...listItem(r), orderName: r.payment_full_name })),
    total,
    ...(capped ? { totalCapped: true } : {}),
    page: query.page,
    pageSize: query.pageSize,
  };
}

function orderDescription(o: OrderRow): string | null {
  if (
    o.status === ORDER_STATUS.awaitingPayment &&
    (o.payment_type === PAYMENT_TYPE.atmTransfer || o.payment_type === PAYMENT_TYPE.virtualAccount) &&
    o.e_payaccount
  ) {
    return `請於 ${o.e_limitdate ?? ''} 前轉帳至虛擬帳號 ${o.e_payaccount}`;
  }
  if (o.status === ORDER_STATUS.awaitingPayment && o.payment_type === PAYMENT_TYPE.convenienceStoreBarcode && o.e_payinfo) {
    return `請於 ${o.e_limitdate ?? ''} 前至超商繳費，繳費代碼 ${o.e_payinfo}`;
  }
  return null;
}

function toRefund(r: RefundRow | undefined): OrderRefund | null {
  if (!r) return null;
  return {
    amount: r.amount,
    method: r.method,
    state: r.state,
    createdAt: iso(r.created_at) ?? '',
    doneAt: iso(r.done_at),
    accountDetail: r.account_detail,
  };
}

/** The timeline: placed, then every recorded event, oldest first. */
function toEvents(o: OrderRow, rows: EventRow[]): OrderEvent[] {
  return [
    { kind: ORDER_EVENT.placed, at: iso(o.created_at) ?? '' },
    ...rows.map((e) => ({ kind: e.kind, at: iso(e.created_at) ?? '', fromStatus: e.from_status, toStatus: e.to_status })),
  ];
}

/** Until when a failed payment may be paid again; null for any other order. */
function repayByOf(o: OrderRow): string | null {
  if (o.status !== ORDER_STATUS.failed || !failedWithinRepayWindow(o.fail_reason) || !isRepayablePaymentType(o.payment_type)) return null;
  return repayDeadline(o.payment_failed_at, o.pay_by)?.toISOString() ?? null;
}

export function toOrderModel(o: OrderRow, items: OrderItem[], refund?: RefundRow, events: EventRow[] = []): OrderModel {
  return {
    orderId: o.id,
    orderStatementId: o.order_statement_id,
    ...(o.payment_group_id !== null ? { paymentGroupId: o.payment_group_id } : {}),
    created: iso(o.created_at) ?? '',
    status: o.status,
    paymentType: o.payment_type,
    currencyType: o.currency_type,
    earnPoints: o.earn_points,
    usePoints: o.use_points,
    promoDiscount: o.promo_discount,
    promoTitle: o.promo_title,
    paymentFullName: o.payment_full_name,
    paymentAddress: o.payment_address,
    paymentEmail: o.payment_email,
    paymentTelephone: o.payment_telephone,
    deliveryFullName: o.delivery_full_name,
    deliveryAddress: o.delivery_address,
    deliveryTelephone: o.delivery_telephone,
    deliveryComments: o.delivery_comments,
    deliveryType: o.delivery_type,
    deliveryETA: o.delivery_eta,
    deliveryTrackingCode: o.delivery_tracking_code,
    deliveryDate: day(o.delivery_date),
    receiptMethod: o.receipt_method,
    receiptType: o.receipt_type,
    carrierType: o.carrier_type,
    carrierNumber: o.carrier_number,
    taxId: o.tax_id,
    companyTitle: o.company_title,
    donationCode: o.donation_code,
    totalPrice: o.total_price,
    shippingPrice: o.shipping_price,
    orderItems: items,
    e_orderstatus: o.e_orderstatus,
    e_orderno: o.e_orderno,
    cvsStoreId: o.cvs_store_id,
    cvsStoreName: o.cvs_store_name,
    cvsPaymentNo: o.cvs_payment_no,
    cvsValidationNo: o.cvs_validation_no,
    e_payaccount: o.e_payaccount,
    e_limitdate: o.e_limitdate,
    payBy: iso(o.pay_by),
    e_PayInfo: o.e_payinfo,
    payPalOrderId: o.paypal_order_id,
    refundReason: o.refund_reason,
    refundName: o.refund_name,
    refundPhone: o.refund_phone,
    refundAddress: o.refund_address,
    refundAccountDetail: o.refund_account_detail,
    deliveredAt: iso(o.delivered_at),
    returnStatus: o.return_status,
    returnRequestedAt: iso(o.return_requested_at),
    returnRefuseReason: o.return_refuse_reason,
    failReason: o.fail_reason,
    repayBy: repayByOf(o),
    refund: toRefund(refund),
    events: toEvents(o, events),
  };
}

/** The order for its buyer or its merchant; anyone else gets a 404. */
/**
 * An order the viewer bought or sold; as 'merchant' only an order of the viewer's shop (the
 * merchant's order screens never show an order the merchant bought as a buyer).
 */
export async function orderDetail(db: Queryable, viewerId: number, orderId: number, as: 'party' | 'merchant' = 'party') {
  const who = as === 'merchant' ? 'merchant_id = $2' : '(buyer_id = $2 or merchant_id = $2)';
  const rows = await db.query<OrderRow>(`select * from orders where id = $1 and ${who}`, [orderId, viewerId]);
  const order = rows[0];
  if (!order) throw notFound('找不到訂單');
  const items = await db.query<{
    product_id: number | null;
    product_model_id: number | null;
    parent_product_model_id: number | null;
    product_image_url: string;
    product_title: string;
    product_spec: string;
    quantity: number;
    use_discount: number;
    use_point_percent: number;
    subtotal_price: number;
  }>('select * from order_items where order_id = $1 order by id', [orderId]);
  const orderItems: OrderItem[] = items.map((i) => ({
    productId: i.product_id,
    productModelId: i.product_model_id,
    parentProductModelId: i.parent_product_model_id,
    productImageUrl: i.product_image_url,
    productTitle: i.product_title,
    productSpec: i.product_spec,
    quantity: i.quantity,
    useDiscount: i.use_discount,
    usePointPercent: i.use_point_percent,
    subtotalPrice: i.subtotal_price,
  }));
  const [refund] = await db.query<RefundRow>('select * from order_refunds where order_id = $1', [orderId]);
  const events = await db.query<EventRow>(
    'select kind, from_status, to_status, created_at from order_events where order_id = $1 order by created_at, id',
    [orderId],
  );
  return { status: 200 as const, orderModel: toOrderModel(order, orderItems, refund, events), description: orderDescription(order) };
}
