// The sandbox logistics provider's label-print page: answers the form the merchant's order
// detail posts for a store pick-up order (fields `mode`, the chain derived from the payment type,
// and `e_orderno`, the provider's shipment number) with a printable consignment label. Like the
// provider, it only prints for the shop that owns the shipment: the caller's session must be the
// order's merchant, and the mode must be the one of the order's payment type. Read-only: printing
// does not change the order. Its bilingual labels belong to the stand-in provider's page, not to
// the storefront's catalogs.
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isConvenienceStorePickup, labelPrintMode } from '@storefront/contracts';
import { LOGISTICS_PRINT_PATH } from '@storefront/contracts/merchant';
import { loadSession } from '../auth/session';
import type { AppEnv } from '../context';
import type { Database } from '../db';
import { formParams } from '../payments/form-params';
import { errorPage, page } from './ecpay-page';

const FORM_LIMIT_BYTES = 16 * 1024;

/** The provider's names of the four modes (12 FamilyMart → 1, 14 7-ELEVEN → 2, 13 Hi-Life → 3, else 4). */
const MODE_CHAINS: Record<string, string> = { '1': '全家 FamilyMart', '2': '7-ELEVEN', '3': '萊爾富 Hi-Life', '4': 'OK mart' };

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

interface ShipmentRow {
  order_statement_id: string;
  payment_type: number;
  delivery_full_name: string;
  delivery_telephone: string;
  delivery_address: string;
  e_orderno: string;
  cvs_payment_no: string | null;
  cvs_validation_no: string | null;
}

/** Only the last three digits of the phone: the label hangs on a parcel in a shop. */
const maskPhone = (phone: string) => (phone.length > 3 ? `${'*'.repeat(phone.length - 3)}${phone.slice(-3)}` : phone);

export function labelPage(row: ShipmentRow, mode: string): string {
  const rows = [
    ['寄件編號 Shipment no.', row.e_orderno],
    ...(row.cvs_payment_no
      ? [['寄件代碼 Drop-off code', `${row.cvs_payment_no}${row.cvs_validation_no ? ` ${row.cvs_validation_no}` : ''}`]]
      : []),
    ['訂單編號 Order no.', row.order_statement_id],
    ['取貨通路 Pick-up chain', MODE_CHAINS[mode] ?? mode],
    ['收件人 Recipient', row.delivery_full_name],
    ['電話 Phone', maskPhone(row.delivery_telephone)],
    ['取貨門市 Pick-up store', row.delivery_address],
  ]
    .map(
      ([k, v]) =>
        `<tr><th style="text-align:left;padding:.3rem 1rem .3rem 0">${escapeHtml(k ?? '')}</th><td>${escapeHtml(v ?? '')}</td></tr>`,
    )
    .join('');
  return page(
    'Logistics sandbox',
    `<h1 style="font-size:1.3rem">超商取貨託運單 Store pick-up label</h1><p>此為測試環境的託運單，請以瀏覽器列印。 A sandbox label: print it from the browser.</p><table data-label="${escapeHtml(row.e_orderno)}" style="border:2px dashed #333;padding:1rem">${rows}</table>`,
  );
}

async function answerPrint(c: Context<AppEnv>, db: Database) {
  const send = (body: string, status: 200 | 400 | 404) => c.html(body, status, { 'Cache-Control': 'no-store' });
  const form = await formParams(c);
  const mode = typeof form.mode === 'string' ? form.mode : '';
  const orderNo = typeof form.e_orderno === 'string' ? form.e_orderno.trim() : '';
  if (!/^[1-4]$/.test(mode) || !/^[0-9A-Za-z]{1,30}$/.test(orderNo)) {
    return send(errorPage('託運單資料不完整 Missing or invalid mode / e_orderno'), 400);
  }
  const member = await loadSession(db, c);
  const rows = member
    ? await db.query<ShipmentRow>(
        `select order_statement_id, payment_type, delivery_full_name, delivery_telephone, delivery_address, e_orderno,
                cvs_payment_no, cvs_validation_no
           from orders where e_orderno = $1 and merchant_id = $2`,
        [orderNo, member.userId],
      )
    : [];
  const row = rows[0];
  if (!row || !isConvenienceStorePickup(row.payment_type)) return send(errorPage('找不到託運單 No such shipment'), 404);
  if (String(labelPrintMode(row.payment_type)) !== mode) {
    return send(errorPage('取貨通路不符 The mode does not match the shipment'), 400);
  }
  return send(labelPage(row, mode), 200);
}

export function registerLogisticsPrint(app: Hono<AppEnv>, db: Database): void {
  const limit = bodyLimit({ maxSize: FORM_LIMIT_BYTES, onError: (c) => c.text('Request Too Large', 413) });
  app.post(LOGISTICS_PRINT_PATH, limit, (c) => answerPrint(c, db));
}
