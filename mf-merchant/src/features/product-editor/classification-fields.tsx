// Model type, brand (searchable), delivery type, category with the product types that depend on
// it, and the three commissions.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductEditModel } from '@storefront/contracts';
import { Field, useValidationText } from '@storefront/ui';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ProductForm } from './product-form-values';

type Props = {
  model: ProductEditModel;
  /** The brand name as typed: a name not in the list is created on save (as the CSV upload does). */
  onBrandName: (name: string) => void;
};

export function ClassificationFields({ model, onBrandName }: Props) {
  const { t } = useLingui();
  const text = useValidationText();
  const brandListId = useId();
  const {
    register,
    watch,
    setValue,
    getValues,
    formState: { errors },
  } = useFormContext<ProductForm>();
  const brands = model.brands ?? [];
  const catelogs = model.catelogs ?? [];
  const catelogId = watch('productCatelogId');
  const chosenTypes = watch('productTypes');
  const catelog = catelogs.find((c) => c.productCatelogId === Number(catelogId));
  const brandId = getValues('productBrandId');
  const brandTitle = brands.find((b) => b.productBrandId === brandId)?.title ?? '';
  const modelTypeLabels: Record<number, string> = { 0: t`單一規格`, 1: t`多種規格` };

  const toggleType = (productTypeId: number, title: string, on: boolean) => {
    const rest = chosenTypes.filter((type) => type.productTypeId !== productTypeId);
    setValue('productTypes', on ? [...rest, { productTypeId, title }] : rest, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <div className="product-form__grid">
      <Field label={t`商品類型`} required error={errors.productModelType && text(errors.productModelType.message)}>
        <select {...register('productModelType', { valueAsNumber: true })}>
          {model.productTypeOptions.options.map((option) => (
            <option key={option.productModelType} value={option.productModelType}>
              {modelTypeLabels[option.productModelType] ?? option.title}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label={t`品牌`}
        required
        // The field holds an id: left empty it is required, whatever the id check says.
        error={errors.productBrandId && text('required')}
        hint={<Trans>輸入文字搜尋品牌；清單中沒有的品牌會在儲存時新增</Trans>}
      >
        <input
          data-field="productBrandId"
          list={brandListId}
          defaultValue={brandTitle}
          autoComplete="off"
          onChange={(event) => {
            onBrandName(event.target.value.trim());
            const match = brands.find((b) => b.title === event.target.value.trim());
            setValue('productBrandId', match ? match.productBrandId : Number.NaN, { shouldDirty: true });
          }}
        />
      </Field>
      <datalist id={brandListId}>
        {brands.map((brand) => (
          <option key={brand.productBrandId} value={brand.title} />
        ))}
      </datalist>
      <Field label={t`配送方式`} required error={errors.productDeliveryType && text(errors.productDeliveryType.message)}>
        <select {...register('productDeliveryType', { valueAsNumber: true })}>
          <option value={0}>{t`一般`}</option>
          <option value={1}>{t`冷凍`}</option>
        </select>
      </Field>
      <Field label={t`分類`} required error={errors.productCatelogId && text(errors.productCatelogId.message)}>
        <select
          {...register('productCatelogId', {
            valueAsNumber: true,
            // Product types belong to a category: the ones of another category are dropped.
            onChange: (event: { target: { value: string } }) => {
              const next = catelogs.find((c) => c.productCatelogId === Number(event.target.value));
              const allowed = new Set(next?.productTypes.map((type) => type.productTypeId) ?? []);
              setValue(
                'productTypes',
                getValues('productTypes').filter((type) => allowed.has(type.productTypeId)),
              );
            },
          })}
        >
          <option value="">{t`請選擇分類`}</option>
          {catelogs.map((c) => (
            <option key={c.productCatelogId} value={c.productCatelogId}>
              {c.title}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className="product-form__types" data-field="productTypes" aria-invalid={errors.productTypes ? true : undefined}>
        <legend>
          <Trans>商品分類標籤</Trans>
          <span className="sf-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        {catelog ? (
          catelog.productTypes.map((type) => (
            <label key={type.productTypeId} className="merchant-check">
              <input
                type="checkbox"
                checked={chosenTypes.some((chosen) => chosen.productTypeId === type.productTypeId)}
                onChange={(event) => toggleType(type.productTypeId, type.title, event.target.checked)}
              />{' '}
              {type.title}
            </label>
          ))
        ) : (
          <p className="sf-field__hint">
            <Trans>請先選擇分類</Trans>
          </p>
        )}
        {errors.productTypes ? (
          <p className="sf-field__error" role="alert">
            {text(errors.productTypes.message ?? errors.productTypes.root?.message)}
          </p>
        ) : null}
      </fieldset>
      <Field label={t`瀏覽佣金`} required error={errors.viewCommission && text(errors.viewCommission.message)}>
        <input type="number" min={0} inputMode="numeric" {...register('viewCommission', { valueAsNumber: true })} />
      </Field>
      <Field label={t`分享佣金`} required error={errors.shareCommission && text(errors.shareCommission.message)}>
        <input type="number" min={0} inputMode="numeric" {...register('shareCommission', { valueAsNumber: true })} />
      </Field>
      <Field label={t`購買佣金`} required error={errors.purchaseCommission && text(errors.purchaseCommission.message)}>
        <input type="number" min={0} inputMode="numeric" {...register('purchaseCommission', { valueAsNumber: true })} />
      </Field>
    </div>
  );
}
