// Previous / next page of a queue, with "page n of m".
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@storefront/ui';

export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="operator-pager" aria-label={t`分頁`}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>上一頁</Trans>
      </Button>
      <span aria-live="polite">
        <Trans>
          第 {page} 頁，共 {pages} 頁
        </Trans>
      </span>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>下一頁</Trans>
      </Button>
    </nav>
  );
}
