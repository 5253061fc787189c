// The sandbox logistics provider's shipment creation, in ECPay's logistics format (Express/Create
// for C2C convenience-store pick-ups): the storefront signs the request with CheckMacValue (MD5),
// the provider checks it and answers `1|AllPayLogisticsID=…&CVSPaymentNo=…&CVSValidationNo=…&…`
// signed the same way, or `0|reason`. The provider runs in this process: createCvsShipment calls
// it directly (the merchant's complete-shipment holds the order's row lock meanwhile), and
// LOGISTICS_CREATE_PATH serves the same answer over HTTP for anyone testing the format.
// The numbers are derived from MerchantTradeNo, so asking twice for one order answers the same
// shipment, as the provider refuses to open a second one for a trade number.
import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { CvsSubType } from '@storefront/contracts';
import type { AppEnv } from '../context';
import { checkMacValue, verifyCheckMacValue, type EcpayCredentials, type EcpayParams } from '../payments/ecpay-check-mac';
import { ecpayDate } from '../payments/ecpay-form';
import { formParams } from '../payments/form-params';

export const LOGISTICS_CREATE_PATH = '/sandbox/logistics/Express/Create';

/** ECPay's public C2C logistics stage merchant (documented test credentials, not a secret). */
export const ECPAY_LOGISTICS_STAGE: EcpayCredentials = {
  merchantId: '2000933',
  hashKey: 'XBERn1YOvpM9nfZc',
  hashIv: 'h1ONHk4P4yqbl5LK',
};

export function logisticsCredentials(env: Record<string, string | undefined> = process.env): EcpayCredentials {
  const { ECPAY_LOGISTICS_MERCHANT_ID: merchantId, ECPAY_LOGISTICS_HASH_KEY: hashKey, ECPAY_LOGISTICS_HASH_IV: hashIv } = env;
  return merchantId && hashKey && hashIv ? { merchantId, hashKey, hashIv } : ECPAY_LOGISTICS_STAGE;
}

export interface CvsShipmentOrder {
  /** Our order number, the provider's MerchantTradeNo (at most 20 characters). */
  orderStatementId: string;
  subType: CvsSubType;
  goodsAmount: number;
  goodsName: string;
  receiverName: string;
  receiverCellPhone: string;
  receiverStoreId: string;
  senderName: string;
  /** Where the provider would post status changes. */
  serverReplyUrl: string;
}

export interface CvsShipment {
  AllPayLogisticsID: string;
  CVSPaymentNo: string;
  CVSValidationNo: string;
  RtnCode: string;
  RtnMsg: string;
}

export class LogisticsProviderError extends Error {}

/** The signed Express/Create form for a C2C store pick-up (no collection: paid at checkout or at the store). */
export function cvsShipmentRequest(order: CvsShipmentOrder, credentials: EcpayCredentials, now: Date = new Date()): EcpayParams {
  const params: EcpayParams = {
    MerchantID: credentials.merchantId,
    MerchantTradeNo: order.orderStatementId,
    MerchantTradeDate: ecpayDate(now),
    LogisticsType: 'CVS',
    LogisticsSubType: order.subType,
    GoodsAmount: String(Math.max(1, Math.round(order.goodsAmount))),
    IsCollection: 'N',
    GoodsName: order.goodsName.slice(0, 50),
    SenderName: order.senderName.slice(0, 10),
    ReceiverName: order.receiverName.slice(0, 10),
    ReceiverCellPhone: order.receiverCellPhone,
    ReceiverStoreID: order.receiverStoreId,
    ServerReplyURL: order.serverReplyUrl,
  };
  return { ...params, CheckMacValue: checkMacValue(params, credentials, 'md5') };
}

const SUB_TYPES: readonly string[] = ['FAMIC2C', 'UNIMARTC2C', 'HILIFEC2C', 'OKMARTC2C'];

/** Digits drawn from the trade number: one trade number, one set of shipment numbers. */
function digits(seed: string, salt: string, count: number): string {
  const hex = createHash('sha256').update(`${salt}:${seed}`).digest('hex');
  let out = '';
  for (let i = 0; out.length < count; i += 2) out += String(parseInt(hex.slice(i % 60, (i % 60) + 2), 16) % 10);
  return out;
}

/** The provider's shipment number (AllPayLogisticsID) of a trade number. */
export function logisticsIdOf(tradeNo: string): string {
  return `1${digits(tradeNo, 'id', 9)}`;
}

/** The provider's side of Express/Create: checks the form, answers ECPay's pipe-separated text. */
export function answerCvsShipment(params: EcpayParams, credentials: EcpayCredentials, now: Date = new Date()): string {
  if (params.MerchantID !== credentials.merchantId) return '0|MerchantID Error';
  if (!verifyCheckMacValue(params, credentials, 'md5')) return '0|CheckMacValue Error';
  if (params.LogisticsType !== 'CVS' || !SUB_TYPES.includes(params.LogisticsSubType ?? '')) return '0|LogisticsSubType Error';
  const tradeNo = params.MerchantTradeNo ?? '';
  if (!/^[0-9A-Za-z]{1,20}$/.test(tradeNo)) return '0|MerchantTradeNo Error';
  if (!params.ReceiverStoreID) return '0|ReceiverStoreID Error';
  if (!params.ReceiverName) return '0|ReceiverName Error';
  const subType = params.LogisticsSubType!;
  const unimart = subType === 'UNIMARTC2C';
  const answer: EcpayParams = {
    AllPayLogisticsID: logisticsIdOf(tradeNo),
    BookingNote: '',
    CVSPaymentNo: unimart ? `F${digits(tradeNo, 'pay', 7)}` : digits(tradeNo, 'pay', 12),
    CVSValidationNo: unimart ? digits(tradeNo, 'check', 4) : '',
    GoodsAmount: params.GoodsAmount ?? '',
    LogisticsSubType: subType,
    LogisticsType: 'CVS',
    MerchantID: credentials.merchantId,
    MerchantTradeNo: tradeNo,
    ReceiverAddress: '',
    ReceiverCellPhone: params.ReceiverCellPhone ?? '',
    ReceiverEmail: '',
    ReceiverName: params.ReceiverName ?? '',
    ReceiverPhone: '',
    RtnCode: '300',
    RtnMsg: '訂單處理中',
    UpdateStatusDate: ecpayDate(now),
  };
  const signed = { ...answer, CheckMacValue: checkMacValue(answer, credentials, 'md5') };
  return `1|${new URLSearchParams(signed).toString()}`;
}

/** Reads the provider's answer; a refusal or a signature that does not match is an error. */
export function parseCvsShipmentAnswer(text: string, credentials: EcpayCredentials): CvsShipment {
  const bar = text.indexOf('|');
  const code = bar < 0 ? text : text.slice(0, bar);
  const rest = bar < 0 ? '' : text.slice(bar + 1);
  if (code !== '1') throw new LogisticsProviderError(rest || text);
  const params: EcpayParams = Object.fromEntries(new URLSearchParams(rest));
  if (!verifyCheckMacValue(params, credentials, 'md5')) throw new LogisticsProviderError('CheckMacValue Error');
  if (!params.AllPayLogisticsID || !params.CVSPaymentNo) throw new LogisticsProviderError('No shipment number');
  return {
    AllPayLogisticsID: params.AllPayLogisticsID,
    CVSPaymentNo: params.CVSPaymentNo,
    CVSValidationNo: params.CVSValidationNo ?? '',
    RtnCode: params.RtnCode ?? '',
    RtnMsg: params.RtnMsg ?? '',
  };
}

/** Creates the shipment with the (in-process) sandbox provider. */
export function createCvsShipment(order: CvsShipmentOrder, credentials: EcpayCredentials = logisticsCredentials()): CvsShipment {
  const request = cvsShipmentRequest(order, credentials);
  return parseCvsShipmentAnswer(answerCvsShipment(request, credentials), credentials);
}

export function registerLogisticsCreate(app: Hono<AppEnv>): void {
  const limit = bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text('Request Too Large', 413) });
  app.post(LOGISTICS_CREATE_PATH, limit, async (c) => {
    const params: EcpayParams = await formParams(c);
    const answer = answerCvsShipment(params, logisticsCredentials());
    return c.text(answer, answer.startsWith('1|') ? 200 : 400);
  });
}
