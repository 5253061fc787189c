// The order's amounts as the server will compute them: the quoted prices, the merchant's
// shipping fee for the chosen country, and the points the buyer may use.
import type { CheckoutQuoteResponse, CountryFee, PricedLine } from '@storefront/contracts';
import { countryFee, orderAmounts, shippingFee } from '@storefront/contracts/checkout';
import type { CheckoutLine } from './use-checkout-lines';

export function pricedLines(lines: readonly CheckoutLine[]): PricedLine[] {
  return lines.map(({ item, quote }) => ({
    price: quote?.price ?? item.price,
    quantity: item.quantity,
    usePointPercent: quote?.usePointPercent ?? item.usePointPercent,
    productDeliveryType: quote?.productDeliveryType ?? item.productDeliveryType,
  }));
}

export function amountsFor(
  lines: readonly CheckoutLine[],
  quote: CheckoutQuoteResponse | undefined,
  countries: readonly CountryFee[] | undefined,
  country: string,
  balance: number,
  usePoints: number,
) {
  const priced = pricedLines(lines);
  const merchantId = lines[0]?.item.merchantId;
  const merchant = quote?.merchants.find((m) => m.merchantId === merchantId);
  const fee = shippingFee(priced, merchant, countryFee(countries, country));
  return orderAmounts(priced, fee, balance, usePoints);
}
