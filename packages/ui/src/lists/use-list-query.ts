// A paged list's place in its URL (`?q=…&status=…&sort=…&page=2`): read with the list's query
// schema from contracts, so reload, back and a shared link open the same page. A value the schema
// refuses (a hand-edited URL) is left out, so the list opens with its default instead of an error.
// Changing the search, a filter or the sort goes back to page 1.
import { listQueryFromParams, type PageInfo } from '@storefront/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';

type ListQuerySchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

export type ListQuery<S extends ListQuerySchema> = {
  /** The valid values of the URL, as the call's query (strings). */
  query: v.InferInput<S>;
  /** The same values read by the schema, defaults filled in. */
  values: v.InferOutput<S>;
  /** A key for useApiData's inputs. */
  key: string;
  /** Sets (or, with '' or undefined, removes) values; anything but the page goes back to page 1. */
  set: (changes: Readonly<Record<string, string | undefined>>) => void;
  /** The link of a page of the list (the current URL with another page). */
  pageHref: (page: number) => string;
};

export function useListQuery<S extends ListQuerySchema>(schema: S): ListQuery<S> {
  const [params, setParams] = useSearchParams();
  const raw = listQueryFromParams(schema, params);
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (v.safeParse(schema.entries[key]!, value).success) query[key] = value;
  }
  const values = v.parse(schema, query);

  const set = (changes: Readonly<Record<string, string | undefined>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  const pageHref = (page: number) => {
    const next = new URLSearchParams(params);
    if (page <= 1) next.delete('page');
    else next.set('page', String(page));
    const search = next.toString();
    return search ? `?${search}` : '?';
  };

  return { query, values, key: JSON.stringify(query), set, pageHref };
}

/**
 * The paging of the latest answer, kept while the next page loads, so the pager stays where it was
 * (a keyboard user on "next" keeps their place) instead of disappearing with the table.
 */
export function useSettledPageInfo(answer: PageInfo | undefined): PageInfo | null {
  const [last, setLast] = useState<PageInfo | null>(answer ?? null);
  if (answer && (answer.page !== last?.page || answer.pageSize !== last.pageSize || answer.total !== last.total)) {
    setLast({ page: answer.page, pageSize: answer.pageSize, total: answer.total });
  }
  return answer ?? last;
}
