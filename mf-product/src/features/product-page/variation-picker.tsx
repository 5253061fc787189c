// One variation (e.g. 口味, 尺寸): a group of choices, one selected. When the choices do not all
// cost the same, each shows its own price (the item's markPrice).
import type { Variation } from '@storefront/contracts';
import { Price } from '@storefront/ui';
import { useId } from 'react';

type Props = { variation: Variation; chosen: number; currencyType?: number | null; onChoose: (index: number) => void };

export function VariationPicker({ variation, chosen, currencyType, onChoose }: Props) {
  const labelId = useId();
  const showPrices = new Set(variation.items.flatMap((item) => (item.markPrice == null ? [] : [item.markPrice]))).size > 1;
  return (
    <div className="product-page__variation" role="radiogroup" aria-labelledby={labelId}>
      <span id={labelId} className="product-page__variation-title">
        {variation.title}
      </span>
      <div className="product-page__choices">
        {variation.items.map((item, index) => (
          <button
            key={`${item.title}-${index}`}
            type="button"
            role="radio"
            aria-checked={index === chosen}
            className="product-page__choice"
            onClick={() => onChoose(index)}
          >
            {item.title}
            {showPrices && item.markPrice != null ? (
              <span className="product-page__choice-price">
                {' '}
                <Price amount={item.markPrice} currencyType={currencyType} />
              </span>
            ) : null}
          </button>
        ))}
      </div>
    </div>
  );
}
