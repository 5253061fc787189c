// Figure 4b: 200 members bid on one auction at the same moment. The race and its judge are the
// reliability suite's (packages/api-server/test/reliability/bid-race.ts): every bid the rule allows,
// in the order the server commits them, must be accepted and every other one refused with a 400,
// never a 500, and the bid history must hold exactly the accepted bids. Here it runs against the
// production build the bench serves, with its time.
import { runBidRace } from '@storefront/api-server/test/reliability/bid-race';
import { BASE_URL } from '../src/support/server';
import { AUCTION_BIDDERS, verdict, type Verdict } from './budgets';

export type AuctionFigure = {
  bidders: number;
  accepted: number;
  valid: number;
  refused: number;
  serverErrors: number;
  historyAdded: number;
  seconds: number;
  verdict: Verdict;
};

export async function measureAuctionRace(): Promise<AuctionFigure> {
  const race = await runBidRace([BASE_URL], `bench-${Date.now().toString(36)}`, AUCTION_BIDDERS);
  return {
    bidders: race.bids,
    accepted: race.accepted,
    valid: race.valid,
    refused: race.refused,
    serverErrors: race.serverErrors,
    historyAdded: race.historyAdded,
    seconds: race.seconds,
    verdict: verdict(race.ok),
  };
}
