// Taiwan identifiers used by the e-invoice (電子發票) part of checkout and the partner forms:
// company tax id (統一編號), donation code (捐贈碼), natural-person certificate (自然人憑證) and
// mobile barcode carrier (手機條碼).

const DONATION_CODE = /^\d{3,7}$/;
// The certificate letters are always printed in upper case; lower case is a typing mistake the
// invoice platform rejects, so we reject it too instead of silently accepting it.
const NATURAL_PERSON_CERTIFICATE = /^[A-Z]{2}\d{14}$/;
const MOBILE_BARCODE = /^\/[0-9A-Z.+-]{7}$/;
const TAX_ID = /^\d{8}$/;
const TAX_ID_WEIGHTS = [1, 2, 1, 2, 1, 2, 4, 1] as const;

export function isDonationCode(value: string): boolean {
  return DONATION_CODE.test(value);
}

export function isNaturalPersonCertificate(value: string): boolean {
  return NATURAL_PERSON_CERTIFICATE.test(value);
}

export function isMobileBarcode(value: string): boolean {
  return MOBILE_BARCODE.test(value);
}

/**
 * 統一編號 checksum. The specification still says "multiple of 10"; since April 2023 the Ministry
 * of Finance accepts multiples of 5 (the number space ran out), and every id valid under the old
 * rule stays valid under the new one, so we implement the current rule.
 */
export function isCompanyTaxId(value: string): boolean {
  if (!TAX_ID.test(value)) return false;
  let total = 0;
  for (let i = 0; i < 8; i += 1) {
    const product = Number(value[i]) * (TAX_ID_WEIGHTS[i] ?? 0);
    total += Math.floor(product / 10) + (product % 10);
  }
  if (total % 5 === 0) return true;
  // A 7th digit of 7 gives 7 x 4 = 28 -> 10, which the rule lets count as 1 + 0 = 1 or as 0.
  return value[6] === '7' && (total + 1) % 5 === 0;
}
