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
