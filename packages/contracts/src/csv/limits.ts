// Limits of a CSV upload, checked in the browser before reading and by the server per product.

/** Larger files are refused before reading: far beyond any catalogue a merchant uploads at once. */
export const MAX_CSV_BYTES = 10 * 1024 * 1024;

/** Products sent at the same time: keeps the upload fast without flooding the server. */
export const CSV_UPLOAD_CONCURRENCY = 4;

export function isCsvFileName(name: string): boolean {
  return /\.csv$/i.test(name.trim());
}
