// The listing's state lives in its URL (?q=&category=&sort=&page=…): each change is a new
// history entry, so the back button returns to the previous filters and every page has a real URL.

/** The URL parameters a listing reads; anything else in the URL is left alone. */
export const LISTING_KEYS = ['q', 'category', 'brand', 'minPrice', 'maxPrice', 'kind', 'inStock', 'onSale', 'sort', 'page'] as const;
export type ListingKey = (typeof LISTING_KEYS)[number];

/** The parameters with some changed (undefined or '' removes one); any change but the page's goes back to page 1. */
export function withParams(current: URLSearchParams, changes: Partial<Record<ListingKey, string | undefined>>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** The link to a page of the results. */
export function pageHref(pathname: string, current: URLSearchParams, page: number): string {
  const next = withParams(current, { page: page > 1 ? String(page) : undefined });
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}
