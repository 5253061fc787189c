// Prices as the specifications show them: NT$ for zh-tw or currency type 0, $ otherwise, with
// comma thousands separators; a zero price shows the (already translated) free label.
import type { Language } from './language';

export interface FormatPriceOptions {
  lang: Language;
  /** 0 = NT$. */
  currencyType?: number | null;
  /** Shown instead of 0, e.g. 免費 / Free; the UI passes it translated. */
  freeLabel?: string;
}

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Digits with comma thousands separators, e.g. 1234567 -> '1,234,567'. */
export function formatNumber(value: number): string {
  return Number.isFinite(value) ? grouping.format(value) : '';
}

export function currencyPrefix(lang: Language, currencyType?: number | null): string {
  return lang === 'zh-tw' || currencyType === 0 ? 'NT$' : '$';
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
