// Page links for long lists; the current page is marked for assistive technology.
import { useLingui } from '@lingui/react/macro';
import { Button } from './button';

export function Pagination({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className="sf-pagination" aria-label={t`分頁`}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t`上一頁`}>
        ‹
      </Button>
      {pages.map((n) => (
        <Button key={n} aria-current={n === page ? 'page' : undefined} onClick={() => onPage(n)}>
          {n}
        </Button>
      ))}
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)} aria-label={t`下一頁`}>
        ›
      </Button>
    </nav>
  );
}
