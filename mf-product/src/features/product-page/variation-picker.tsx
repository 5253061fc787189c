// One variation (e.g. 口味, 尺寸): a group of choices, one selected.
import type { Variation } from '@storefront/contracts';
import { useId } from 'react';

export function VariationPicker({ variation, chosen, onChoose }: { variation: Variation; chosen: number; onChoose: (index: number) => void }) {
  const labelId = useId();
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
          </button>
        ))}
      </div>
    </div>
  );
}
