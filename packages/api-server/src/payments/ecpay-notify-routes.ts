// Our endpoints of ECPay's protocol: the provider (or the sandbox standing in for it) posts the
// payment result to ReturnURL and the ATM / barcode details to PaymentInfoURL, server to server;
// ecpay-notify.ts checks and applies them. Answers follow the protocol: "1|OK" or "0|reason".
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context';
import type { Database } from '../db';
import { ecpayCredentials, type EcpayCredentials } from './ecpay-check-mac';
import { ECPAY_NOTIFY_PATH, ECPAY_PAYMENT_INFO_PATH } from './ecpay-form';
import { applyPaymentInfo, applyPaymentResult } from './ecpay-notify';
import { formParams } from './form-params';

const FORM_LIMIT_BYTES = 64 * 1024;

export function registerEcpayNotify(app: Hono<AppEnv>, db: Database, credentials: EcpayCredentials = ecpayCredentials()): void {
  const limit = bodyLimit({ maxSize: FORM_LIMIT_BYTES, onError: (c) => c.text('0|Request Too Large', 413) });

  app.post(ECPAY_NOTIFY_PATH, limit, async (c) => {
    const answer = await applyPaymentResult(db, await formParams(c), credentials);
    return c.text(answer.text, answer.ok ? 200 : 400);
  });

  app.post(ECPAY_PAYMENT_INFO_PATH, limit, async (c) => {
    const answer = await applyPaymentInfo(db, await formParams(c), credentials);
    return c.text(answer.text, answer.ok ? 200 : 400);
  });
}
