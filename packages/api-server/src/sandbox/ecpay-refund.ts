// The sandbox payment provider's card refund, in ECPay's format (CreditDetail/DoAction with
// Action=R): the storefront posts MerchantID, MerchantTradeNo, TradeNo, Action and TotalAmount
// signed with CheckMacValue (SHA-256); the provider checks the signature and answers
// `MerchantID=…&MerchantTradeNo=…&TradeNo=…&RtnCode=1&RtnMsg=…` (RtnCode other than 1: refused).
// The provider runs in this process: refundCard calls it directly (the approving transaction
// holds the order's row lock meanwhile), and ECPAY_REFUND_PATH serves the same answer over HTTP.
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context';
import { checkMacValue, ecpayCredentials, verifyCheckMacValue, type EcpayCredentials, type EcpayParams } from '../payments/ecpay-check-mac';
import { formParams } from '../payments/form-params';

export const ECPAY_REFUND_PATH = '/sandbox/ecpay/CreditDetail/DoAction';

export interface CardRefund {
  /** The attempt's MerchantTradeNo and the provider's TradeNo of the payment. */
  merchantTradeNo: string;
  tradeNo: string;
  amount: number;
}

export class RefundProviderError extends Error {}

export function cardRefundRequest(refund: CardRefund, credentials: EcpayCredentials): EcpayParams {
  const params: EcpayParams = {
    MerchantID: credentials.merchantId,
    MerchantTradeNo: refund.merchantTradeNo,
    TradeNo: refund.tradeNo,
    Action: 'R',
    TotalAmount: String(refund.amount),
  };
  return { ...params, CheckMacValue: checkMacValue(params, credentials) };
}

/** The provider's side of DoAction: checks the form, answers ECPay's query-string text. */
export function answerCardRefund(params: EcpayParams, credentials: EcpayCredentials): string {
  const answer = (code: string, message: string) =>
    new URLSearchParams({
      MerchantID: params.MerchantID ?? '',
      MerchantTradeNo: params.MerchantTradeNo ?? '',
      TradeNo: params.TradeNo ?? '',
      RtnCode: code,
      RtnMsg: message,
    }).toString();
  if (params.MerchantID !== credentials.merchantId) return answer('0', 'MerchantID Error');
  if (!verifyCheckMacValue(params, credentials)) return answer('0', 'CheckMacValue Error');
  if (params.Action !== 'R') return answer('0', 'Action Error');
  if (!/^[0-9A-Za-z]{1,20}$/.test(params.MerchantTradeNo ?? '')) return answer('0', 'MerchantTradeNo Error');
  if (!/^[0-9A-Za-z]{1,20}$/.test(params.TradeNo ?? '')) return answer('0', 'TradeNo Error');
  if (!/^[1-9]\d{0,8}$/.test(params.TotalAmount ?? '')) return answer('0', 'TotalAmount Error');
  return answer('1', 'OK');
}

/** Refunds a card payment with the (in-process) sandbox provider; a refusal is an error. */
export function refundCard(refund: CardRefund, credentials: EcpayCredentials = ecpayCredentials()): { tradeNo: string } {
  const text = answerCardRefund(cardRefundRequest(refund, credentials), credentials);
  const fields = new URLSearchParams(text);
  if (fields.get('RtnCode') !== '1') throw new RefundProviderError(fields.get('RtnMsg') ?? text);
  return { tradeNo: fields.get('TradeNo') ?? refund.tradeNo };
}

export function registerCardRefund(app: Hono<AppEnv>, credentials: EcpayCredentials = ecpayCredentials()): void {
  const limit = bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text('RtnCode=0&RtnMsg=Request+Too+Large', 413) });
  app.post(ECPAY_REFUND_PATH, limit, async (c) => {
    const answer = answerCardRefund(await formParams(c), credentials);
    return c.text(answer, new URLSearchParams(answer).get('RtnCode') === '1' ? 200 : 400);
  });
}
