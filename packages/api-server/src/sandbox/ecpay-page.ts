// The sandbox provider's cashier page: the order as the provider received it and the buttons a
// tester uses to pay, fail, or take the ATM / barcode payment details. It stands in for ECPay's
// own page (a third party's page, so its bilingual labels are part of the stand-in, not of the
// storefront's catalogs). No script: the buttons are plain form posts.
import type { EcpayParams } from '../payments/ecpay-check-mac';

export const ECPAY_SIMULATE_PATH = '/sandbox/ecpay/simulate';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export type SandboxOutcome = 'pay' | 'fail' | 'info';

function button(params: EcpayParams, outcome: SandboxOutcome, label: string, primary: boolean): string {
  const hidden = Object.entries(params)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  const style = primary ? 'background:#2a7a3b;color:#fff' : 'background:#fff;color:#a12;border:1px solid #a12';
  return `<form method="post" action="${ECPAY_SIMULATE_PATH}">${hidden}<input type="hidden" name="sandboxOutcome" value="${outcome}"><button type="submit" data-outcome="${outcome}" style="padding:.7rem 1.4rem;font-size:1rem;border-radius:6px;${style}">${escapeHtml(label)}</button></form>`;
}

/**
 * A sandbox page (the providers' cashier, the store map, the logistics status and label, the social
 * login). It names no icon of its own, as the shell does (data:,), so the browser asks for no
 * /favicon.ico, which no one serves (the 404 was a console error in the middle of a checkout).
 */
export function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(
    title,
  )}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem">${body}</body></html>`;
}

export function cashierPage(params: EcpayParams): string {
  const choose = params.ChoosePayment ?? '';
  const awaiting = choose === 'ATM' || choose === 'BARCODE' || choose === 'CVS';
  const rows = [
    ['特店 Merchant', params.MerchantID],
    ['訂單 Trade no.', params.MerchantTradeNo],
    ['商品 Items', (params.ItemName ?? '').split('#').join('、')],
    ['金額 Amount', `NT$ ${params.TotalAmount}`],
    ['付款方式 Method', choose + (params.CreditInstallment ? ` × ${params.CreditInstallment}` : '')],
  ]
    .map(
      ([k, v]) =>
        `<tr><th style="text-align:left;padding:.3rem 1rem .3rem 0">${escapeHtml(k ?? '')}</th><td>${escapeHtml(v ?? '')}</td></tr>`,
    )
    .join('');
  const actions = awaiting
    ? button(params, 'info', choose === 'ATM' ? '取得虛擬帳號 Get virtual account' : '取得繳費條碼 Get payment barcode', true)
    : `${button(params, 'pay', '付款成功 Pay', true)}${button(params, 'fail', '付款失敗 Fail', false)}`;
  return page(
    'ECPay sandbox',
    `<h1 style="font-size:1.3rem">綠界測試收銀台 ECPay sandbox cashier</h1><p>此為測試環境，不會真的扣款。 This is a sandbox: no money moves.</p><table>${rows}</table><div style="display:flex;gap:1rem;margin-top:1.5rem">${actions}</div>`,
  );
}

export function errorPage(message: string): string {
  return page('ECPay sandbox', `<h1 style="font-size:1.3rem">ECPay sandbox</h1><p role="alert">${escapeHtml(message)}</p>`);
}
