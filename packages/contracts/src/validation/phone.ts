// Taiwan telephone numbers: mobiles are 09 + 8 digits; landlines are a 0-prefixed area code with
// 9 or 10 digits in all. People type landlines with dashes, spaces, brackets and an extension,
// so those are tolerated; the mobile rule is exact because the SMS gateways expect exactly that.

const MOBILE = /^09\d{8}$/;
const LANDLINE = /^0[2-8]\d{7,8}$/;
const SEPARATORS = /[\s\-()]/g;
const EXTENSION = /(#|ext\.?|分機)\s*\d{1,6}$/i;

export function isTaiwanMobile(value: string): boolean {
  return MOBILE.test(value);
}

function normalizePhone(value: string): string {
  let phone = value.trim().replace(EXTENSION, '').replace(SEPARATORS, '');
  if (phone.startsWith('+886')) phone = `0${phone.slice(4)}`;
  return phone;
}

export function isTaiwanLandline(value: string): boolean {
  return LANDLINE.test(normalizePhone(value));
}

export function isTaiwanPhone(value: string): boolean {
  const phone = normalizePhone(value);
  return MOBILE.test(phone) || LANDLINE.test(phone);
}

// Numbers abroad are typed in E.164: '+', the country's calling code, the subscriber number, at
// most 15 digits in all (separators and an extension tolerated as for Taiwan numbers).
const E164 = /^\+[1-9]\d{6,14}$/;

/** The calling codes of the countries the storefront ships to (the country fee list). */
export const CALLING_CODES: Readonly<Record<string, string>> = {
  TW: '886',
  HK: '852',
  MO: '853',
  SG: '65',
  MY: '60',
  JP: '81',
  US: '1',
  CN: '86',
};

/** A number in E.164 ('+852 2123 4567'), any country. */
export function isInternationalPhone(value: string): boolean {
  return E164.test(value.trim().replace(EXTENSION, '').replace(SEPARATORS, ''));
}

/** A Taiwan number, or a number abroad in E.164: a phone where no country is chosen. */
export function isAnyPhone(value: string): boolean {
  return isTaiwanPhone(value) || isInternationalPhone(value);
}

/**
 * The phone of an address in the chosen country: Taiwan's own rule for Taiwan (a +886 number
 * too), else E.164 with that country's calling code (any code for a country not listed).
 */
export function isPhoneOfCountry(country: string, value: string): boolean {
  if (country.toUpperCase() === 'TW') return isTaiwanPhone(value);
  if (!isInternationalPhone(value)) return false;
  const code = CALLING_CODES[country.toUpperCase()];
  return code === undefined || value.trim().replace(SEPARATORS, '').startsWith(`+${code}`);
}
