// Auction rules of the product page: the current price is the highest bid (or the start amount
// when nobody bid yet) and a new bid must reach the current price plus the minimum step.

export interface AuctionRecordLike {
  readonly price: number;
}

export function currentAuctionPrice(
  auctionRecords: readonly AuctionRecordLike[] | null | undefined,
  startAuctionAmount: number | null | undefined,
): number {
  const start = startAuctionAmount ?? 0;
  if (!auctionRecords || auctionRecords.length === 0) return start;
  return auctionRecords.reduce((highest, record) => Math.max(highest, record.price), -Infinity);
}

export function minimumBid(currentPrice: number, step: number | null | undefined): number {
  return currentPrice + Math.max(0, step ?? 0);
}

/** An empty or non-numeric bid is invalid, like one below the minimum ("出價金額不可低於 …"). */
export function isValidBid(bid: number | string | null | undefined, currentPrice: number, step: number | null | undefined): boolean {
  if (bid === null || bid === undefined) return false;
  if (typeof bid === 'string' && bid.trim() === '') return false;
  const amount = typeof bid === 'number' ? bid : Number(bid);
  if (!Number.isFinite(amount)) return false;
  return amount >= minimumBid(currentPrice, step);
}
