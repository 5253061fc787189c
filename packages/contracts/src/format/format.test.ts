// Tests of price, points, date and language formatting.
import { formatDate, formatSaleDate, taipeiDay, todayInTaipei } from './date';
import { checkoutUrl, languagePrefix, parseLanguage } from './language';
import { formatNumber, formatPoints, formatPrice } from './price';

describe('formatPrice', () => {
  it('uses NT$ for zh-tw whatever the currency type', () => {
    expect(formatPrice(1234, { lang: 'zh-tw' })).toBe('NT$1,234');
    expect(formatPrice(1234, { lang: 'zh-tw', currencyType: 1 })).toBe('NT$1,234');
  });

  it('uses NT$ for currency type 0 and $ otherwise in English', () => {
    expect(formatPrice(1234, { lang: 'en', currencyType: 0 })).toBe('NT$1,234');
    expect(formatPrice(1234, { lang: 'en', currencyType: 1 })).toBe('$1,234');
    expect(formatPrice(1234, { lang: 'en' })).toBe('$1,234');
  });

  it('groups thousands', () => {
    expect(formatPrice(1234567, { lang: 'zh-tw' })).toBe('NT$1,234,567');
    expect(formatPrice(999, { lang: 'zh-tw' })).toBe('NT$999');
    expect(formatPrice(-1500, { lang: 'zh-tw' })).toBe('-NT$1,500');
  });

  it('shows the free label for 0', () => {
    expect(formatPrice(0, { lang: 'zh-tw', freeLabel: '免費' })).toBe('免費');
    expect(formatPrice(0, { lang: 'en', freeLabel: 'Free' })).toBe('Free');
    expect(formatPrice(0, { lang: 'zh-tw' })).toBe('NT$0');
  });

  it('formats points and plain numbers', () => {
    expect(formatPoints(12345)).toBe('12,345');
    expect(formatNumber(Number.NaN)).toBe('');
  });
});

describe('formatDate', () => {
  it('uses the Chinese and English patterns', () => {
    expect(formatDate('2025-03-07', 'zh-tw')).toBe('2025 年 03 月 07 日');
    expect(formatDate('2025-03-07', 'en')).toBe('2025/03/07');
  });

  it('takes the Taipei calendar day around midnight UTC', () => {
    // 15:59 UTC is 23:59 in Taipei; 16:00 UTC is already the next day there.
    expect(formatDate('2025-03-06T15:59:59Z', 'en')).toBe('2025/03/06');
    expect(formatDate('2025-03-06T16:00:00Z', 'en')).toBe('2025/03/07');
    expect(formatDate(new Date(Date.UTC(2024, 11, 31, 16, 0)), 'zh-tw')).toBe('2025 年 01 月 01 日');
    expect(formatDate('2025-03-06T23:30:00-05:00', 'en')).toBe('2025/03/07');
  });

  it('reads a zone-less date-time as Taipei time', () => {
    expect(formatDate('2025-03-06T23:59:00', 'en')).toBe('2025/03/06');
  });

  it('returns an empty string for nothing or garbage', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('soon', 'zh-tw')).toBe('');
  });

  it('formats sale dates as yyyy-MM-dd', () => {
    expect(formatSaleDate('2025-01-05T16:30:00.000Z')).toBe('2025-01-06');
    expect(formatSaleDate(undefined)).toBe('');
    expect(todayInTaipei(new Date('2025-06-30T17:00:00Z'))).toBe('2025-07-01');
    expect(taipeiDay(Date.UTC(2025, 0, 1))).toEqual({ year: 2025, month: 1, day: 1 });
  });
});

describe('language', () => {
  it.each([
    ['en', 'en'],
    ['en-US', 'en'],
    ['EN', 'en'],
    ['zh-tw', 'zh-tw'],
    ['zh-Hant-TW', 'zh-tw'],
    ['fr', 'zh-tw'],
    ['', 'zh-tw'],
    [null, 'zh-tw'],
    [undefined, 'zh-tw'],
  ] as const)('parses %p as %s', (value, lang) => {
    expect(parseLanguage(value)).toBe(lang);
  });

  it('prefixes checkout for non-default languages only', () => {
    expect(languagePrefix('zh-tw')).toBe('');
    expect(checkoutUrl('zh-tw')).toBe('/checkout');
    expect(checkoutUrl('en')).toBe('/en/checkout');
  });
});
