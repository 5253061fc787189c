// "此欄位必填": a value counts as given when it is not null/undefined, not blank text, not NaN
// and not an empty list. Shared by forms and the server so both agree on what "empty" means.

export function isRequired(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}
