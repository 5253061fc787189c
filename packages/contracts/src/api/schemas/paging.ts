// Paged lists (a merchant's products and orders, and every list that grows): the query a list
// page sends, every value a string as in the page's URL, so the screen's `?page=2&sort=…&q=…`
// is the call's query; and the answer's paging fields. A bad value is a 400 from the server, a
// page past the end is an empty page with the true total.
import * as v from 'valibot';
import { obj, rNum, rOptBool } from './fields';

/** The longest text a list search reads; longer is a 400, not a slow query. */
export const LIST_SEARCH_MAX = 100;
/** The page size a list sends when the query names none, and the most it sends at once. */
export const LIST_PAGE_SIZE = 20;
export const LIST_PAGE_SIZE_MAX = 100;
/** The last page number a query may ask for. */
export const LIST_PAGE_MAX = 100_000;

// Control characters (C0, DEL, C1) have no place in a search and are refused, never stripped.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** `q`: trimmed text, at most LIST_SEARCH_MAX characters ('' is no search). */
export const listSearchText = () =>
  v.pipe(
    v.string('invalid'),
    v.trim(),
    v.maxLength(LIST_SEARCH_MAX, 'tooLong'),
    v.check((s) => !CONTROL.test(s), 'invalid'),
  );

/** A whole number from 1 to `max`, written in a URL. */
export const positiveText = (max: number) =>
  v.pipe(v.string('invalid'), v.regex(/^[1-9]\d{0,8}$/, 'integer'), v.transform(Number), v.maxValue(max, 'max'));

/** One of a list of numeric codes (a status), written in a URL. */
export const codeText = <const T extends readonly number[]>(codes: T) =>
  v.pipe(
    v.picklist(
      codes.map((code) => String(code)),
      'invalid',
    ),
    v.transform((s) => Number(s) as T[number]),
  );

/** The query entries every paged list takes; its own sort and filters go beside them. */
export const pageQueryEntries = {
  q: v.optional(listSearchText(), ''),
  page: v.optional(positiveText(LIST_PAGE_MAX), '1'),
  pageSize: v.optional(positiveText(LIST_PAGE_SIZE_MAX), String(LIST_PAGE_SIZE)),
};

/**
 * A list's search counts its matches up to this many. Past it the answer says "more than" (total
 * is the cap, totalCapped true) and its pages end there: counting every order of a big merchant
 * that a search matches took 165-300 ms (200,000 orders, issue 26, `pnpm bench:scale`).
 */
export const LIST_SEARCH_TOTAL_CAP = 1000;

/**
 * The paging fields of the answer: the whole count that matches (up to LIST_SEARCH_TOTAL_CAP for a
 * list's search, totalCapped when there are more), and the page sent.
 */
export const pagedAnswerEntries = { total: rNum(), totalCapped: rOptBool(), page: rNum(), pageSize: rNum() };

export const PageInfo = obj(pagedAnswerEntries);
export type PageInfo = v.InferOutput<typeof PageInfo>;

/** The number of pages of `total` rows at `pageSize` a page (1 for an empty list). */
export const pageCount = ({ total, pageSize }: { total: number; pageSize: number }): number =>
  Math.max(1, Math.ceil(total / Math.max(1, pageSize)));

/**
 * The query of a list page's URL as the call's query: only the schema's keys, empty ones left
 * out (the schema gives their defaults).
 */
export function listQueryFromParams(
  schema: v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>,
  params: URLSearchParams,
) {
  const out: Record<string, string> = {};
  for (const key of Object.keys(schema.entries)) {
    const value = params.get(key);
    if (value !== null && value !== '') out[key] = value;
  }
  return out;
}
