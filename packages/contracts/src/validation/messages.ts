// The keys of every validation message. Contracts never carries user-visible text: schemas and
// predicates report one of these keys and each app maps it to a translated lingui message.

export const VALIDATION_KEYS = [
  'required',
  'invalid',
  'email',
  'phone',
  'phoneInternational',
  'taxId',
  'donationCode',
  'certificate',
  'mobileBarcode',
  'bidTooLow',
  'quantity',
  'passwordLength',
  'passwordMismatch',
  'tooLong',
  'tooMany',
  'number',
  'integer',
  'min',
  'max',
  'date',
  'dateOrder',
  'url',
  'slug',
  'terms',
  'variantCount',
  'fileType',
  'fileTooBig',
  'tooManyFiles',
  'unavailable',
  'priceChanged',
  'outOfStock',
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];

const KEY_SET: ReadonlySet<string> = new Set(VALIDATION_KEYS);

export function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === 'string' && KEY_SET.has(value);
}

/**
 * Identity with a type check: writing `validationKey('taxId')` instead of a bare string makes the compiler
 * reject a message that is not in the catalogue.
 */
export function validationKey<const K extends ValidationKey>(k: K): K {
  return k;
}
