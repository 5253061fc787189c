// The modal that edits one option row: its title and its options (add, delete, reorder by drag or
// with the move buttons), or deletes the whole row. Nothing changes until it is confirmed.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, Field, api, notify } from '@storefront/ui';
import { useState } from 'react';
import { failureText } from '../../shared/failure-text';
import type { OptionForm, SelectionForm } from './product-form-values';
import { moveItem, useSortable } from './use-sortable';

type Props = {
  selection: SelectionForm;
  onClose: () => void;
  onConfirm: (selection: SelectionForm) => Promise<void>;
  onDelete: () => Promise<void>;
};

export function SelectionDialog({ selection, onClose, onConfirm, onDelete }: Props) {
  const { t } = useLingui();
  const [title, setTitle] = useState(selection.title);
  const [options, setOptions] = useState<OptionForm[]>(selection.productOptions);
  const [busy, setBusy] = useState(false);
  const listRef = useSortable<HTMLOListElement>((from, to) => setOptions((current) => moveItem(current, from, to)), '.merchant-drag');

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notify({ tone: 'error', text: failureText(error, t`無法連線，請稍後再試`) });
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

  const confirm = () =>
    run(() => onConfirm({ ...selection, title, productOptions: options.map((option, index) => ({ ...option, sortOrder: index })) }));

  return (
    <Dialog
      open
      title={<Trans>編輯選項列</Trans>}
      onClose={onClose}
      footer={
        <>
          <Button variant="danger" busy={busy} onClick={() => run(onDelete)}>
            <Trans>刪除此選項列</Trans>
          </Button>
          <Button variant="primary" busy={busy} onClick={confirm}>
            <Trans>確定</Trans>
          </Button>
        </>
      }
    >
      <Field label={t`選項列標題`} required>
        <input value={title} onChange={(event) => setTitle(event.target.value)} />
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
