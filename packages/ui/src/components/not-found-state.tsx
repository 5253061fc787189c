// The fallback of an app's routes: the page does not exist, with a link back to the app's home.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from './empty-state';

export function NotFoundState({ backTo, backLabel }: { backTo: string; backLabel: ReactNode }) {
  return <EmptyState title={<Trans>找不到這個頁面</Trans>} action={<Link to={backTo}>{backLabel}</Link>} />;
}
