// The fallback of an app's routes: the page does not exist, with a way back to the app's home.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { LinkButton } from './link-button';

export function NotFoundState({ backTo, backLabel }: { backTo: string; backLabel: ReactNode }) {
  return (
    <EmptyState
      kind="not-found"
      title={<Trans>找不到這個頁面</Trans>}
      action={
        <>
          <LinkButton variant="primary" to={backTo}>
            {backLabel}
          </LinkButton>
          <LinkButton to="/">
            <Trans>回首頁</Trans>
          </LinkButton>
        </>
      }
    />
  );
}
