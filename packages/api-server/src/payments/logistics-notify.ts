// Our side of the logistics provider's status notices (ECPay's logistics format: the provider
// posts MerchantID, MerchantTradeNo, RtnCode, RtnMsg, AllPayLogisticsID, UpdateStatusDate, … with
// an MD5 CheckMacValue to our ServerReplyURL, server to server, and expects "1|OK"). A notice is
// applied only when its CheckMacValue is right, it names our logistics merchant and one of our
// orders (and that order's shipment number, when the order has one), and it was not applied
// before (each notice is kept by its CheckMacValue: a replayed one is refused). Every refusal gets
// the same answer, "0|Error", so a caller learns nothing of why. A pick-up or delivery code moves a
// shipping order (7) to complete (3) with the time of delivery; any other code only updates the
// store pick-up's logistics state (e_orderstatus).
import { isConvenienceStorePickup } from '@storefront/contracts';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context';
import type { Database } from '../db';
import { markDelivered } from '../routes/orders/order-lifecycle';
import { logisticsCredentials } from '../sandbox/logistics-shipment';
import { verifyCheckMacValue, type EcpayCredentials, type EcpayParams } from './ecpay-check-mac';
import { formParams } from './form-params';

export const LOGISTICS_NOTIFY_PATH = '/api/logistics/status-notify';

/**
 * The provider's RtnCode that mean the buyer has the parcel: picked up at FamilyMart, Hi-Life or
 * OK mart (3022), at 7-ELEVEN (2067), or delivered home (3003).
 */
export const DELIVERED_CODES: readonly string[] = ['3022', '2067', '3003'];

export const NOTICE_OK = '1|OK';
export const NOTICE_REFUSED = '0|Error';

/** UpdateStatusDate (yyyy/MM/dd HH:mm:ss, Taipei) as an instant; null when unreadable. */
export function noticeTime(value: string | undefined): Date | null {
  const match = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

interface NoticeOrder {
  id: number;
  payment_type: number;
  e_orderno: string | null;
}

export async function applyLogisticsNotice(
  db: Database,
  params: EcpayParams,
  credentials: EcpayCredentials = logisticsCredentials(),
  now: Date = new Date(),
): Promise<{ ok: boolean; text: string }> {
  const refused = { ok: false, text: NOTICE_REFUSED };
  if (params.MerchantID !== credentials.merchantId || !verifyCheckMacValue(params, credentials, 'md5')) return refused;
  const tradeNo = params.MerchantTradeNo ?? '';
  const code = params.RtnCode ?? '';
  if (!/^[0-9A-Za-z]{1,20}$/.test(tradeNo) || !/^\d{1,10}$/.test(code)) return refused;
  return db.transaction(async (tx) => {
    const [order] = await tx.query<NoticeOrder>('select id, payment_type, e_orderno from orders where order_statement_id = $1 for update', [
      tradeNo,
    ]);
    if (!order) return refused;
    if (order.e_orderno && order.e_orderno !== params.AllPayLogisticsID) return refused;
    const fresh = await tx.query(
      `insert into logistics_notices (check_mac_value, order_id, rtn_code) values ($1, $2, $3)
       on conflict (check_mac_value) do nothing returning order_id`,
      [(params.CheckMacValue ?? '').toUpperCase(), order.id, code],
    );
    if (!fresh.length) return refused;
    if (isConvenienceStorePickup(order.payment_type)) {
      await tx.query('update orders set e_orderstatus = $2, updated_at = now() where id = $1', [order.id, code]);
    }
    if (DELIVERED_CODES.includes(code)) {
      // The provider's time of delivery, unless it is unreadable or ahead of our clock.
      const at = noticeTime(params.UpdateStatusDate);
      await markDelivered(tx, order.id, 'delivered', at && at.getTime() <= now.getTime() ? at : now);
    }
    return { ok: true, text: NOTICE_OK };
  });
}

export function registerLogisticsNotify(app: Hono<AppEnv>, db: Database, credentials: EcpayCredentials = logisticsCredentials()): void {
  const limit = bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text(NOTICE_REFUSED, 413) });
  app.post(LOGISTICS_NOTIFY_PATH, limit, async (c) => {
    const answer = await applyLogisticsNotice(db, await formParams(c), credentials);
    return c.text(answer.text, answer.ok ? 200 : 400);
  });
}
