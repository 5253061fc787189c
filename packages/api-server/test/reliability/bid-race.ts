// 200 members bid on one auction at the same moment, over real sockets (spread over every server
// process given). Judged against the bidding rule: the accepted amounts, in the order the server
// committed them (ascending, since each must top the one before), must each reach the minimum
// over the previous one; a refused bid that reaches the minimum over the final price was refused
// wrongly; the bid history must hold exactly the accepted amounts.
import { currentAuctionPrice, minimumBid, PRODUCT_BASE } from '@storefront/contracts';
import { inWaves, registerShopper, Shopper } from './shopper';

type AuctionDetail = {
  productId: number;
  slug: string;
  auctionRecords?: { price: number }[] | null;
  startAuctionAmount?: number | null;
  minAuctionPrice?: number | null;
  endAuctionDate?: string | null;
};

export type BidRaceFigure = {
  bids: number;
  accepted: number;
  valid: number;
  refused: number;
  wrongAcceptances: number;
  wrongRefusals: number;
  duplicateAmountsAccepted: number;
  historyAdded: number;
  historyMatchesAccepted: boolean;
  serverErrors: number;
  otherAnswers: number;
  perServer: number[];
  seconds: number;
  ok: boolean;
};

/** The lowest amount the rule accepts on top of `price` (bids must also differ from every other). */
export const nextFloor = (price: number, step: number) => Math.max(minimumBid(price, step), price + 1);

/** Judges the answers of a race: amounts[i] was answered statuses[i]. */
export function judgeRace(minimumBefore: number, step: number, amounts: readonly number[], statuses: readonly number[]) {
  const accepted = amounts.filter((_, i) => statuses[i] === 200).sort((a, b) => a - b);
  let floor = minimumBefore;
  let wrongAcceptances = 0;
  for (const amount of accepted) {
    if (amount < floor) wrongAcceptances += 1;
    floor = nextFloor(amount, step);
  }
  const finalFloor = accepted.length ? nextFloor(accepted.at(-1)!, step) : minimumBefore;
  const refused = amounts.filter((_, i) => statuses[i] === 400);
  const wrongRefusals = refused.filter((amount) => amount >= finalFloor).length;
  const duplicateAmountsAccepted = accepted.length - new Set(accepted).size;
  return {
    accepted: accepted.length,
    acceptedAmounts: accepted,
    refused: refused.length,
    wrongAcceptances,
    wrongRefusals,
    duplicateAmountsAccepted,
    valid: accepted.length - wrongAcceptances + wrongRefusals,
  };
}

/**
 * Amounts from a fixed pseudo-random sequence: rising with the bidder's number (so many can win
 * as the bids land), each jittered by thirds of a step up or down, so many are equal, many arrive
 * out of order and many are closer to each other than one step (both may not win); the first
 * few are below the minimum.
 */
export function raceAmounts(minimum: number, step: number, count: number, seed = 20261123): number[] {
  let state = seed;
  const unit = Math.max(3, step);
  return Array.from({ length: count }, (_, i) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return minimum + Math.floor((unit * (i + (state % 13) - 9)) / 3);
  });
}

async function openAuction(visitor: Shopper): Promise<AuctionDetail> {
  const list = await visitor.get<{ productList: { slug: string; productBase?: number | null; endAuctionDate?: string | null }[] }>(
    '/api/product/list',
  );
  const open = list.body.productList
    .filter(
      (p) => p.productBase === PRODUCT_BASE.auction && p.endAuctionDate && new Date(p.endAuctionDate).getTime() > Date.now() + 120_000,
    )
    .sort((a, b) => new Date(b.endAuctionDate!).getTime() - new Date(a.endAuctionDate!).getTime());
  if (!open[0]) throw new Error('no open auction in the demo data');
  return (await visitor.get<AuctionDetail>(`/api/product/detail/${encodeURIComponent(open[0].slug)}`)).body;
}

export async function runBidRace(servers: readonly string[], runId: string, bidders = 200): Promise<BidRaceFigure> {
  const visitor = new Shopper(servers);
  const auction = await openAuction(visitor);
  const step = auction.minAuctionPrice ?? 0;
  const before = auction.auctionRecords ?? [];
  const minimumBefore = minimumBid(currentAuctionPrice(before, auction.startAuctionAmount), step);
  const shoppers = await inWaves(bidders, 8, (i) => registerShopper(servers, `bidder-${runId}-${i}@example.com`, i));
  const amounts = raceAmounts(minimumBefore, step, bidders);
  const perServer = servers.map(() => 0);

  const started = performance.now();
  const statuses = await Promise.all(
    shoppers.map((shopper, i) => {
      perServer[i % servers.length]! += 1;
      return shopper
        .post('/api/product/addAuction', { productId: auction.productId, price: amounts[i] }, i)
        .then((answer) => answer.status)
        .catch(() => 0);
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const judged = judgeRace(minimumBefore, step, amounts, statuses);
  const after = (await visitor.get<AuctionDetail>(`/api/product/detail/${encodeURIComponent(auction.slug)}`)).body.auctionRecords ?? [];
  const added = after.map((r) => r.price);
  for (const r of before) added.splice(added.indexOf(r.price), 1);
  added.sort((a, b) => a - b);
  const historyMatchesAccepted = JSON.stringify(added) === JSON.stringify(judged.acceptedAmounts);
  const serverErrors = statuses.filter((s) => s >= 500).length;
  const otherAnswers = statuses.filter((s) => s !== 200 && s !== 400 && s < 500).length;
  return {
    bids: bidders,
    accepted: judged.accepted,
    valid: judged.valid,
    refused: judged.refused,
    wrongAcceptances: judged.wrongAcceptances,
    wrongRefusals: judged.wrongRefusals,
    duplicateAmountsAccepted: judged.duplicateAmountsAccepted,
    historyAdded: added.length,
    historyMatchesAccepted,
    serverErrors,
    otherAnswers,
    perServer,
    seconds,
    ok:
      judged.accepted === judged.valid &&
      judged.wrongAcceptances === 0 &&
      judged.wrongRefusals === 0 &&
      historyMatchesAccepted &&
      serverErrors === 0 &&
      otherAnswers === 0,
  };
}
