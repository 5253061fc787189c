// The pages of a paged list as links (each page has its URL, so reload and back keep the place):
// previous, the first and last page, the pages around the current one, next; and the count of
// what matches. The current page is marked for screen readers (aria-current). A page past the
// list's end says so, with the way back to the first page.
import { Trans, useLingui } from '@lingui/react/macro';
import { pageCount } from '@storefront/contracts';
import type { ReactNode } from 'react';
import { Link } from '../navigation/links';
import { EmptyState } from '../components/empty-state';
import { LinkButton } from '../components/link-button';

type PageInfo = { page: number; pageSize: number; total: number };

/** The page numbers to show: first, last and two either side of the current, gaps as null. */
export function pageWindow(page: number, last: number): (number | null)[] {
  const wanted = new Set([1, last, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= last));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? [null, n] : [n]));
}

/**
 * How a page is reached: by its URL (a list page: reload and back keep the place), or, for a list
 * inside a dialog (the picture library), by a button that asks its owner for the page.
 */
type PageTarget = { pageHref: (page: number) => string; onPage?: never } | { onPage: (page: number) => void; pageHref?: never };

function PageControl({
  to,
  target,
  ...rest
}: {
  to: number;
  target: PageTarget;
  className?: string;
  rel?: string;
  'aria-label'?: string;
  children: ReactNode;
}) {
  if (target.pageHref) return <Link to={target.pageHref(to)} {...rest} />;
  const { rel: _rel, ...button } = rest;
  return (
    <button type="button" {...button} className={`sf-pager__button ${button.className ?? ''}`.trim()} onClick={() => target.onPage(to)} />
  );
}

export function ListPager({ page, pageSize, total, ...target }: PageInfo & PageTarget) {
  const { t } = useLingui();
  const last = pageCount({ total, pageSize });
  if (last <= 1 && page <= 1) return null;
  return (
    <nav className="sf-pager" aria-label={t`分頁`}>
      {page > 1 ? (
        <PageControl className="sf-pager__step" to={Math.min(page - 1, last)} target={target} rel="prev">
          <Trans>上一頁</Trans>
        </PageControl>
      ) : null}
      <ul className="sf-pager__pages">
        {pageWindow(page, last).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span className="sf-pager__current" aria-current="page" aria-label={t`第 ${n} 頁`}>
                  {n}
                </span>
              ) : (
                <PageControl to={n} target={target} aria-label={t`第 ${n} 頁`}>
                  {n}
                </PageControl>
              )}
            </li>
          ),
        )}
      </ul>
      {page < last ? (
        <PageControl className="sf-pager__step" to={page + 1} target={target} rel="next">
          <Trans>下一頁</Trans>
        </PageControl>
      ) : null}
    </nav>
  );
}

/**
 * 「第 21–40 筆，共 45 筆」: where the page is in the whole, read out when it changes. A search that
 * matched more than the server counts (totalCapped) says 「超過 1000 筆」.
 */
export function ListTotal({ page, pageSize, total, totalCapped }: PageInfo & { totalCapped?: boolean | null }) {
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  // A page past the last (an old link) names no records of its own: only the whole.
  const past = from > total;
  return (
    <p className="sf-list-total" role="status" data-testid="list-total">
      {totalCapped ? (
        past ? (
          <Trans>超過 {total} 筆</Trans>
        ) : (
          <Trans>
            第 {from}–{to} 筆，超過 {total} 筆
          </Trans>
        )
      ) : past ? (
        <Trans>共 {total} 筆</Trans>
      ) : (
        <Trans>
          第 {from}–{to} 筆，共 {total} 筆
        </Trans>
      )}
    </p>
  );
}

/**
 * A page past the list's end (an old link, or the last item removed in another tab): says so, with
 * the way back to the first page. title names what the list holds (這一頁沒有商品).
 */
export function PastLastPage({ title, firstPageHref }: { title: ReactNode; firstPageHref: string }) {
  return (
    <EmptyState
      title={title}
      action={
        <LinkButton variant="secondary" to={firstPageHref}>
          <Trans>回到第一頁</Trans>
        </LinkButton>
      }
    />
  );
}
