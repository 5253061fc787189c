// Payment types 0–15 (10 and 11 unused), the families the order screens branch on, instalment
// counts and the logistics label-print mode derived from the convenience-store chain.

export const PAYMENT_TYPE = {
  creditCard: 0,
  creditCard3Instalments: 1,
  creditCard6Instalments: 2,
  cashOnDelivery: 3,
  cardOnDelivery: 4,
  convenienceStoreBarcode: 5,
  atmTransfer: 6,
  virtualAccount: 7,
  onlineWallet: 8,
  creditCard12Instalments: 9,
  convenienceStorePickup1: 12,
  convenienceStorePickup2: 13,
  convenienceStorePickup3: 14,
  convenienceStorePickup4: 15,
} as const;

export type PaymentType = (typeof PAYMENT_TYPE)[keyof typeof PAYMENT_TYPE];
export const PAYMENT_TYPES: readonly PaymentType[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 14, 15];

export function isPaymentType(value: unknown): value is PaymentType {
  return typeof value === 'number' && (PAYMENT_TYPES as readonly number[]).includes(value);
}

/** Card payments, the ones a failed payment can be retried for (repay form). */
export function isCardPayment(paymentType: number): boolean {
  return paymentType === 0 || paymentType === 1 || paymentType === 2 || paymentType === 9;
}

/**
 * The payment types a failed payment can be paid again for: those paid on the provider's page, every
 * card type (in full, 3, 6 and 12 instalments) and the online wallet. The checkout's finish page,
 * the buyer's and the merchant's order detail and the server's repay calls all ask this.
 */
export function isRepayablePaymentType(paymentType: number): boolean {
  return isCardPayment(paymentType) || paymentType === PAYMENT_TYPE.onlineWallet;
}

export function isConvenienceStorePickup(paymentType: number): boolean {
  return paymentType >= 12 && paymentType <= 15;
}

/** Barcode, ATM and virtual account: the buyer still has to pay after the order is placed. */
export function isAwaitingPaymentType(paymentType: number): boolean {
  return paymentType === 5 || paymentType === 6 || paymentType === 7;
}

export const INSTALMENT_COUNTS = [3, 6, 12] as const;
export type InstalmentCount = (typeof INSTALMENT_COUNTS)[number];

/** Number of instalments of a card payment type, or null when it is not an instalment plan. */
export function instalments(paymentType: number): InstalmentCount | null {
  switch (paymentType) {
    case 1:
      return 3;
    case 2:
      return 6;
    case 9:
      return 12;
    default:
      return null;
  }
}

export type LabelPrintMode = 1 | 2 | 3 | 4;

/** The mode posted to the logistics provider's label-print form, per convenience-store chain. */
export function labelPrintMode(paymentType: number): LabelPrintMode {
  switch (paymentType) {
    case 12:
      return 1;
    case 14:
      return 2;
    case 13:
      return 3;
    default:
      return 4;
  }
}
