// What an order costs, computed the same way by the checkout screens and the API server: goods
// subtotal, the merchant's shipping fee (a room-temperature and a frozen parcel, free above a
// threshold; a country's own fee abroad; the default TW entry when nothing is loaded), the points
// limit (each line's usePointPercent points per unit, at most half of the total, at most the
// buyer's balance) and, for a checkout of several merchants, each merchant's part and its share
// of the points.
import { DELIVERY_TYPE, TAIWAN_COUNTRY_CODE } from '@storefront/contracts';
import { DEFAULT_COUNTRY_FEE, type CountryFee } from '@storefront/contracts/member';
import type { MerchantShipping } from './checkout-quote';

export interface PricedLine {
  price: number;
  quantity: number;
  usePointPercent: number;
  productDeliveryType: number;
}

export const goodsSubtotal = (lines: readonly PricedLine[]): number => lines.reduce((sum, l) => sum + l.price * l.quantity, 0);

const isFrozen = (line: PricedLine) => line.productDeliveryType === DELIVERY_TYPE.frozen;

/**
 * The shipping fee of one merchant's part of an order. Abroad the country's entry decides; in
 * Taiwan the merchant's fees: frozen and room-temperature lines ship as two parcels, each with
 * its fee (frozenFee, fee), both free when the merchant offers free shipping and the part's
 * subtotal reaches its threshold; the default TW entry when the merchant's fees are unknown.
 */
export function shippingFee(
  lines: readonly PricedLine[],
  merchant: MerchantShipping | null | undefined,
  country: CountryFee = DEFAULT_COUNTRY_FEE,
): number {
  if (lines.length === 0) return 0;
  const subtotal = goodsSubtotal(lines);
  if (country.code !== TAIWAN_COUNTRY_CODE || !merchant) {
    return subtotal >= country.freeShippingPrice ? 0 : country.value;
  }
  if (merchant.useFreeShipping && subtotal >= merchant.freeShippingPrice) return 0;
  const frozen = lines.some(isFrozen) ? merchant.frozenFee : 0;
  const normal = lines.some((l) => !isFrozen(l)) ? merchant.fee : 0;
  return frozen + normal;
}

/**
 * How far a merchant's part is from free shipping: 0 when it ships free for its subtotal (滿額免費),
 * the amount still to buy when the merchant offers free shipping (再買 NT$… 免運), null when it
 * does not (or abroad, or the fees are unknown).
 */
export function freeShippingGap(
  lines: readonly PricedLine[],
  merchant: MerchantShipping | null | undefined,
  country: CountryFee = DEFAULT_COUNTRY_FEE,
): number | null {
  if (country.code !== TAIWAN_COUNTRY_CODE || !merchant || !merchant.useFreeShipping) return null;
  return Math.max(0, merchant.freeShippingPrice - goodsSubtotal(lines));
}

/** The country fee entry for a code: the loaded list's, else the default TW entry. */
export function countryFee(countries: readonly CountryFee[] | null | undefined, code: string): CountryFee {
  const found = countries?.find((c) => c.code === code);
  if (found) return found;
  return code === TAIWAN_COUNTRY_CODE ? DEFAULT_COUNTRY_FEE : { ...DEFAULT_COUNTRY_FEE, code, title: code };
}

/** The most points an order can use: per-line allowance, half the total, the balance. */
export function maxUsablePoints(lines: readonly PricedLine[], orderTotal: number, balance: number): number {
  const allowance = lines.reduce((sum, l) => sum + Math.max(0, l.usePointPercent) * l.quantity, 0);
  return Math.max(0, Math.min(allowance, Math.floor(orderTotal / 2), Math.floor(balance)));
}

export interface OrderAmounts {
  subtotal: number;
  shipping: number;
  /** Subtotal plus shipping, before points. */
  total: number;
  maxPoints: number;
  usePoints: number;
  /** What the buyer pays: total less points. */
  payable: number;
}

/** The amounts of an order; usePoints is clamped to what is allowed. */
export function orderAmounts(lines: readonly PricedLine[], shipping: number, balance: number, usePoints: number): OrderAmounts {
  const subtotal = goodsSubtotal(lines);
  const total = subtotal + shipping;
  const maxPoints = maxUsablePoints(lines, total, balance);
  const used = Math.max(0, Math.min(Math.floor(usePoints), maxPoints));
  return { subtotal, shipping, total, maxPoints, usePoints: used, payable: total - used };
}

/**
 * Splits `total` over `weights` in proportion, in whole numbers that add up to `total` exactly
 * (largest remainder: each share is the floor of its exact part, the units left over go to the
 * largest fractions, earlier entries first on a tie). No share exceeds its weight when `total`
 * is at most the sum of the weights.
 */
export function spreadInProportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + Math.max(0, w), 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * Math.max(0, w)) / sum);
  const shares = exact.map((e) => Math.floor(e));
  let left = total - shares.reduce((a, s) => a + s, 0);
  const order = exact.map((e, i) => ({ i, frac: e - Math.floor(e) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** One merchant's part of a checkout: its lines become one order. */
export interface MerchantPart<L extends PricedLine = PricedLine> {
  merchantId: number;
  lines: readonly L[];
  subtotal: number;
  shipping: number;
  /** 0 when it ships free for its subtotal, the amount short of free shipping, null without the offer. */
  freeShippingGap: number | null;
  /** Subtotal plus shipping. */
  total: number;
  /** The points this order takes of the points used. */
  usePoints: number;
  /** What this order costs the buyer: total less its points. */
  payable: number;
}

export interface CheckoutAmounts<L extends PricedLine = PricedLine> extends OrderAmounts {
  parts: MerchantPart<L>[];
}

/**
 * The amounts of a checkout of several merchants' lines, computed the same way by the checkout
 * screens and the API server: lines grouped by merchant (in the order they first appear), each
 * group's shipping; the points limit over the whole checkout (the lines' allowance, half the
 * total, the balance), the points used spread over the merchants in proportion to what each may
 * take (its allowance, at most its total), in whole points that add up exactly.
 */
export function checkoutAmounts<L extends PricedLine & { merchantId: number }>(
  lines: readonly L[],
  merchants: readonly MerchantShipping[] | null | undefined,
  country: CountryFee,
  balance: number,
  usePoints: number,
): CheckoutAmounts<L> {
  const byMerchant = new Map<number, L[]>();
  for (const line of lines) {
    const list = byMerchant.get(line.merchantId) ?? [];
    list.push(line);
    byMerchant.set(line.merchantId, list);
  }
  const parts = [...byMerchant.entries()].map(([merchantId, own]) => {
    const merchant = merchants?.find((m) => m.merchantId === merchantId);
    const subtotal = goodsSubtotal(own);
    const shipping = shippingFee(own, merchant, country);
    return {
      merchantId,
      lines: own,
      subtotal,
      shipping,
      freeShippingGap: freeShippingGap(own, merchant, country),
      total: subtotal + shipping,
      usePoints: 0,
      payable: subtotal + shipping,
    };
  });
  const subtotal = parts.reduce((a, p) => a + p.subtotal, 0);
  const shipping = parts.reduce((a, p) => a + p.shipping, 0);
  const total = subtotal + shipping;
  const weights = parts.map((p) =>
    Math.min(
      p.total,
      p.lines.reduce((a, l) => a + Math.max(0, l.usePointPercent) * l.quantity, 0),
    ),
  );
  const maxPoints = Math.max(
    0,
    Math.min(
      weights.reduce((a, w) => a + w, 0),
      Math.floor(total / 2),
      Math.floor(balance),
    ),
  );
  const used = Math.max(0, Math.min(Math.floor(usePoints), maxPoints));
  const shares = spreadInProportion(used, weights);
  for (const [index, part] of parts.entries()) {
    part.usePoints = shares[index] ?? 0;
    part.payable = part.total - part.usePoints;
  }
  return { parts, subtotal, shipping, total, maxPoints, usePoints: used, payable: total - used };
}
