// The current variant's fields: spec title, stock (always editable) with allow-negative, price, the amount payable
// with points (0 .. price), and the sale toggle with sale price (0 .. price) and its dates.
import { Trans, useLingui } from '@lingui/react/macro';
import { Field, useValidationText } from '@storefront/ui';
import { useFormContext } from 'react-hook-form';
import type { ProductForm } from './product-form-values';

export function VariantFields({ index }: { index: number }) {
  const { t } = useLingui();
  const text = useValidationText();
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<ProductForm>();
  const base = `productModels.${index}` as const;
  const price = `${base}.productPrices.0` as const;
  const modelErrors = errors.productModels?.[index];
  const priceErrors = modelErrors?.productPrices?.[0];
  const stockErrors = modelErrors?.stockModel;
  const onSale = watch(`${price}.onSale`);
  const allowNegative = watch(`${base}.stockModel.allowNegativeInventory`);
  const priceValue = watch(`${price}.price`);
  const max = Number.isFinite(priceValue) ? priceValue : undefined;

  return (
    <div className="product-form__grid">
      <Field label={t`規格名稱`} required error={modelErrors?.title && text(modelErrors.title.message)}>
        <input {...register(`${base}.title`)} />
      </Field>
      <Field label={t`庫存`} required error={stockErrors?.inventory && text(stockErrors.inventory.message)}>
        {/* Stock is always typed; allow-negative only decides whether sales may take it below
            zero (issue 24 #21 over the literal reading of merchant.md §5). */}
        <input
          type="number"
          inputMode="numeric"
          min={allowNegative ? undefined : 0}
          {...register(`${base}.stockModel.inventory`, { valueAsNumber: true })}
        />
      </Field>
      <label className="merchant-check">
        <input type="checkbox" {...register(`${base}.stockModel.allowNegativeInventory`)} /> <Trans>允許負庫存</Trans>
      </label>
      <Field label={t`價格`} required error={priceErrors?.price && text(priceErrors.price.message)}>
        <input type="number" min={0} inputMode="numeric" {...register(`${price}.price`, { valueAsNumber: true })} />
      </Field>
      <Field label={t`可折抵點數金額`} required error={priceErrors?.usePointPercent && text(priceErrors.usePointPercent.message)}>
        <input type="number" min={0} max={max} inputMode="numeric" {...register(`${price}.usePointPercent`, { valueAsNumber: true })} />
      </Field>
      <label className="merchant-check">
        <input type="checkbox" {...register(`${price}.onSale`)} /> <Trans>特價</Trans>
      </label>
      <Field label={t`特價價格`} error={priceErrors?.onSalePrice && text(priceErrors.onSalePrice.message)}>
        <input
          type="number"
          min={0}
          max={max}
          inputMode="numeric"
          readOnly={!onSale}
          aria-disabled={!onSale}
          {...register(`${price}.onSalePrice`, { valueAsNumber: true })}
        />
      </Field>
      {onSale ? (
        <>
          <Field label={t`特價開始日`} error={priceErrors?.startDate && text(priceErrors.startDate.message)}>
            <input type="date" {...register(`${price}.startDate`)} />
          </Field>
          <Field label={t`特價結束日`} error={priceErrors?.endDate && text(priceErrors.endDate.message)}>
            <input type="date" {...register(`${price}.endDate`)} />
          </Field>
        </>
      ) : null}
    </div>
  );
}
