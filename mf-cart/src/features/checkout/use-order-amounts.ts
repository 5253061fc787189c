// The checkout's amounts as the server will compute them: the quoted prices, each merchant's
// shipping for the chosen country, and the points the buyer may use, spread over the merchants.
import type { CheckoutQuoteResponse, CountryFee, PricedLine } from '@storefront/contracts';
import { checkoutAmounts, countryFee } from '@storefront/contracts/checkout';
import type { CheckoutLine } from './use-checkout-lines';

export type CheckoutPricedLine = PricedLine & { merchantId: number; line: CheckoutLine };

export function pricedLines(lines: readonly CheckoutLine[]): CheckoutPricedLine[] {
  // An add-on ships with its main item, from the main item's merchant.
  return lines.map((line) => {
    const { item, quote } = line;
    const parent = item.parentProductModelId
      ? lines.find((l) => l.item.parentProductModelId === null && l.item.productModelId === item.parentProductModelId)
      : undefined;
    return {
      line,
      merchantId: parent?.item.merchantId ?? item.merchantId,
      price: quote?.price ?? item.price,
      quantity: item.quantity,
      usePointPercent: quote?.usePointPercent ?? item.usePointPercent,
      productDeliveryType: quote?.productDeliveryType ?? item.productDeliveryType,
    };
  });
}

export function amountsFor(
  lines: readonly CheckoutLine[],
  quote: CheckoutQuoteResponse | undefined,
  countries: readonly CountryFee[] | undefined,
  country: string,
  balance: number,
  usePoints: number,
) {
  return checkoutAmounts(pricedLines(lines), quote?.merchants, countryFee(countries, country), balance, usePoints);
}
