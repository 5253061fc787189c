// The product form (merchant.md §2, §4): title with 送出審核 beside it, the classification and
// commissions, option rows, the current variant's fields and pictures, and the four texts. A new
// product goes for review and back to the list; an edit shows 產品更新. On failure every value
// typed stays in the form.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, type ProductEditModel } from '@storefront/contracts';
import { ProductInput } from '@storefront/contracts/merchant';
import { Button, Field, api, notify, useValidationText } from '@storefront/ui';
import { useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { failureText } from '../../shared/failure-text';
import { ClassificationFields } from './classification-fields';
import { OptionRows } from './option-rows';
import { ProductTexts } from './product-texts';
import { toFormValues, type ProductForm as ProductFormValues } from './product-form-values';
import { chosenVariantIndex } from './variant-arithmetic';
import { VariantFields } from './variant-fields';
import { VariantImages } from './variant-images';

type Props = { model: ProductEditModel; isNew: boolean; onSaved?: () => void };

export function ProductForm({ model, isNew, onSaved }: Props) {
  const { t } = useLingui();
  const text = useValidationText();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number[]>(() => model.product.productSelections.map(() => 0));
  const form = useForm<ProductFormValues>({
    resolver: valibotResolver(ProductInput),
    defaultValues: toFormValues(model.product),
  });
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const modelType = watch('productModelType');
  const selections = watch('productSelections') ?? [];
  const models = watch('productModels');
  const current = Number(modelType) === 1 ? chosenVariantIndex(selections, chosen, models.length) : 0;

  const onValid = async (body: ProductFormValues) => {
    setFailure(null);
    try {
      if (isNew) {
        await api().call('merchantSaveNewProduct', { body });
        notify({ text: t`已送出審核` });
        // The list is a route of this router: it opens at once, nothing to wait for.
        void navigate('/member/merchant/products');
      } else {
        await api().call('merchantSaveEditProduct', { body });
        notify({ text: t`產品更新` });
        onSaved?.();
      }
    } catch (error) {
      setFailure(failureText(error, t`無法連線，請稍後再試`));
      if (error instanceof ApiError) {
        for (const issue of error.issues ?? []) {
          if (issue.path) setError(issue.path as FieldPath<ProductFormValues>, { message: issue.key });
        }
      }
    }
  };
  const onInvalid = () => setFailure(t`請檢查標示的欄位`);

  return (
    <FormProvider {...form}>
      <form className="sf-form product-form" onSubmit={handleSubmit(onValid, onInvalid)} noValidate>
        <h1 id="product-editor-title">{isNew ? <Trans>新增商品</Trans> : <Trans>編輯商品</Trans>}</h1>
        {failure ? (
          <p className="sf-form__error" role="alert">
            {failure}
          </p>
        ) : null}
        {errors.productModels?.message ? (
          <p className="sf-field__error" role="alert">
            {text(errors.productModels.message)}
          </p>
        ) : null}
        <div className="product-form__title-row">
          <Field label={t`商品名稱`} required error={errors.title && text(errors.title.message)}>
            <input {...register('title')} />
          </Field>
          <Button type="submit" variant="primary" busy={isSubmitting}>
            <Trans>送出審核</Trans>
          </Button>
        </div>
        <Field label={t`網址後綴`} required error={errors.slug && text(errors.slug.message)}>
          <input autoCapitalize="none" spellCheck={false} {...register('slug')} />
        </Field>
        <ClassificationFields model={model} />
        {Number(modelType) === 1 ? <OptionRows chosen={chosen} setChosen={setChosen} /> : null}
        <fieldset className="product-form__variant">
          <legend>
            <Trans>
              規格 {current + 1} / {models.length}
            </Trans>
          </legend>
          <VariantFields key={`fields-${current}-${models[current]?.productModelId ?? ''}`} index={current} />
          <VariantImages index={current} />
        </fieldset>
        <ProductTexts />
      </form>
    </FormProvider>
  );
}
