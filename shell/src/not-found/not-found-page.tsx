// Any path no route knows.
import { Trans } from '@lingui/react/macro';
import { EmptyState } from '@storefront/ui';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <EmptyState
      title={<Trans>找不到這個頁面</Trans>}
      hint={<Trans>網址可能有誤，或頁面已經移除。</Trans>}
      action={
        <Link to="/">
          <Trans>回到首頁</Trans>
        </Link>
      }
    />
  );
}
