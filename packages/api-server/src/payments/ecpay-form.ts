// The AIO checkout form of ECPay's protocol for one order: the fields, signed with CheckMacValue,
// as an HTML form the buyer's page inserts and submits (checkout, and "pay again" on the orders
// screen). It posts to the cashier of the server's provider environment (payments/cashiers.ts:
// ECPay's own in production, the sandbox under /sandbox/ecpay in the demo); results come back to
// /api/payment/ecpay/notify (paid or failed) and /api/payment/ecpay/payment-info (ATM, barcode).
import {
  DEFAULT_LANGUAGE,
  instalments,
  isAwaitingPaymentType,
  isCardPayment,
  localizedPath,
  PAYMENT_TYPE,
  type Language,
} from '@storefront/contracts';
import { ECPAY_SANDBOX_CASHIER_PATH } from './cashiers';
import { checkMacValue, ecpayCredentials, type EcpayCredentials, type EcpayParams } from './ecpay-check-mac';

export const ECPAY_CASHIER_PATH = ECPAY_SANDBOX_CASHIER_PATH;
export const ECPAY_NOTIFY_PATH = '/api/payment/ecpay/notify';
export const ECPAY_PAYMENT_INFO_PATH = '/api/payment/ecpay/payment-info';
export const ECPAY_FORM_ID = 'ecpay-payment-form';

/** What the form needs of an order; an OrderModel from contracts fits. */
export interface EcpayOrder {
  orderId: number;
  orderStatementId: string;
  totalPrice: number;
  paymentType: number;
  orderItems?: readonly { productTitle: string; quantity: number }[] | null;
}

export interface EcpayFormOptions {
  /** Where the provider sends the buyer back; the checkout finish page by default. */
  clientBackUrl?: string;
  /** Interface language of the return to the checkout's finish page (`/{lang}/checkout`, contracts localizedPath). */
  language?: Language;
  credentials?: EcpayCredentials;
  now?: Date;
  /** Where the form posts (payments/cashiers.ts); the sandbox on `origin` by default. */
  cashierUrl?: string;
}

/** Payment types the provider handles: cards (0, 1, 2, 9), barcode (5), ATM/virtual account (6, 7), wallet (8). */
export function paysThroughEcpay(paymentType: number): boolean {
  return isCardPayment(paymentType) || isAwaitingPaymentType(paymentType) || paymentType === PAYMENT_TYPE.onlineWallet;
}

export function choosePayment(paymentType: number): string {
  if (isCardPayment(paymentType)) return 'Credit';
  if (paymentType === PAYMENT_TYPE.convenienceStoreBarcode) return 'BARCODE';
  if (paymentType === PAYMENT_TYPE.atmTransfer || paymentType === PAYMENT_TYPE.virtualAccount) return 'ATM';
  if (paymentType === PAYMENT_TYPE.onlineWallet) return 'TWQR';
  throw new Error(`payment type ${paymentType} is not paid through ECPay`);
}

/** yyyy/MM/dd HH:mm:ss in Taipei time, the format ECPay expects. */
export function ecpayDate(date: Date): string {
  const taipei = new Date(date.getTime() + 8 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${taipei.getUTCFullYear()}/${pad(taipei.getUTCMonth() + 1)}/${pad(taipei.getUTCDate())} ${pad(taipei.getUTCHours())}:${pad(
    taipei.getUTCMinutes(),
  )}:${pad(taipei.getUTCSeconds())}`;
}

/**
 * A new trade number per attempt (ECPay refuses a MerchantTradeNo twice, and a repay is a new
 * attempt): the order id, `T`, and the time in base 36, at most 20 letters and digits.
 */
export function merchantTradeNo(orderId: number, now: Date): string {
  return `${orderId}T${now.getTime().toString(36)}`.toUpperCase().slice(0, 20);
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function itemName(order: EcpayOrder): string {
  // '#' separates items in ECPay's ItemName; strip it from titles.
  const names = (order.orderItems ?? []).map((i) => `${i.productTitle.replace(/#/g, ' ')} x ${i.quantity}`);
  const joined = names.length ? names.join('#') : order.orderStatementId;
  return joined.slice(0, 200);
}

/** The signed AIO parameters of an order. */
export function ecpayPaymentParams(order: EcpayOrder, origin: string, options: EcpayFormOptions = {}): EcpayParams {
  const credentials = options.credentials ?? ecpayCredentials();
  const now = options.now ?? new Date();
  const params: EcpayParams = {
    MerchantID: credentials.merchantId,
    MerchantTradeNo: merchantTradeNo(order.orderId, now),
    MerchantTradeDate: ecpayDate(now),
    PaymentType: 'aio',
    TotalAmount: String(order.totalPrice),
    TradeDesc: `Order ${order.orderStatementId}`,
    ItemName: itemName(order),
    ReturnURL: `${origin}${ECPAY_NOTIFY_PATH}`,
    ChoosePayment: choosePayment(order.paymentType),
    ClientBackURL:
      options.clientBackUrl ?? `${origin}${localizedPath(`/checkout/finish/${order.orderId}`, options.language ?? DEFAULT_LANGUAGE)}`,
    CustomField1: String(order.orderId),
    CustomField2: String(order.paymentType),
    EncryptType: '1',
  };
  const count = instalments(order.paymentType);
  if (count !== null) params.CreditInstallment = String(count);
  if (isAwaitingPaymentType(order.paymentType)) {
    params.PaymentInfoURL = `${origin}${ECPAY_PAYMENT_INFO_PATH}`;
    if (order.paymentType !== PAYMENT_TYPE.convenienceStoreBarcode) params.ExpireDate = '3';
  }
  params.CheckMacValue = checkMacValue(params, credentials);
  return params;
}

/** The HTML form (no script: the page that inserts it submits it, so CSP stays strict). */
export function ecpayPaymentForm(order: EcpayOrder, origin: string, options: EcpayFormOptions = {}): string {
  const params = ecpayPaymentParams(order, origin, options);
  const inputs = Object.entries(params)
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form id="${ECPAY_FORM_ID}" method="post" action="${escapeHtml(options.cashierUrl ?? origin + ECPAY_CASHIER_PATH)}">${inputs}</form>`;
}
