// The name of each payment type in the user's language.
import { useLingui } from '@lingui/react/macro';
import { CVS_CHAINS } from '@storefront/contracts';
import { useCallback } from 'react';

export function usePaymentLabel(): (paymentType: number) => string {
  const { t } = useLingui();
  return useCallback(
    (paymentType: number) => {
      switch (paymentType) {
        case 0:
          return t`信用卡一次付清`;
        case 1:
          return t`信用卡分 3 期`;
        case 2:
          return t`信用卡分 6 期`;
        case 9:
          return t`信用卡分 12 期`;
        case 3:
          return t`貨到付款（現金）`;
        case 4:
          return t`貨到付款（刷卡）`;
        case 5:
          return t`超商條碼繳費`;
        case 6:
          return t`ATM 轉帳`;
        case 7:
          return t`虛擬帳號`;
        case 8:
          return t`電子錢包`;
        case 12:
        case 13:
        case 14:
        case 15: {
          const brand = CVS_CHAINS[paymentType].brand;
          return t`超商取貨付款（${brand}）`;
        }
        default:
          return String(paymentType);
      }
    },
    [t],
  );
}
