// The sandbox logistics provider's status notices: a tester opens LOGISTICS_STATUS_PATH with an
// order's trade number (MerchantTradeNo) and, for a store pick-up, its sub-type, and presses the
// status the parcel reached; the provider posts the notice in ECPay's logistics format (MD5
// CheckMacValue) to our endpoint (payments/logistics-notify.ts), server to server, and shows our
// answer. The shipment number is the one the provider gave at Express/Create for that trade
// number (logisticsIdOf), unless the form names one. Like the cashier, the page is the provider's
// stand-in: its bilingual labels are not the storefront's catalogs.
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context';
import { checkMacValue, type EcpayCredentials, type EcpayParams } from '../payments/ecpay-check-mac';
import { ecpayDate } from '../payments/ecpay-form';
import { formParams } from '../payments/form-params';
import { LOGISTICS_NOTIFY_PATH } from '../payments/logistics-notify';
import { requestOrigin } from '../payments/request-origin';
import { errorPage, page } from './ecpay-page';
import { logisticsCredentials, logisticsIdOf } from './logistics-shipment';

export const LOGISTICS_STATUS_PATH = '/sandbox/logistics/status';

const SUB_TYPES = ['FAMIC2C', 'UNIMARTC2C', 'HILIFEC2C', 'OKMARTC2C', 'TCAT'] as const;
type NoticeSubType = (typeof SUB_TYPES)[number];

/** The statuses a tester can send, per sub-type: on the way, then delivered (picked up). */
export function sandboxStatuses(subType: NoticeSubType): { code: string; message: string; label: string; delivered: boolean }[] {
  if (subType === 'TCAT') {
    return [
      { code: '3006', message: '配送中', label: '配送中 Out for delivery', delivered: false },
      { code: '3003', message: '配完', label: '已送達 Delivered', delivered: true },
    ];
  }
  const arrived = subType === 'UNIMARTC2C' ? '2073' : '3018';
  const picked = subType === 'UNIMARTC2C' ? '2067' : '3022';
  return [
    { code: arrived, message: '商品已到門市', label: '已到店 Arrived at the store', delivered: false },
    { code: picked, message: '買家已取貨', label: '已取貨 Picked up', delivered: true },
  ];
}

export interface SandboxNotice {
  merchantTradeNo: string;
  subType: NoticeSubType;
  code: string;
  allPayLogisticsId?: string;
}

/** The signed notice the provider posts for a status. */
export function logisticsNotice(notice: SandboxNotice, credentials: EcpayCredentials, now: Date = new Date()): EcpayParams {
  const status = sandboxStatuses(notice.subType).find((s) => s.code === notice.code);
  const params: EcpayParams = {
    MerchantID: credentials.merchantId,
    MerchantTradeNo: notice.merchantTradeNo,
    RtnCode: notice.code,
    RtnMsg: status?.message ?? '',
    AllPayLogisticsID: notice.allPayLogisticsId || logisticsIdOf(notice.merchantTradeNo),
    LogisticsType: notice.subType === 'TCAT' ? 'HOME' : 'CVS',
    LogisticsSubType: notice.subType,
    GoodsAmount: '',
    UpdateStatusDate: ecpayDate(now),
    ReceiverName: '',
    ReceiverPhone: '',
    ReceiverCellPhone: '',
    ReceiverEmail: '',
    ReceiverAddress: '',
    CVSPaymentNo: '',
    CVSValidationNo: '',
    BookingNote: '',
  };
  return { ...params, CheckMacValue: checkMacValue(params, credentials, 'md5') };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const isSubType = (value: string | undefined): value is NoticeSubType => (SUB_TYPES as readonly string[]).includes(value ?? '');

function statusPage(tradeNo: string, subType: NoticeSubType, logisticsId: string): string {
  const buttons = sandboxStatuses(subType)
    .map(
      (s) =>
        `<form method="post" action="${LOGISTICS_STATUS_PATH}"><input type="hidden" name="MerchantTradeNo" value="${escapeHtml(tradeNo)}"><input type="hidden" name="LogisticsSubType" value="${subType}"><input type="hidden" name="AllPayLogisticsID" value="${escapeHtml(logisticsId)}"><input type="hidden" name="RtnCode" value="${s.code}"><button type="submit" data-code="${s.code}" style="padding:.7rem 1.4rem;font-size:1rem;border-radius:6px">${escapeHtml(s.label)}</button></form>`,
    )
    .join('');
  return page(
    'Logistics sandbox',
    `<h1 style="font-size:1.3rem">物流狀態通知（測試） Logistics status sandbox</h1><p>${escapeHtml(tradeNo)} · ${subType}</p><div style="display:flex;gap:1rem">${buttons}</div>`,
  );
}

export function registerLogisticsStatus(app: Hono<AppEnv>, credentials: EcpayCredentials = logisticsCredentials()): void {
  const limit = bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text('Request Too Large', 413) });
  const html = (c: Context, body: string, status: 200 | 400 = 200) => c.html(body, status, { 'Cache-Control': 'no-store' });

  app.get(LOGISTICS_STATUS_PATH, (c) => {
    const tradeNo = c.req.query('MerchantTradeNo') ?? '';
    const subType = c.req.query('LogisticsSubType') || 'TCAT';
    if (!/^[0-9A-Za-z]{1,20}$/.test(tradeNo) || !isSubType(subType))
      return html(c, errorPage('MerchantTradeNo or LogisticsSubType Error'), 400);
    return html(c, statusPage(tradeNo, subType, (c.req.query('AllPayLogisticsID') ?? '').slice(0, 20)));
  });

  app.post(LOGISTICS_STATUS_PATH, limit, async (c) => {
    const form = await formParams(c);
    const tradeNo = form.MerchantTradeNo ?? '';
    const subType = form.LogisticsSubType;
    if (!/^[0-9A-Za-z]{1,20}$/.test(tradeNo) || !isSubType(subType))
      return html(c, errorPage('MerchantTradeNo or LogisticsSubType Error'), 400);
    if (!sandboxStatuses(subType).some((s) => s.code === form.RtnCode)) return html(c, errorPage('RtnCode Error'), 400);
    const notice = logisticsNotice(
      { merchantTradeNo: tradeNo, subType, code: form.RtnCode!, allPayLogisticsId: (form.AllPayLogisticsID ?? '').slice(0, 20) },
      credentials,
    );
    const answer = await app.request(`${requestOrigin(c)}${LOGISTICS_NOTIFY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(notice).toString(),
    });
    const text = (await answer.text()).slice(0, 100);
    return html(
      c,
      page(
        'Logistics sandbox',
        `<h1 style="font-size:1.3rem">物流狀態通知（測試） Logistics status sandbox</h1><p>${escapeHtml(tradeNo)} · ${notice.RtnCode} ${escapeHtml(notice.RtnMsg ?? '')}</p><p role="status" data-answer="${escapeHtml(text)}">商店回覆 Merchant answered: ${escapeHtml(text)}</p>`,
      ),
      text === '1|OK' ? 200 : 400,
    );
  });
}
