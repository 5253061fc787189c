// Prices as the specifications show them: NT$ for zh-tw or currency type 0, $ otherwise, with
// comma thousands separators; a zero price shows the (already translated) free label.
import { CURRENCY_TYPE } from '../enums/product';
import type { Language } from './language';

export interface FormatPriceOptions {
  lang: Language;
  /** 0 = NT$. */
  currencyType?: number | null;
  /** Shown instead of 0, e.g. 免費 / Free; the UI passes it translated. */
  freeLabel?: string;
}

/** For magnitudes written in exponent form (>= 1e21, < 1e-6): no price or points figure; made on first use. */
let exponentFormat: Intl.NumberFormat | undefined;

/**
 * Digits with comma thousands separators and at most two decimals, rounded half away from zero on
 * the number as written, e.g. 1234567 -> '1,234,567', 1.005 -> '1.01': what
 * Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }) writes, done by hand because a page's
 * first Intl formatter loads the locale data: a task of ~25 ms, 70-150 ms on a slowed phone CPU,
 * at every page's start (this module loads with the page), for commas in digits.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const written = String(Math.abs(value));
  if (written.includes('e')) {
    exponentFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    return exponentFormat.format(value);
  }
  const [whole = '0', fraction = ''] = written.split('.');
  const hundredths = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2)) + ((fraction[2] ?? '0') >= '5' ? 1n : 0n);
  const digits = hundredths.toString().padStart(3, '0');
  const decimals = digits.slice(-2).replace(/0+$/, '');
  const grouped = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

export function currencyPrefix(lang: Language, currencyType?: number | null): string {
  return lang === 'zh-tw' || currencyType === CURRENCY_TYPE.twd ? 'NT$' : '$';
}

export function formatPrice(amount: number, options: FormatPriceOptions): string {
  if (!Number.isFinite(amount)) return '';
  if (amount === 0 && options.freeLabel !== undefined) return options.freeLabel;
  const prefix = currencyPrefix(options.lang, options.currencyType);
  const sign = amount < 0 ? '-' : '';
  return `${sign}${prefix}${formatNumber(Math.abs(amount))}`;
}

/** Z points with thousands separators. */
export function formatPoints(points: number): string {
  return formatNumber(points);
}
