// Figure 4b: 200 members bid on one auction at the same moment. Every bid that the rule allows
// (at least the current price plus the step, in the order the server commits them) must be
// accepted and every other one refused with a 400, never a 500: the accepted amounts, sorted,
// must form a chain that each step respects, no refused bid may be valid on top of the final
// price, and the server's bid history must hold exactly the accepted bids.
import { currentAuctionPrice, minimumBid } from '@storefront/contracts';
import { judgeBids } from './bid-judge';
import { listedProducts } from '../src/support/catalogue';
import { BASE_URL } from '../src/support/server';
import { AUCTION_BIDDERS, verdict, type Verdict } from './budgets';

type AuctionDetail = {
  productId: number;
  slug: string;
  auctionRecords?: { price: number }[] | null;
  startAuctionAmount?: number | null;
  minAuctionPrice?: number | null;
  endAuctionDate?: string | null;
};

export type AuctionFigure = {
  product: string;
  bidders: number;
  accepted: number;
  valid: number;
  refused: number;
  serverErrors: number;
  historyAdded: number;
  seconds: number;
  verdict: Verdict;
};

async function detail(slug: string): Promise<AuctionDetail> {
  return (await (await fetch(`${BASE_URL}/api/product/detail/${encodeURIComponent(slug)}`)).json()) as AuctionDetail;
}

async function openAuction(): Promise<AuctionDetail> {
  for (const listed of await listedProducts()) {
    if (listed.productBase !== 1) continue;
    const product = await detail(listed.slug);
    if (product.endAuctionDate && new Date(product.endAuctionDate).getTime() > Date.now() + 60_000) return product;
  }
  throw new Error('the demo data has no open auction');
}

/** A signed-in bidder: a fresh member registered through the API, holding its session cookie. */
async function registerBidder(runId: string, index: number): Promise<string> {
  const password = 'Bench-pass-1234';
  const response = await fetch(`${BASE_URL}/api/member/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE_URL },
    body: JSON.stringify({ email: `bidder-${runId}-${index}@example.com`, password, confirmPassword: password, firstName: '競標', lastName: `測${index}` }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='));
  if (!response.ok || !cookie) throw new Error(`registering bidder ${index} failed: HTTP ${response.status} ${await response.text()}`);
  return cookie.split(';')[0] ?? cookie;
}

async function inBatches<T>(count: number, size: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < count; start += size) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, i) => make(start + i)))));
  }
  return out;
}

/** Amounts from a fixed pseudo-random sequence: many equal, many out of order, some too low. */
function amounts(minimum: number, step: number, count: number): number[] {
  let seed = 20261123;
  return Array.from({ length: count }, () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return minimum + Math.max(1, step) * ((seed % 80) - 10);
  });
}

export async function measureAuctionRace(): Promise<AuctionFigure> {
  const product = await openAuction();
  const step = product.minAuctionPrice ?? 0;
  const before = product.auctionRecords ?? [];
  const minimumBefore = minimumBid(currentAuctionPrice(before, product.startAuctionAmount), step);
  const runId = Date.now().toString(36);
  const cookies = await inBatches(AUCTION_BIDDERS, 10, (index) => registerBidder(runId, index));
  const bids = amounts(minimumBefore, step, AUCTION_BIDDERS);

  const started = performance.now();
  const statuses = await Promise.all(
    cookies.map((cookie, index) =>
      fetch(`${BASE_URL}/api/product/addAuction`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: BASE_URL, cookie },
        body: JSON.stringify({ productId: product.productId, price: bids[index] }),
      }).then((response) => response.status),
    ),
  );
  const seconds = (performance.now() - started) / 1000;

  const outcome = judgeBids(minimumBefore, step, bids, statuses);
  const after = (await detail(product.slug)).auctionRecords ?? [];
  const historyAdded = after.length - before.length;
  return {
    product: product.slug,
    bidders: AUCTION_BIDDERS,
    accepted: outcome.accepted,
    valid: outcome.valid,
    refused: outcome.refused,
    serverErrors: outcome.serverErrors,
    historyAdded,
    seconds,
    verdict: verdict(
      outcome.accepted === outcome.valid && historyAdded === outcome.accepted && outcome.serverErrors === 0 && outcome.unanswered === 0,
    ),
  };
}
