// What an order costs, computed the same way by the checkout screens and the API server: goods
// subtotal, the merchant's shipping fee (general or frozen, free above a threshold; a country's
// own fee abroad; the default TW entry when nothing is loaded) and the points limit (each line's
// usePointPercent points per unit, at most half of the total, at most the buyer's balance).
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

/**
 * The shipping fee of one merchant's part of an order. Abroad the country's entry decides; in
 * Taiwan the merchant's fees (frozen when any line is frozen) and its free-shipping threshold,
 * or the default TW entry when the merchant's fees are unknown.
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
  return lines.some((l) => l.productDeliveryType === DELIVERY_TYPE.frozen) ? merchant.frozenFee : merchant.fee;
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
