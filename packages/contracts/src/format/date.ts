// Dates as the specifications show them, always on the Asia/Taipei calendar (the marketplace's
// day), whatever the time zone of the browser or the server: 'yyyy 年 MM 月 dd 日' (zh-tw),
// 'yyyy/MM/dd' (en) and 'yyyy-MM-dd' (sale dates, shipping date, the wire).
import type { Language } from './language';

// Taiwan has kept UTC+8 without daylight saving since 1979, so a fixed offset is exact.
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;
// A calendar day or a local date-time without a zone is already a Taipei wall-clock value.
const LOCAL_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;

export type DateInput = Date | string | number | null | undefined;

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export function taipeiDay(input: DateInput): CalendarDay | null {
  if (input === null || input === undefined || input === '') return null;
  if (typeof input === 'string') {
    const local = LOCAL_DAY.exec(input.trim());
    if (local) return { year: Number(local[1]), month: Number(local[2]), day: Number(local[3]) };
  }
  const time = input instanceof Date ? input.getTime() : new Date(input).getTime();
  if (Number.isNaN(time)) return null;
  const shifted = new Date(time + TAIPEI_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The order/points date of the lists; '' when the input is missing or unreadable. */
export function formatDate(input: DateInput, lang: Language): string {
  const day = taipeiDay(input);
  if (!day) return '';
  return lang === 'zh-tw' ? `${day.year} 年 ${pad(day.month)} 月 ${pad(day.day)} 日` : `${day.year}/${pad(day.month)}/${pad(day.day)}`;
}

/** A moment with its Taipei time of day (an order's timeline); '' when missing or unreadable. */
export function formatDateTime(input: DateInput, lang: Language): string {
  if (input === null || input === undefined || input === '') return '';
  const time = input instanceof Date ? input.getTime() : new Date(input).getTime();
  if (Number.isNaN(time)) return '';
  const t = new Date(time + TAIPEI_OFFSET_MS);
  const clock = `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`;
  const [y, m, d] = [t.getUTCFullYear(), pad(t.getUTCMonth() + 1), pad(t.getUTCDate())];
  return lang === 'zh-tw' ? `${y} 年 ${m} 月 ${d} 日 ${clock}` : `${y}/${m}/${d} ${clock}`;
}

/** yyyy-MM-dd; '' when the input is missing or unreadable. */
export function formatSaleDate(input: DateInput): string {
  const day = taipeiDay(input);
  return day ? `${day.year}-${pad(day.month)}-${pad(day.day)}` : '';
}

/** Today in Taipei as yyyy-MM-dd (the default shipping date). */
export function todayInTaipei(now: Date = new Date()): string {
  return formatSaleDate(now);
}
