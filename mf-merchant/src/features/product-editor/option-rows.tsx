// The row of option selections (model type 1): each shows its title and a dropdown of its options
// that picks the current variant; a modal edits a row. Confirming a changed option count grows or
// shrinks the variants (addProductModel per missing one); removing a row removes its dropdown.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, api, notify } from '@storefront/ui';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { failureText } from '../../shared/failure-text';
import type { ProductForm, SelectionForm } from './product-form-values';
import { SelectionDialog } from './selection-dialog';
import { expectedVariants, resizeVariants } from './variant-arithmetic';

type Props = { chosen: number[]; setChosen: (chosen: number[]) => void };

export function OptionRows({ chosen, setChosen }: Props) {
  const { t } = useLingui();
  const baseId = useId();
  const { watch, getValues, setValue } = useFormContext<ProductForm>();
  const selections = watch('productSelections') ?? [];
  const [editing, setEditing] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (next: SelectionForm[], nextChosen: number[]) => {
    const models = await resizeVariants(getValues('productModels'), expectedVariants(next), () => api().call('merchantAddProductModel'));
    setValue('productSelections', next, { shouldDirty: true });
    setValue('productModels', models, { shouldDirty: true });
    setChosen(nextChosen.map((value, row) => Math.min(value, Math.max(0, (next[row]?.productOptions.length ?? 1) - 1))));
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
      await apply([...selections, row], [...chosen, 0]);
      setEditing(selections.length);
    } catch (error) {
      notify({ tone: 'error', text: failureText(error, t`無法連線，請稍後再試`) });
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
          onClose={() => setEditing(null)}
          onConfirm={async (updated) => {
            await apply(
              selections.map((s, i) => (i === editing ? updated : s)),
              chosen,
            );
            setEditing(null);
          }}
          onDelete={async () => {
            await apply(
              selections.filter((_, i) => i !== editing),
              chosen.filter((_, i) => i !== editing),
            );
            setEditing(null);
          }}
        />
      ) : null}
    </fieldset>
  );
}
