// The payment type of an order in words (payment types 0–15 of both specifications; 10 and 11
// are unused). An unknown code falls back to the number itself. Type 8 is the online wallet for
// the buyer and the merchant alike (shopper.md calls it the online wallet provider, merchant.md
// PayPal; the provider's form pays it by wallet), as the checkout names it.
import { useLingui } from '@lingui/react/macro';

export function usePaymentTypeText(): (paymentType: number) => string {
  const { t } = useLingui();
  const labels: Record<number, string> = {
    0: t`信用卡一次付清`,
    1: t`信用卡分 3 期`,
    2: t`信用卡分 6 期`,
    3: t`貨到付款（現金）`,
    4: t`貨到付款（刷卡）`,
    5: t`超商條碼繳費`,
    6: t`ATM 轉帳（虛擬帳號）`,
    7: t`虛擬帳號`,
    8: t`電子錢包`,
    9: t`信用卡分 12 期`,
    12: t`超商取貨（全家）`,
    13: t`超商取貨（萊爾富）`,
    14: t`超商取貨（7-ELEVEN）`,
    15: t`超商取貨（OK）`,
  };
  return (paymentType) => labels[paymentType] ?? String(paymentType);
}

export function PaymentTypeLabel({ paymentType }: { paymentType: number }) {
  const text = usePaymentTypeText();
  return <>{text(paymentType)}</>;
}
