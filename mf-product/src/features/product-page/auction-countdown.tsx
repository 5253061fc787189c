// The live countdown of an auction (days, hours, minutes), re-read every few seconds; tells the
// panel once the auction has ended so it stops taking bids. On a page the server rendered, the
// browser adopts the server's figures as they are (a minute may have passed since) and then shows
// its own.
import { Trans } from '@lingui/react/macro';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { countdownParts } from './countdown';

const TICK_MS = 5000;

const subscribeToNothing = () => () => undefined;

/** False while React renders on the server or adopts the server's HTML, true after that. */
function useAdopted(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

export function AuctionCountdown({ endDate, onEnd }: { endDate: string | null | undefined; onEnd: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const adopted = useAdopted();
  const parts = countdownParts(endDate, now);
  useEffect(() => {
    if (parts.ended) {
      onEnd();
      return undefined;
    }
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [parts.ended, onEnd]);

  if (parts.ended) {
    return (
      <p className="product-page__countdown" role="status">
        <Trans>競標已結束</Trans>
      </p>
    );
  }
  const { days, hours, minutes } = parts;
  return (
    // The figures the browser adopted may be the server's (suppressHydrationWarning); once adopted,
    // a new element shows the browser's own.
    <p key={adopted ? 'live' : 'adopting'} className="product-page__countdown" aria-live="off">
      <Trans>
        剩餘 <strong suppressHydrationWarning>{days}</strong> 天 <strong suppressHydrationWarning>{hours}</strong> 時{' '}
        <strong suppressHydrationWarning>{minutes}</strong> 分
      </Trans>
    </p>
  );
}
