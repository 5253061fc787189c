// A price in the currency of the page or the order: NT$ / $ with thousands separators, 免費 for
// zero, and the original price struck through when the item is discounted.
import { useLingui } from '@lingui/react/macro';
import { formatPrice } from '@storefront/contracts';
import { useLanguage } from '../i18n/language';

type PriceProps = { amount: number; original?: number | null; currencyType?: number | null };

export function Price({ amount, original, currencyType }: PriceProps) {
  const { t } = useLingui();
  const lang = useLanguage();
  const format = (value: number) => formatPrice(value, { lang, currencyType: currencyType ?? undefined, freeLabel: t`免費` });
  return (
    <span className="sf-price">
      {format(amount)}
      {original != null && original > amount ? (
        <del className="sf-price__original">
          <span className="sf-visually-hidden">{t`原價`}</span>
          {format(original)}
        </del>
      ) : null}
    </span>
  );
}
