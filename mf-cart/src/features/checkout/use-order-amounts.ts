// The checkout's amounts as the server will compute them: the quoted prices, each merchant's
// shipping for the chosen country, and the points the buyer may use, spread over the merchants.
// The steps after the review (delivery, payment, confirm) share one reading of them
// (OrderAmountsProvider, in the checkout's layout): the order summary beside the step and the
// confirm step show the same lines, shipping, points and total, fetched once.
import type { CheckoutQuoteResponse, CountryFee, PricedLine } from '@storefront/contracts';
import { checkoutAmounts, countryFee } from '@storefront/contracts/checkout';
import { api, useApiData } from '@storefront/ui';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { useCheckoutDraft } from './checkout-draft';
import { useCheckoutLines, type CheckoutLine } from './use-checkout-lines';

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

export type OrderAmounts = ReturnType<typeof amountsFor>;

/** The buyer's points balance and the countries' shipping fees, which the amounts need besides the quote. */
export interface AmountsExtra {
  balance: number;
  countries: CountryFee[];
}

function useOrderAmountsReading() {
  const checkout = useCheckoutLines();
  const country = useCheckoutDraft((draft) => draft.deliveryDetail?.country) ?? 'TW';
  const usePoints = useCheckoutDraft((draft) => draft.usePoints);
  const extra = useApiData<AmountsExtra>(async (signal) => {
    const [points, countries] = await Promise.all([
      api().call('memberAccountPoints', { signal }),
      api().call('memberCountries', { signal }),
    ]);
    return { balance: points.totalPoints, countries };
  }, []);
  const amounts =
    checkout.quote.state === 'ready' && extra.state === 'ready'
      ? amountsFor(checkout.lines, checkout.quote.data, extra.data.countries, country, extra.data.balance, usePoints)
      : null;
  return { ...checkout, extra, amounts };
}

export type OrderAmountsReading = ReturnType<typeof useOrderAmountsReading>;

const OrderAmountsContext = createContext<OrderAmountsReading | null>(null);

/** Reads the lines, prices, balance and fees once for the steps and the summary inside it. */
export function OrderAmountsProvider({ children }: { children: ReactNode }) {
  const reading = useOrderAmountsReading();
  return createElement(OrderAmountsContext.Provider, { value: reading }, children);
}

/** The checkout's lines and amounts, read once by the layout's OrderAmountsProvider. */
export function useOrderAmounts(): OrderAmountsReading {
  const reading = useContext(OrderAmountsContext);
  if (!reading) throw new Error('useOrderAmounts outside OrderAmountsProvider');
  return reading;
}
