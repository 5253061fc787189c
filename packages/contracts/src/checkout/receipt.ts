// E-invoice settings of checkout: where the receipt goes, its type and, for carrier receipts,
// which carrier holds it.

export const RECEIPT_METHOD = { withShipment: 0, sentToBuyer: 1 } as const;
export type ReceiptMethod = (typeof RECEIPT_METHOD)[keyof typeof RECEIPT_METHOD];
export const RECEIPT_METHODS: readonly ReceiptMethod[] = [0, 1];

export const RECEIPT_TYPE = { standard: 0, company: 1, carrier: 2, donation: 3 } as const;
export type ReceiptType = (typeof RECEIPT_TYPE)[keyof typeof RECEIPT_TYPE];
export const RECEIPT_TYPES: readonly ReceiptType[] = [0, 1, 2, 3];

export const CARRIER_TYPE = { mobileBarcode: 1, naturalPersonCertificate: 2 } as const;
export type CarrierType = (typeof CARRIER_TYPE)[keyof typeof CARRIER_TYPE];
export const CARRIER_TYPES: readonly CarrierType[] = [1, 2];
