// The modal that edits one option row: its title and its options (add, delete, reorder by drag or
// with the move buttons), or deletes the whole row. Nothing changes until it is confirmed; a change
// that would drop variants (their prices, stock and pictures) first says how many and asks again.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, Field, api, notify, useFailureText, useValidationText } from '@storefront/ui';
import { useState } from 'react';
import type { OptionForm, SelectionForm } from './product-form-values';
import { moveItem, useSortable } from './use-sortable';

type Props = {
  selection: SelectionForm;
  /** The row's position in the form, naming its fields for the form's error list. */
  row: number;
  /** The error of the row's title from the last save (a message key). */
  titleError?: string;
  onClose: () => void;
  onConfirm: (selection: SelectionForm) => Promise<void>;
  onDelete: () => Promise<void>;
  /** How many variants the change would drop: the row as edited, or null for deleting the row. */
  lossOf: (selection: SelectionForm | null) => number;
};

type Pending = { loss: number; work: () => Promise<void> };

export function SelectionDialog({ selection, row, titleError, onClose, onConfirm, onDelete, lossOf }: Props) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const text = useValidationText();
  const [title, setTitle] = useState(selection.title);
  const [options, setOptions] = useState<OptionForm[]>(selection.productOptions);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const listRef = useSortable<HTMLOListElement>((from, to) => setOptions((current) => moveItem(current, from, to)), '.merchant-drag');

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notify({ tone: 'error', text: failureText(error, 'msg') });
    } finally {
      setBusy(false);
    }
  };

  const addOption = () =>
    run(async () => {
      const option = await api().call('merchantAddOption');
      setOptions((current) => [
        ...current,
        { productOptionId: option.productOptionId, productSelectionId: selection.productSelectionId, title: '', sortOrder: current.length },
      ]);
    });

  const rename = (index: number, value: string) =>
    setOptions((current) => current.map((option, i) => (i === index ? { ...option, title: value } : option)));

  // A change that drops variants waits for a second confirmation that says how many.
  const guarded = (updated: SelectionForm | null, work: () => Promise<void>) => {
    const loss = lossOf(updated);
    if (loss > 0) setPending({ loss, work });
    else void run(work);
  };

  const confirm = () => {
    const updated = { ...selection, title, productOptions: options.map((option, index) => ({ ...option, sortOrder: index })) };
    guarded(updated, () => onConfirm(updated));
  };

  if (pending) {
    return (
      <Dialog
        open
        title={<Trans>刪除規格？</Trans>}
        onClose={() => setPending(null)}
        footer={
          <>
            <Button onClick={() => setPending(null)}>
              <Trans>返回修改</Trans>
            </Button>
            <Button variant="danger" busy={busy} onClick={() => void run(pending.work)}>
              <Trans>刪除 {pending.loss} 個規格</Trans>
            </Button>
          </>
        }
      >
        <p role="alert">
          <Trans>這項變更會刪除 {pending.loss} 個規格，連同它們的價格、庫存與圖片；其他規格的資料保持不變。</Trans>
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      title={<Trans>編輯選項列</Trans>}
      onClose={onClose}
      footer={
        <>
          <Button variant="danger" busy={busy} onClick={() => guarded(null, onDelete)}>
            <Trans>刪除此選項列</Trans>
          </Button>
          <Button variant="primary" busy={busy} onClick={confirm}>
            <Trans>確定</Trans>
          </Button>
        </>
      }
    >
      <Field label={t`選項列標題`} required error={titleError && title === selection.title ? text(titleError) : undefined}>
        <input data-field={`productSelections.${row}.title`} value={title} onChange={(event) => setTitle(event.target.value)} />
      </Field>
      <ol ref={listRef} className="merchant-option-list" aria-label={t`選項`}>
        {options.map((option, index) => (
          <li key={option.productOptionId ?? `new-${index}`} className="merchant-option">
            <span className="merchant-drag" aria-hidden="true">
              ⋮⋮
            </span>
            <input
              className="sf-input"
              aria-label={t`選項 ${index + 1} 標題`}
              data-field={`productSelections.${row}.productOptions.${index}.title`}
              value={option.title ?? ''}
              placeholder={t`無選項標題`}
              onChange={(event) => rename(index, event.target.value)}
            />
            <Button
              variant="link"
              disabled={index === 0}
              onClick={() => setOptions((c) => moveItem(c, index, index - 1))}
              aria-label={t`上移選項 ${index + 1}`}
            >
              ↑
            </Button>
            <Button
              variant="link"
              disabled={index === options.length - 1}
              onClick={() => setOptions((c) => moveItem(c, index, index + 1))}
              aria-label={t`下移選項 ${index + 1}`}
            >
              ↓
            </Button>
            <Button
              variant="link"
              disabled={options.length <= 1}
              onClick={() => setOptions((c) => c.filter((_, i) => i !== index))}
              aria-label={t`刪除選項 ${index + 1}`}
            >
              <Trans>刪除</Trans>
            </Button>
          </li>
        ))}
      </ol>
      <Button busy={busy} onClick={addOption}>
        <Trans>新增選項</Trans>
      </Button>
    </Dialog>
  );
}
