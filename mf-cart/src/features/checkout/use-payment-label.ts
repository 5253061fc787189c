// The name of each payment type in the user's language.
import { useLingui } from '@lingui/react/macro';
import { CVS_CHAINS, PAYMENT_TYPE } from '@storefront/contracts';
import { useCallback } from 'react';

export function usePaymentLabel(): (paymentType: number) => string {
  const { t } = useLingui();
  return useCallback(
    (paymentType: number) => {
      switch (paymentType) {
        case PAYMENT_TYPE.creditCard:
          return t`信用卡一次付清`;
        case PAYMENT_TYPE.creditCard3Instalments:
          return t`信用卡分 3 期`;
        case PAYMENT_TYPE.creditCard6Instalments:
          return t`信用卡分 6 期`;
        case PAYMENT_TYPE.creditCard12Instalments:
          return t`信用卡分 12 期`;
        case PAYMENT_TYPE.cashOnDelivery:
          return t`貨到付款（現金）`;
        case PAYMENT_TYPE.cardOnDelivery:
          return t`貨到付款（刷卡）`;
        case PAYMENT_TYPE.convenienceStoreBarcode:
          return t`超商條碼繳費`;
        case PAYMENT_TYPE.atmTransfer:
          return t`ATM 轉帳`;
        case PAYMENT_TYPE.virtualAccount:
          return t`虛擬帳號`;
        case PAYMENT_TYPE.onlineWallet:
          return t`電子錢包`;
        case PAYMENT_TYPE.convenienceStorePickup1:
        case PAYMENT_TYPE.convenienceStorePickup2:
        case PAYMENT_TYPE.convenienceStorePickup3:
        case PAYMENT_TYPE.convenienceStorePickup4: {
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
