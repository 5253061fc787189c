// Limits of a CSV upload, checked in the browser before reading and by the server per product.

/** Larger files are refused before reading: far beyond any catalogue a merchant uploads at once. */
export const MAX_CSV_BYTES = 10 * 1024 * 1024;

/** Products sent at the same time: keeps the upload fast without flooding the server. */
export const CSV_UPLOAD_CONCURRENCY = 4;

/**
 * The status type of newProductForCsv when the merchant already has the row's product (the same
 * slug and the same model numbers): a file sent again after a closed tab or a failed request
 * continues without a duplicate, and the done step counts it as already there.
 */
export const CSV_PRODUCT_ALREADY_THERE = 'exists';

export function isCsvFileName(name: string): boolean {
  return /\.csv$/i.test(name.trim());
}
