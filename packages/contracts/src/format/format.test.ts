// Tests of price, points, date and language formatting.
import { formatDate, formatDateTime, formatSaleDate, taipeiDay, todayInTaipei } from './date';
import {
  checkoutUrl,
  isLanguagePage,
  languagePrefix,
  languageRedirect,
  localizedPath,
  parseLanguage,
  pathLanguage,
  switchedLanguageUrl,
  withoutLanguagePrefix,
} from './language';
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
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatNumber', () => {
  // What it writes by hand is what Intl.NumberFormat writes (see price.ts for why by hand).
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

  it('keeps at most two decimals, rounded half away from zero on the number as written', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(1.005)).toBe('1.01');
    expect(formatNumber(1.255)).toBe('1.26');
    expect(formatNumber(9.995)).toBe('10');
    expect(formatNumber(999999.996)).toBe('1,000,000');
    expect(formatNumber(0.004)).toBe('0');
    expect(formatNumber(-2.5)).toBe('-2.5');
  });

  it('writes every number as Intl.NumberFormat en-US with two decimals at most does', () => {
    const special = [0, -0, -0.001, 1e-7, 0.5, 0.995, 4.35, 123456789.999, 2 ** 53, 1e20 + 0.5, 1e21, 1.5e22, -1e21, 999.995];
    // A fixed pseudo-random sequence: integers, cents and finer fractions over many magnitudes.
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const generated = Array.from({ length: 3000 }, (_, i) => {
      const magnitude = 10 ** Math.floor(next() * 16);
      const value = next() * magnitude * (next() < 0.2 ? -1 : 1);
      return i % 3 === 0 ? Math.round(value) : i % 3 === 1 ? Math.round(value * 100) / 100 : value;
    });
    for (const value of [...special, ...generated]) expect([value, formatNumber(value)]).toEqual([value, intl.format(value)]);
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

describe('formatDateTime', () => {
  it('shows the Taipei wall-clock time in both languages', () => {
    expect(formatDateTime('2026-11-25T16:30:00.000Z', 'zh-tw')).toBe('2026 年 11 月 26 日 00:30');
    expect(formatDateTime('2026-11-25T16:30:00.000Z', 'en')).toBe('2026/11/26 00:30');
    expect(formatDateTime(null, 'en')).toBe('');
    expect(formatDateTime('nonsense', 'en')).toBe('');
  });
});

describe('language in URLs', () => {
  it('gives the checkout a prefix in a non-default language and every other page one path', () => {
    expect(localizedPath('/checkout/finish/7', 'en')).toBe('/en/checkout/finish/7');
    expect(localizedPath('/en/checkout/payment', 'zh-tw')).toBe('/checkout/payment');
    expect(localizedPath('/checkout?step=1', 'en')).toBe('/en/checkout?step=1');
    expect(localizedPath('/member/order/7', 'en')).toBe('/member/order/7');
    expect(localizedPath('/en/member/orders/', 'en')).toBe('/member/orders/');
    expect(localizedPath('/checkouts', 'en')).toBe('/checkouts');
  });

  it('switches a page to the other language at its path in that language, without ?lang=', () => {
    expect(switchedLanguageUrl('zh-tw', '/en/checkout/payment', '', '#invoice')).toBe('/checkout/payment#invoice');
    expect(switchedLanguageUrl('en', '/checkout/delivery')).toBe('/en/checkout/delivery');
    expect(switchedLanguageUrl('zh-tw', '/search', '?q=tea&lang=en&page=2')).toBe('/search?q=tea&page=2');
    expect(switchedLanguageUrl('en', '/member/orders', '?lang=en')).toBe('/member/orders');
    expect(switchedLanguageUrl('en', '/cart')).toBe('/cart');
  });

  it('reads the language a path names', () => {
    expect(pathLanguage('/en/member')).toBe('en');
    expect(pathLanguage('/en')).toBe('en');
    expect(pathLanguage('/EN/checkout')).toBe('en');
    expect(pathLanguage('/zh-tw/cart')).toBe('zh-tw');
    expect(pathLanguage('/english')).toBeNull();
    expect(pathLanguage('/member/en')).toBeNull();
    expect(withoutLanguagePrefix('/en')).toBe('/');
    expect(withoutLanguagePrefix('/en/cart')).toBe('/cart');
    expect(isLanguagePage('/en/checkout/finish/3')).toBe(true);
    expect(isLanguagePage('/zh-tw/checkout')).toBe(false);
    expect(isLanguagePage('/en/member/orders')).toBe(false);
  });

  it('redirects any other prefixed path to its one path with ?lang=, keeping the query', () => {
    expect(languageRedirect('/en/member/order/12')).toBe('/member/order/12?lang=en');
    expect(languageRedirect('/en/member/orders/', '?page=2&sort=new')).toBe('/member/orders/?page=2&sort=new&lang=en');
    expect(languageRedirect('/en/search', '?q=%E8%8C%B6&lang=zh-tw')).toBe('/search?q=%E8%8C%B6&lang=en');
    expect(languageRedirect('/en')).toBe('/?lang=en');
    expect(languageRedirect('/en/')).toBe('/?lang=en');
    expect(languageRedirect('/zh-tw/checkout/payment')).toBe('/checkout/payment?lang=zh-tw');
    expect(languageRedirect('/en/checkout/payment')).toBeNull();
    expect(languageRedirect('/member/orders')).toBeNull();
  });

  it.each(['/en//evil.example', '/en///evil.example/x', '/en/\\evil.example', '/en/\\/evil.example', '/en//\\evil.example'])(
    'never leaves the site from %s',
    (path) => {
      const target = languageRedirect(path)!;
      expect(new URL(target, 'https://shop.example').origin).toBe('https://shop.example');
      expect(target).toMatch(/^\/[^/\\]/);
    },
  );
});
