// Dates as the API answers them, from the values the database drivers give (PGlite and pg both
// give Date objects for timestamp and date columns): an ISO instant, or a calendar day.
/** An ISO 8601 instant from a timestamp column, or null. */
export const iso = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (!(value instanceof Date) && typeof value !== 'string' && typeof value !== 'number') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** A calendar day (yyyy-MM-dd) from a date column; PGlite and pg both give Date objects. */
export const day = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    const y = value.getFullYear();
    const m = String(value.getMonth() + 1).padStart(2, '0');
    const d = String(value.getDate()).padStart(2, '0');
    return `${y}-${m}-${d}`;
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 10) : null;
};
