// The convenience-store barcode payment (type 5) as the order's e_PayInfo holds it: the provider's
// three barcodes (Barcode1–3, scanned at the counter) joined by spaces, or one payment code
// (PaymentNo, keyed in at the store's kiosk) on older orders. The finish page and the buyer's order
// detail read it the same way.

export interface StorePaymentCodes {
  /** The barcodes to show as scannable Code 39 bars, in the provider's order; empty for a payment code. */
  barcodes: string[];
  /** The single payment code, shown as text; empty when the order has barcodes. */
  paymentNo: string;
}

export function storePaymentCodes(payInfo: string | null | undefined): StorePaymentCodes {
  const codes = (payInfo ?? '').split(/\s+/).filter(Boolean);
  if (codes.length > 1) return { barcodes: codes, paymentNo: '' };
  return { barcodes: [], paymentNo: codes[0] ?? '' };
}
