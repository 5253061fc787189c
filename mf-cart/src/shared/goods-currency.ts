// The currency the cart's goods are priced in, for every price the cart and checkout show: it
// comes from the goods (the server's quote), not from the page language, so English pages show
// NT$ for goods priced in NT$ as the product page and the order do. Until the quote answers, the
// marketplace's default currency (NT$, which every product has unless set otherwise).
import { CURRENCY_TYPE } from '@storefront/contracts';

export function goodsCurrency(lines: readonly { currencyType?: number | null }[] | null | undefined): number {
  return lines?.find((line) => line.currencyType != null)?.currencyType ?? CURRENCY_TYPE.twd;
}
