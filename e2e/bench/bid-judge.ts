// The rule the auction race is judged by, apart from the network: given the bids sent at once
// and the answers, which bids were valid in the order the server committed them.
import { minimumBid } from '@storefront/contracts';

export type BidOutcome = { accepted: number; valid: number; refused: number; serverErrors: number; unanswered: number };

/**
 * Accepted bids, sorted, are the server's commit order (each had to top the one before by the
 * step): those that do are valid. A refused bid that would top the final price is valid too,
 * whatever the order, so the server must not have refused it.
 */
export function judgeBids(minimumBefore: number, step: number, amounts: number[], statuses: number[]): BidOutcome {
  const accepted = amounts.filter((_, index) => statuses[index] === 200).sort((a, b) => a - b);
  const refused = amounts.filter((_, index) => statuses[index] === 400);
  let floor = minimumBefore;
  let validChain = 0;
  for (const amount of accepted) {
    if (amount >= floor) validChain += 1;
    floor = minimumBid(amount, step);
  }
  const highest = accepted.at(-1);
  const finalMinimum = highest === undefined ? minimumBefore : minimumBid(highest, step);
  const wronglyRefused = refused.filter((amount) => amount >= finalMinimum).length;
  return {
    accepted: accepted.length,
    valid: validChain + wronglyRefused,
    refused: refused.length,
    serverErrors: statuses.filter((status) => status >= 500).length,
    unanswered: statuses.filter((status) => status !== 200 && status !== 400 && status < 500).length,
  };
}
