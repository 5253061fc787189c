// Limits of a CSV upload, checked in the browser before reading and by the server per product.

/** Larger files are refused before reading: far beyond any catalogue a merchant uploads at once. */
export const MAX_CSV_BYTES = 10 * 1024 * 1024;

/** Name look-ups (getorcreate) sent at the same time: keeps the upload fast without flooding the server. */
export const CSV_UPLOAD_CONCURRENCY = 4;

/**
 * Products per newProductsForCsv call (the server takes up to 100) and batches in flight: the
 * server writes one batch at a time per merchant, so a second one in flight only hides the
 * round trip. A batch is also cut before its JSON passes CSV_BATCH_MAX_CHARS, well under the
 * server's 1 MB body limit (a product of hundreds of variants goes nearly alone).
 */
export const CSV_BATCH_PRODUCTS = 50;
export const CSV_BATCH_CONCURRENCY = 2;
export const CSV_BATCH_MAX_CHARS = 400_000;

/**
 * The status type of newProductForCsv when the merchant already has the row's product (the same
 * slug and the same model numbers): a file sent again after a closed tab or a failed request
 * continues without a duplicate, and the done step counts it as already there.
 */
export const CSV_PRODUCT_ALREADY_THERE = 'exists';

export function isCsvFileName(name: string): boolean {
  return /\.csv$/i.test(name.trim());
}
