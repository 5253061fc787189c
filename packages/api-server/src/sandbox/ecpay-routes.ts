// The ECPay-compatible sandbox provider served by the API server (our endpoints that receive its
// results are payments/ecpay-notify-routes.ts). The cashier (/sandbox/ecpay/Cashier/AioCheckOut/V5)
// checks the form's CheckMacValue and lets the tester pay, fail or take ATM / barcode details; the
// outcome is signed and posted server-to-server to the form's ReturnURL or PaymentInfoURL (only on
// this server: a sandbox that posts anywhere would be an open relay), then the buyer is sent back.
import { randomInt } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context';
import { checkMacValue, ecpayCredentials, verifyCheckMacValue, type EcpayCredentials, type EcpayParams } from '../payments/ecpay-check-mac';
import { ECPAY_CASHIER_PATH, ecpayDate } from '../payments/ecpay-form';
import { formParams } from '../payments/form-params';
import { requestOrigin } from '../payments/request-origin';
import { sameSitePath } from '../security/return-url';
import { cashierPage, ECPAY_SIMULATE_PATH, errorPage, type SandboxOutcome } from './ecpay-page';
import { registerLogisticsMap } from './logistics-map';
import { registerLogisticsCreate } from './logistics-shipment';
import { registerLogisticsStatus } from './logistics-status';
import { registerCardRefund } from './ecpay-refund';

const FORM_LIMIT_BYTES = 64 * 1024;

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

function customFields(params: EcpayParams): EcpayParams {
  const out: EcpayParams = {};
  for (const k of ['CustomField1', 'CustomField2', 'CustomField3', 'CustomField4']) out[k] = params[k] ?? '';
  return out;
}

/** The signed result the provider posts for an outcome. */
export function sandboxResult(request: EcpayParams, outcome: SandboxOutcome, credentials: EcpayCredentials, now = new Date()): EcpayParams {
  const choose = request.ChoosePayment ?? '';
  const base: EcpayParams = {
    MerchantID: request.MerchantID ?? '',
    MerchantTradeNo: request.MerchantTradeNo ?? '',
    StoreID: '',
    TradeNo: `${ecpayDate(now).replace(/\D/g, '').slice(2, 12)}${digits(10)}`,
    TradeAmt: request.TotalAmount ?? '',
    TradeDate: ecpayDate(now),
    ...customFields(request),
  };
  let result: EcpayParams;
  if (outcome === 'info' && choose === 'ATM') {
    const days = Number(request.ExpireDate) || 3;
    result = {
      ...base,
      RtnCode: '2',
      RtnMsg: 'Get VirtualAccount Succeeded',
      PaymentType: 'ATM_TAISHIN',
      BankCode: '812',
      vAccount: `9103${digits(10)}`,
      ExpireDate: ecpayDate(new Date(now.getTime() + days * 86_400_000)).slice(0, 10),
    };
  } else if (outcome === 'info') {
    const expire = ecpayDate(new Date(now.getTime() + 7 * 86_400_000));
    result =
      choose === 'CVS'
        ? {
            ...base,
            RtnCode: '10100073',
            RtnMsg: 'Get CVS Code Succeeded',
            PaymentType: 'CVS_CVS',
            PaymentNo: `LLL${digits(11)}`,
            ExpireDate: expire,
            Barcode1: '',
            Barcode2: '',
            Barcode3: '',
          }
        : {
            ...base,
            RtnCode: '10100073',
            RtnMsg: 'Get BARCODE Succeeded',
            PaymentType: 'BARCODE_BARCODE',
            PaymentNo: '',
            ExpireDate: expire,
            Barcode1: `${expire.slice(2, 4)}${expire.slice(5, 7)}${expire.slice(8, 10)}6E6`,
            Barcode2: digits(16),
            Barcode3: digits(15),
          };
  } else {
    const paid = outcome === 'pay';
    result = {
      ...base,
      RtnCode: paid ? '1' : '10100248',
      RtnMsg: paid ? '交易成功' : '拒絕交易',
      PaymentDate: paid ? ecpayDate(now) : '',
      PaymentType: choose === 'TWQR' ? 'TWQR_OPAY' : 'Credit_CreditCard',
      PaymentTypeChargeFee: '0',
      SimulatePaid: '1',
    };
  }
  result.CheckMacValue = checkMacValue(result, credentials);
  return result;
}

export function registerEcpaySandbox(app: Hono<AppEnv>, credentials: EcpayCredentials = ecpayCredentials()): void {
  const limit = bodyLimit({ maxSize: FORM_LIMIT_BYTES, onError: (c) => c.text('0|Request Too Large', 413) });
  const html = (c: Context, body: string, status: 200 | 400 = 200) => c.html(body, status, { 'Cache-Control': 'no-store' });

  app.post(ECPAY_CASHIER_PATH, limit, async (c) => {
    const params = await formParams(c);
    if (params.MerchantID !== credentials.merchantId) return html(c, errorPage('MerchantID Error'), 400);
    if (!verifyCheckMacValue(params, credentials)) return html(c, errorPage('CheckMacValue Error'), 400);
    return html(c, cashierPage(params));
  });

  app.post(ECPAY_SIMULATE_PATH, limit, async (c) => {
    const { sandboxOutcome, ...request } = await formParams(c);
    if (sandboxOutcome !== 'pay' && sandboxOutcome !== 'fail' && sandboxOutcome !== 'info') return html(c, errorPage('Outcome Error'), 400);
    if (!verifyCheckMacValue(request, credentials)) return html(c, errorPage('CheckMacValue Error'), 400);
    const origin = requestOrigin(c);
    const target = sameSitePath(sandboxOutcome === 'info' ? request.PaymentInfoURL : request.ReturnURL, origin);
    const back = sameSitePath(request.ClientBackURL, origin);
    if (!target || !back) return html(c, errorPage('URL Error'), 400);
    const result = sandboxResult(request, sandboxOutcome, credentials);
    const answer = await app.request(`${origin}${target}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(result).toString(),
    });
    const text = await answer.text();
    if (text !== '1|OK') return html(c, errorPage(`Merchant answered ${text.slice(0, 100)}`), 400);
    return c.redirect(back, 303);
  });

  registerLogisticsMap(app);
  registerLogisticsCreate(app);
  registerLogisticsStatus(app);
  registerCardRefund(app, credentials);
}
