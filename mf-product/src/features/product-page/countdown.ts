// The auction countdown: what is left until the end, in the specification's units (days, hours,
// minutes). Pure, so the panel only has to re-render it every few seconds.

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  /** True once the end has passed (or there is no end date): bidding is over. */
  ended: boolean;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function countdownParts(endDate: string | null | undefined, now: number = Date.now()): CountdownParts {
  const end = endDate ? new Date(endDate).getTime() : Number.NaN;
  const left = end - now;
  if (!Number.isFinite(left) || left <= 0) return { days: 0, hours: 0, minutes: 0, ended: true };
  // A partial minute counts as a whole one: "0 minutes" while bids are still taken would mislead.
  const minutesLeft = Math.ceil(left / MINUTE);
  return {
    days: Math.floor(minutesLeft / (DAY / MINUTE)),
    hours: Math.floor((minutesLeft % (DAY / MINUTE)) / 60),
    minutes: minutesLeft % 60,
    ended: false,
  };
}
