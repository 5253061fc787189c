// The product form (merchant.md §2, §4): title with 送出審核 beside it, the classification and
// commissions, option rows, the current variant's fields and pictures, and the four texts. On a
// desktop in two columns: the product's fields on the left, its variants and pictures beside them
// (the 規格表, wide, below both); one column at <= 992 px. A new
// product goes for review and back to the list; an edit shows 產品更新. On failure every value
// typed stays in the form, every error is listed (ErrorSummary) and the first one is shown.
// The variants of a multi-option product are edited one at a time through the option dropdowns
// (the specification's picker) or all at once in the 規格表 (variant-table.tsx): two views of the
// same form values, so switching loses nothing.
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, PRODUCT_MODEL_TYPE, type ProductEditModel } from '@storefront/contracts';
import { ProductInput } from '@storefront/contracts/merchant';
import { Button, Field, FormFailure, api, notify, useFailureText } from '@storefront/ui';
import { useEndpointForm } from '@storefront/ui/forms';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ClassificationFields } from './classification-fields';
import { collectErrors, errorAt, ErrorSummary, type FormError } from './error-summary';
import { OptionRows } from './option-rows';
import { ProductTexts } from './product-texts';
import { toFormValues } from './product-form-values';
import { chosenVariantIndex, optionDigits } from './variant-arithmetic';
import { VariantFields } from './variant-fields';
import { VariantImages } from './variant-images';
import { VariantTable, type VariantTableHandle } from './variant-table';

type View = 'picker' | 'table';

type Props = { model: ProductEditModel; isNew: boolean; onSaved?: () => void };

export function ProductForm({ model, isNew, onSaved }: Props) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<number[]>(() => model.product.productSelections.map(() => 0));
  const [editingRow, setEditingRow] = useState<number | null>(null);
  const [focusTarget, setFocusTarget] = useState<{ path: string } | null>(null);
  const [view, setView] = useState<View>('picker');
  const tableRef = useRef<VariantTableHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const brandName = useRef('');
  const form = useEndpointForm({
    schema: ProductInput,
    // The form itself goes to the first error, which may sit on a variant not shown.
    shouldFocusError: false,
    defaultValues: toFormValues(model.product),
    // merchant.md §8: a failed product save says '{status} error:{msg}'.
    failureFormat: 'msg',
    send: async (body) => {
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
    },
    // Every value typed stays; the server's first field problem is shown.
    onFailure: (error) => {
      const first = error instanceof ApiError ? error.issues.find((issue) => issue.path) : undefined;
      if (first) goTo(errorAt(first.path, first.key));
    },
    onInvalid: (invalid) => {
      setFailure(t`請檢查標示的欄位`);
      goTo(collectErrors(invalid)[0]);
    },
  });
  const {
    register,
    watch,
    getValues,
    setValue,
    failure,
    setFailure,
    fieldError,
    submitting,
    formState: { errors, submitCount },
  } = form;
  const modelType = watch('productModelType');
  const selections = watch('productSelections') ?? [];
  const models = watch('productModels');
  const multi = Number(modelType) === PRODUCT_MODEL_TYPE.withOptions;
  const current = multi ? chosenVariantIndex(selections, chosen, models.length) : 0;
  const table = multi && view === 'table';
  const errorList = submitCount > 0 ? collectErrors(errors) : [];

  // Shows the error's variant or option row, then focuses its field once it is on the screen.
  const goTo = (error: FormError | undefined) => {
    if (!error) return;
    if (error.variant !== undefined && tableRef.current) {
      // A field of the table is shown in its cell; the others (dates, pictures) in the picker.
      const field = error.path.split('.').slice(2).join('.');
      if (tableRef.current.focusField(error.variant, field)) return;
      setView('picker');
    }
    if (error.variant !== undefined && Number(getValues('productModelType')) === PRODUCT_MODEL_TYPE.withOptions) {
      setChosen(optionDigits(getValues('productSelections') ?? [], error.variant));
    }
    if (error.row !== undefined) setEditingRow(error.row);
    setFocusTarget({ path: error.path });
  };
  useEffect(() => {
    if (!focusTarget) return;
    const root = formRef.current;
    const escaped = CSS.escape(focusTarget.path);
    const found = root?.querySelector<HTMLElement>(`[name="${escaped}"], [data-field="${escaped}"]`);
    const target = found?.matches('input, select, textarea, button')
      ? found
      : found?.querySelector<HTMLElement>('input, select, textarea, button');
    if (target) {
      target.scrollIntoView?.({ block: 'center' });
      target.focus();
    }
  }, [focusTarget]);

  // A brand typed that is not in the list is created first, as the CSV upload does
  // (brandGetOrCreate), so the product is saved with it.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = brandName.current;
    if (Number.isNaN(Number(getValues('productBrandId'))) && name) {
      try {
        const brand = await api().call('brandGetOrCreate', { params: { name } });
        setValue('productBrandId', brand.productBrandId, { shouldDirty: true });
      } catch (error) {
        setFailure(failureText(error, 'msg'));
        return;
      }
    }
    await form.submit(event);
  };

  return (
    <FormProvider {...form}>
      <form ref={formRef} className="sf-form product-form" onSubmit={(event) => void submit(event)} noValidate>
        <h1 id="product-editor-title">{isNew ? <Trans>新增商品</Trans> : <Trans>編輯商品</Trans>}</h1>
        <FormFailure failure={failure} />
        <ErrorSummary errors={errorList} values={getValues()} onGo={goTo} />
        <div className="product-form__columns">
          <div className="product-form__main">
            <div className="product-form__title-row">
              <Field label={t`商品名稱`} required error={fieldError('title')}>
                <input {...register('title')} />
              </Field>
              <Button type="submit" variant="primary" busy={submitting}>
                <Trans>送出審核</Trans>
              </Button>
            </div>
            <Field label={t`網址後綴`} required error={fieldError('slug')}>
              <input autoCapitalize="none" spellCheck={false} {...register('slug')} />
            </Field>
            <ClassificationFields model={model} onBrandName={(name) => (brandName.current = name)} />
          </div>
          <div className="product-form__side">
            {multi ? <OptionRows chosen={chosen} setChosen={setChosen} editing={editingRow} setEditing={setEditingRow} /> : null}
            {multi ? (
              <div className="product-form__views" role="group" aria-label={t`規格的檢視方式`}>
                <Button
                  variant={view === 'picker' ? 'primary' : 'secondary'}
                  aria-pressed={view === 'picker'}
                  onClick={() => setView('picker')}
                >
                  <Trans>逐一編輯</Trans>
                </Button>
                <Button
                  variant={view === 'table' ? 'primary' : 'secondary'}
                  aria-pressed={view === 'table'}
                  onClick={() => setView('table')}
                >
                  <Trans>規格表</Trans>
                </Button>
              </div>
            ) : null}
            {table ? null : (
              <fieldset className="product-form__variant">
                <legend>
                  <Trans>
                    規格 {current + 1} / {models.length}
                  </Trans>
                </legend>
                <VariantFields key={`fields-${current}-${models[current]?.productModelId ?? ''}`} index={current} />
                <VariantImages index={current} />
              </fieldset>
            )}
          </div>
        </div>
        {table ? <VariantTable ref={tableRef} count={models.length} selections={selections} revalidate={submitCount > 0} /> : null}
        <ProductTexts />
      </form>
    </FormProvider>
  );
}
