// Says on every page that this storefront is a demo when the server runs the sandbox providers
// (it sets DEMO_MODE_COOKIE on its pages outside production): payments are simulated and nothing
// ships. Shown once the page runs in the browser (the server's first screen has no cookie to
// read), fixed in a corner so it moves nothing on the page and lets clicks through.
import { Trans } from '@lingui/react/macro';
import { DEMO_MODE_COOKIE } from '@storefront/contracts';
import { useSyncExternalStore } from 'react';

const isDemo = () => document.cookie.split(';').some((part) => part.trim() === `${DEMO_MODE_COOKIE}=1`);
// The cookie is set with the page and never changes while it is open.
const subscribe = () => () => undefined;
const onServer = () => false;

export function DemoBanner() {
  const demo = useSyncExternalStore(subscribe, isDemo, onServer);
  if (!demo) return null;
  return (
    <p className="shell-demo-banner" role="note">
      <Trans>示範網站：付款為模擬，不會扣款，訂單不會出貨</Trans>
    </p>
  );
}
