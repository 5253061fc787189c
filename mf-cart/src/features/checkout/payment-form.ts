// The payment step's form, checked with the contracts' Receipt schema (the server's too).
import { PAYMENT_TYPES } from '@storefront/contracts';
import { Receipt } from '@storefront/contracts/checkout';
import * as v from 'valibot';

export const PaymentForm = v.object({
  paymentType: v.picklist(PAYMENT_TYPES, 'required'),
  receipt: Receipt,
});

export type PaymentFormValues = {
  paymentType: number | null;
  receipt: {
    method: number;
    type: number;
    carrierType: number | null;
    carrierNumber: string;
    taxId: string;
    companyTitle: string;
    donationCode: string;
  };
};

/** Payment types offered for home delivery; pickup orders pay at the store (12–15). */
export const HOME_PAYMENT_TYPES = [0, 1, 2, 9, 8, 6, 7, 5, 3, 4] as const;

export const defaultReceipt: PaymentFormValues['receipt'] = {
  method: 0,
  type: 0,
  carrierType: null,
  carrierNumber: '',
  taxId: '',
  companyTitle: '',
  donationCode: '',
};
