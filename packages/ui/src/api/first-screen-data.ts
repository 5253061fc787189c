// The answers the server rendered a page's first screen with. The server puts them in the page
// (a JSON script beside the HTML it rendered); the screen's first render reads its answer from
// here, so it shows what the HTML already shows and React adopts that HTML instead of replacing
// it with a loading state. Each answer serves one first render only: a later visit to the same
// screen asks the server again. The server's render does not hold its answers here: it carries
// them itself (ServerRenderContext), as renders of different requests run at the same time.
import { firstCallKey, type EndpointName } from '@storefront/contracts';

const answers = new Map<string, unknown>();

/**
 * The key of one call: its endpoint's path with the parameters filled in and its query (the route
 * table's firstCallKey, which the server keys its answers by too).
 */
export function firstScreenKey(
  endpoint: EndpointName,
  params: Record<string, string | number> = {},
  query: Readonly<Record<string, string | number | boolean | undefined>> = {},
): string {
  return firstCallKey(endpoint, params, query);
}

/** Replaces the held answers (the page's JSON script, in the browser). */
export function holdFirstScreenData(entries: Record<string, unknown>): void {
  answers.clear();
  for (const [key, value] of Object.entries(entries)) answers.set(key, value);
}

/** The held answer for key, if any (does not use it up: a render may run more than once). */
export function firstScreenAnswer(key: string): { value: unknown } | undefined {
  return answers.has(key) ? { value: answers.get(key) } : undefined;
}

/** Uses up the held answer for key: the screen that showed it now keeps its own state. */
export function releaseFirstScreenAnswer(key: string): void {
  answers.delete(key);
}

/** The id of the JSON script holding a page's first-screen answers. */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** Reads the page's first-screen answers (a bad or missing script holds nothing). */
export function readFirstScreenData(doc: Document = document): Record<string, unknown> {
  const text = doc.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
