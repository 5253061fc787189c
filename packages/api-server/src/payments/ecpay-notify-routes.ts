// Our endpoints of ECPay's protocol: the provider (or the sandbox standing in for it) posts the
// payment result to ReturnURL and the ATM / barcode details to PaymentInfoURL, server to server;
// ecpay-notify.ts checks and applies them. Answers follow the protocol: "1|OK" or "0|reason".
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context';
import type { Database } from '../db';
import { ecpayCredentials, type EcpayCredentials } from './ecpay-check-mac';
import { ECPAY_NOTIFY_PATH, ECPAY_PAYMENT_INFO_PATH } from './ecpay-form';
import { applyPaymentInfo, applyPaymentResult, type NotifyAnswer } from './ecpay-notify';
import { formParams } from './form-params';

const FORM_LIMIT_BYTES = 64 * 1024;

/** The one answer to every refused callback. */
export const CALLBACK_REFUSED = '0|Error';

export function registerEcpayNotify(app: Hono<AppEnv>, db: Database, credentials: EcpayCredentials = ecpayCredentials()): void {
  const limit = bodyLimit({ maxSize: FORM_LIMIT_BYTES, onError: (c) => c.text('0|Request Too Large', 413) });

  // Every refusal gets the same answer: distinct reasons let a caller probe an order's amount.
  const reply = (c: Context, answer: NotifyAnswer) => (answer.ok ? c.text(answer.text, 200) : c.text(CALLBACK_REFUSED, 400));

  app.post(ECPAY_NOTIFY_PATH, limit, async (c) => reply(c, await applyPaymentResult(db, await formParams(c), credentials)));

  app.post(ECPAY_PAYMENT_INFO_PATH, limit, async (c) => reply(c, await applyPaymentInfo(db, await formParams(c), credentials)));
}
