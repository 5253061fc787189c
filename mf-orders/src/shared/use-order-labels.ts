// The words for the order's coded fields (payment type, receipt method and type, carrier type;
// the delivery method has its shared label in @storefront/ui) in the user's language (payment types from the shared words in @storefront/ui).
// Unknown codes fall back to the number itself.
import { useLingui } from '@lingui/react/macro';
import { usePaymentTypeText } from '@storefront/ui/orders';
import { useCallback } from 'react';

export interface OrderLabels {
  paymentType: (code: number) => string;
  receiptMethod: (code: number | null | undefined) => string;
  receiptType: (code: number | null | undefined) => string;
  carrierType: (code: number | null | undefined) => string;
}

export function useOrderLabels(): OrderLabels {
  const { t } = useLingui();
  const pick = useCallback(
    (texts: Record<number, string>, code: number | null | undefined) =>
      code === null || code === undefined ? '' : (texts[code] ?? String(code)),
    [],
  );
  const paymentType = usePaymentTypeText();
  const receiptMethods: Record<number, string> = { 0: t`隨貨寄送`, 1: t`寄送給買家` };
  const receiptTypes: Record<number, string> = { 0: t`二聯式發票`, 1: t`三聯式發票（統一編號）`, 2: t`載具`, 3: t`捐贈` };
  const carrierTypes: Record<number, string> = { 1: t`手機條碼`, 2: t`自然人憑證` };
  return {
    paymentType,
    receiptMethod: (code) => pick(receiptMethods, code),
    receiptType: (code) => pick(receiptTypes, code),
    carrierType: (code) => pick(carrierTypes, code),
  };
}
