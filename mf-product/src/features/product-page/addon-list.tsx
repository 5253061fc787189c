// Add-on products offered with this one: a checkbox each; the chosen ones go into the cart with
// the main item (as productModelType 9 lines under the main model).
import { Trans, useLingui } from '@lingui/react/macro';
import type { Addon } from '@storefront/contracts';
import { Price } from '@storefront/ui';

type Props = { addons: Addon[]; chosen: number[]; currencyType?: number | null; onToggle: (productModelId: number) => void };

export function AddonList({ addons, chosen, currencyType, onToggle }: Props) {
  const { t } = useLingui();
  return (
    <fieldset className="product-page__addons">
      <legend className="product-page__section-title">
        <Trans>加購商品</Trans>
      </legend>
      <ul>
        {addons.map((addon) => {
          const soldOut = addon.inventory <= 0;
          const name = [addon.title, addon.modelTitle].filter(Boolean).join(' ');
          return (
            <li key={addon.productModelId} className="product-page__addon">
              <label>
                <input
                  type="checkbox"
                  checked={chosen.includes(addon.productModelId)}
                  disabled={soldOut}
                  onChange={() => onToggle(addon.productModelId)}
                  aria-label={t`加購 ${name}`}
                />
                {addon.img ? <img src={addon.img} alt="" width={48} height={48} /> : null}
                <span className="product-page__addon-title">{name}</span>
                <Price amount={addon.price} original={addon.originalPrice} currencyType={currencyType} />
                {soldOut ? (
                  <span className="product-page__sold-out">
                    <Trans>已售完</Trans>
                  </span>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
