// The row of option selections (model type 1): each shows its title and a dropdown of its options
// that picks the current variant; a modal edits a row. A confirmed change keeps the variant of
// every combination that still exists, creates the new combinations' variants (addProductModel
// per new one) and drops the removed ones' after the merchant agreed to lose them (the modal says
// how many); removing a row removes its dropdown. The chosen options stay chosen where they remain.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, api, notify, useFailureText, useValidationText } from '@storefront/ui';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ProductForm, SelectionForm } from './product-form-values';
import { SelectionDialog } from './selection-dialog';
import { planVariants, rekeyVariants } from './variant-arithmetic';

type Props = {
  chosen: number[];
  setChosen: (chosen: number[]) => void;
  /** The row whose modal is open (the form opens one to show its error). */
  editing: number | null;
  setEditing: (row: number | null) => void;
};

export function OptionRows({ chosen, setChosen, editing, setEditing }: Props) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const baseId = useId();
  const text = useValidationText();
  const {
    watch,
    getValues,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<ProductForm>();
  const selections = watch('productSelections') ?? [];
  const rowError = (row: number) => {
    const found = errors.productSelections?.[row];
    if (!found) return undefined;
    const first = found.title?.message ?? found.productOptions?.message ?? found.productOptions?.root?.message ?? found.message;
    const options = (Array.isArray(found.productOptions) ? found.productOptions : []) as ({ title?: { message?: string } } | undefined)[];
    const option = options.find((o) => o?.title?.message)?.title?.message;
    return text(first ?? option);
  };
  const [busy, setBusy] = useState(false);

  /** How many variants the rows `next` would drop. */
  const lossOf = (next: SelectionForm[]) =>
    planVariants(getValues('productSelections') ?? [], getValues('productModels').length, next).dropped;

  const apply = async (next: SelectionForm[]) => {
    const before = getValues('productSelections') ?? [];
    const models = getValues('productModels');
    const { slots } = planVariants(before, models.length, next);
    const rekeyed = await rekeyVariants(models, slots, () => api().call('merchantAddProductModel'));
    // The option chosen in each row stays chosen when it remains, wherever it moved.
    const chosenIds = new Map(
      before.map((row, index) => [row.productSelectionId, row.productOptions[chosen[index] ?? 0]?.productOptionId] as const),
    );
    const nextChosen = next.map((row) => {
      const id = chosenIds.get(row.productSelectionId);
      return Math.max(
        0,
        row.productOptions.findIndex((option) => id !== undefined && option.productOptionId === id),
      );
    });
    // After a refused save the rows' errors follow the change.
    setValue('productSelections', next, { shouldDirty: true, shouldValidate: isSubmitted });
    setValue('productModels', rekeyed, { shouldDirty: true });
    setChosen(nextChosen);
  };

  const addRow = async () => {
    setBusy(true);
    try {
      const selection = await api().call('merchantAddSelection');
      const option = await api().call('merchantAddOption');
      const productId = getValues('productId');
      const row: SelectionForm = {
        productSelectionId: selection.productSelectionId,
        productId,
        title: '',
        productOptions: [
          { productOptionId: option.productOptionId, productSelectionId: selection.productSelectionId, title: '', sortOrder: 0 },
        ],
      };
      await apply([...selections, row]);
      setEditing(selections.length);
    } catch (error) {
      notify({ tone: 'error', text: failureText(error, 'msg') });
    } finally {
      setBusy(false);
    }
  };

  const editingRow = editing === null ? undefined : selections[editing];
  return (
    <fieldset className="product-form__options">
      <legend>
        <Trans>選項</Trans>
      </legend>
      <div className="option-rows">
        {selections.map((selection, row) => (
          <div key={selection.productSelectionId ?? `row-${row}`} className="option-row">
            <label htmlFor={`${baseId}-${row}`} className="sf-field__label">
              {selection.title || t`無選項列標題`}
            </label>
            <select
              id={`${baseId}-${row}`}
              className="sf-input"
              value={chosen[row] ?? 0}
              onChange={(event) => setChosen(selections.map((_, i) => (i === row ? Number(event.target.value) : (chosen[i] ?? 0))))}
            >
              {selection.productOptions.map((option, index) => (
                <option key={option.productOptionId ?? index} value={index}>
                  {option.title || t`無選項標題`}
                </option>
              ))}
            </select>
            <Button variant="link" onClick={() => setEditing(row)} aria-label={t`編輯選項列 ${selection.title || row + 1}`}>
              <Trans>編輯</Trans>
            </Button>
            {rowError(row) ? <p className="sf-field__error">{rowError(row)}</p> : null}
          </div>
        ))}
      </div>
      <Button busy={busy} onClick={addRow}>
        <Trans>新增選項列</Trans>
      </Button>
      {editing !== null && editingRow ? (
        <SelectionDialog
          key={editingRow.productSelectionId ?? editing}
          selection={editingRow}
          row={editing}
          titleError={errors.productSelections?.[editing]?.title?.message}
          onClose={() => setEditing(null)}
          lossOf={(updated) =>
            lossOf(updated ? selections.map((s, i) => (i === editing ? updated : s)) : selections.filter((_, i) => i !== editing))
          }
          onConfirm={async (updated) => {
            await apply(selections.map((s, i) => (i === editing ? updated : s)));
            setEditing(null);
          }}
          onDelete={async () => {
            await apply(selections.filter((_, i) => i !== editing));
            setEditing(null);
          }}
        />
      ) : null}
    </fieldset>
  );
}
