// The GoMyPay-compatible sandbox provider served by the API server: the cashier page checks the
// form's Str_Check and lets the tester pay or fail; the outcome is applied as GoMyPay's result
// would be (payments/gomypay-result.ts), then the buyer is sent back to Return_url, on this
// server only.
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context';
import type { Database } from '../db';
import { page } from './ecpay-page';
import { formParams } from '../payments/form-params';
import { applyGomypayOutcome } from '../payments/gomypay-result';
import { requestOrigin } from '../payments/request-origin';
import { sameSitePath } from '../security/return-url';
import {
  GOMYPAY_CASHIER_PATH,
  gomypayCredentials,
  verifyStrCheck,
  type GomypayCredentials,
  type GomypayParams,
} from '../payments/gomypay-form';

export const GOMYPAY_SIMULATE_PATH = '/sandbox/gomypay/simulate';
const FORM_LIMIT_BYTES = 64 * 1024;

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function outcomeButton(params: GomypayParams, outcome: 'pay' | 'fail', label: string): string {
  const hidden = Object.entries(params)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  const style = outcome === 'pay' ? 'background:#1f5fa8;color:#fff' : 'background:#fff;color:#a12;border:1px solid #a12';
  return `<form method="post" action="${GOMYPAY_SIMULATE_PATH}">${hidden}<input type="hidden" name="sandboxOutcome" value="${outcome}"><button type="submit" data-outcome="${outcome}" style="padding:.7rem 1.4rem;font-size:1rem;border-radius:6px;${style}">${escapeHtml(label)}</button></form>`;
}

// The provider's own page (a third party's, so its bilingual labels are part of the stand-in).
function cashierPage(params: GomypayParams): string {
  const rows = [
    ['Order_No', params.Order_No],
    ['Amount', params.Amount],
    ['Buyer_Memo', params.Buyer_Memo],
  ]
    .map(
      ([k, v]) =>
        `<tr><th style="text-align:left;padding:.3rem 1rem .3rem 0">${escapeHtml(k ?? '')}</th><td>${escapeHtml(v ?? '')}</td></tr>`,
    )
    .join('');
  return page(
    'GoMyPay sandbox',
    `<h1>GoMyPay 信用卡付款（測試） Card payment (sandbox)</h1><table>${rows}</table><div style="display:flex;gap:1rem;margin-top:1.5rem">${outcomeButton(
      params,
      'pay',
      '付款成功 Pay',
    )}${outcomeButton(params, 'fail', '付款失敗 Fail')}</div>`,
  );
}

const errorPage = (reason: string) => page('GoMyPay sandbox', `<h1>GoMyPay sandbox</h1><p role="alert">${escapeHtml(reason)}</p>`);

export function registerGomypaySandbox(app: Hono<AppEnv>, db: Database, credentials: GomypayCredentials = gomypayCredentials()): void {
  const limit = bodyLimit({ maxSize: FORM_LIMIT_BYTES, onError: (c) => c.text('Request Too Large', 413) });
  const html = (c: Context, body: string, status: 200 | 400 = 200) => c.html(body, status, { 'Cache-Control': 'no-store' });

  app.post(GOMYPAY_CASHIER_PATH, limit, async (c) => {
    const params = await formParams(c);
    if (params.CustomerId !== credentials.customerId) return html(c, errorPage('CustomerId Error'), 400);
    if (!verifyStrCheck(params, credentials)) return html(c, errorPage('Str_Check Error'), 400);
    return html(c, cashierPage(params));
  });

  app.post(GOMYPAY_SIMULATE_PATH, limit, async (c) => {
    const { sandboxOutcome, ...params } = await formParams(c);
    // One answer for every refusal: distinct reasons let a caller probe an order's amount.
    const refused = () => html(c, errorPage('Error'), 400);
    if (sandboxOutcome !== 'pay' && sandboxOutcome !== 'fail') return refused();
    if (params.CustomerId !== credentials.customerId || !verifyStrCheck(params, credentials)) return refused();
    const back = sameSitePath(params.Return_url, requestOrigin(c));
    if (!back) return refused();
    if (!(await applyGomypayOutcome(db, params, sandboxOutcome === 'pay'))) return refused();
    return c.redirect(back, 303);
  });
}
