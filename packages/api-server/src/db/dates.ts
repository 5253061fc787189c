// Dates as the API answers them, from the values the database drivers give (PGlite and pg both
// give Date objects for timestamp columns, text for date columns): an ISO instant, or a calendar day.
import { todayInTaipei } from '@storefront/contracts';
/** An ISO 8601 instant from a timestamp column, or null. */
export const iso = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (!(value instanceof Date) && typeof value !== 'string' && typeof value !== 'number') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/**
 * A calendar day (yyyy-MM-dd) from a date column. Both drivers are set to give date columns as
 * their text (db/pglite.ts, db/postgres.ts), so no time zone can move the day; a Date (a value
 * computed in SQL) is read on the Asia/Taipei calendar.
 */
export const day = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : todayInTaipei(value);
  return typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 10) : null;
};
