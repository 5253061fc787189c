// Convenience-store pickup (payment types 12–15): which chain each type is, by the logistics
// provider's sub-type code (the label-print modes 1–4 of enums/payment-type follow the same
// order: 12 FamilyMart, 14 7-ELEVEN, 13 Hi-Life, 15 OK mart). Chain names are brands, not text
// to translate.
export type CvsSubType = 'FAMIC2C' | 'UNIMARTC2C' | 'HILIFEC2C' | 'OKMARTC2C';

export const CVS_CHAINS: Readonly<Record<12 | 13 | 14 | 15, { subType: CvsSubType; brand: string }>> = {
  12: { subType: 'FAMIC2C', brand: '全家 FamilyMart' },
  13: { subType: 'HILIFEC2C', brand: '萊爾富 Hi-Life' },
  14: { subType: 'UNIMARTC2C', brand: '7-ELEVEN' },
  15: { subType: 'OKMARTC2C', brand: 'OK mart' },
};

export function cvsChain(paymentType: number): { subType: CvsSubType; brand: string } | null {
  return paymentType === 12 || paymentType === 13 || paymentType === 14 || paymentType === 15 ? CVS_CHAINS[paymentType] : null;
}

/** The store a buyer picked on the logistics map. */
export interface CvsStore {
  storeId: string;
  storeName: string;
  address: string;
  subType: CvsSubType;
}

export const LOGISTICS_MAP_PATH = '/sandbox/logistics/map';
