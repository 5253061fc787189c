// What the buyer has typed and chosen during checkout, kept in session storage so a reload (or
// the trip to the store map) loses nothing, and gone when the tab closes.
import type { CvsStore, DeliveryDetailInput, PurchaseDetailInput } from '@storefront/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Home delivery, or pickup at a convenience-store chain (payment types 12–15). */
export type DeliveryMethod = 'home' | 12 | 13 | 14 | 15;

/** Address fields as typed: input values, checked against the contracts' schemas on each step. */
export type AddressDraft = Partial<Record<keyof DeliveryDetailInput | keyof PurchaseDetailInput, string>>;

/** Receipt choices as picked (checked against the contracts' Receipt schema on the payment step). */
export interface ReceiptDraft {
  method?: number;
  type?: number;
  carrierType?: number | null;
  carrierNumber?: string;
  taxId?: string;
  companyTitle?: string;
  donationCode?: string;
}

export interface CheckoutDraft {
  purchaseDetail: AddressDraft | null;
  deliveryDetail: AddressDraft | null;
  deliveryMethod: DeliveryMethod;
  cvsStore: CvsStore | null;
  deliveryComments: string;
  paymentType: number | null;
  receipt: ReceiptDraft | null;
  usePoints: number;
}

export const emptyDraft: CheckoutDraft = {
  purchaseDetail: null,
  deliveryDetail: null,
  deliveryMethod: 'home',
  cvsStore: null,
  deliveryComments: '',
  paymentType: null,
  receipt: null,
  usePoints: 0,
};

type DraftStore = CheckoutDraft & {
  patch: (change: Partial<CheckoutDraft>) => void;
  reset: () => void;
};

export const CHECKOUT_DRAFT_KEY = 'storefront_checkout';

export const useCheckoutDraft = create<DraftStore>()(
  persist(
    (set) => ({
      ...emptyDraft,
      patch: (change) => set(change),
      reset: () => set(emptyDraft),
    }),
    { name: CHECKOUT_DRAFT_KEY, storage: createJSONStorage(() => window.sessionStorage) },
  ),
);
