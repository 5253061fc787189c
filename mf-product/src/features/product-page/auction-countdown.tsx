// The live countdown of an auction (days, hours, minutes), re-read every few seconds; tells the
// panel once the auction has ended so it stops taking bids.
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { countdownParts } from './countdown';

const TICK_MS = 5000;

export function AuctionCountdown({ endDate, onEnd }: { endDate: string | null | undefined; onEnd: () => void }) {
  const [now, setNow] = useState(() => Date.now());
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
    <p className="product-page__countdown" aria-live="off">
      <Trans>
        剩餘 <strong>{days}</strong> 天 <strong>{hours}</strong> 時 <strong>{minutes}</strong> 分
      </Trans>
    </p>
  );
}
