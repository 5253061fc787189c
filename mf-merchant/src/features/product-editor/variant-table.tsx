// The 規格表 (issue 24 #27): every combination of options in one table, its spec title, stock,
// price, points amount, sale toggle and sale price edited in place, beside the picker and on the
// same form values. A "set for several" row fills a field of the ticked variants (all of them when
// none is ticked). It is a spreadsheet-like ARIA grid with one tab stop (roving tabindex): arrow
// keys, Home/End and PageUp/PageDown move, Enter or F2 (or typing) edits, Escape cancels, Enter
// and Tab commit and move on. Only the rows in view are rendered (@tanstack/react-virtual), and
// each cell subscribes to its own field and error, so a change re-renders that cell alone.
import { Trans, useLingui } from '@lingui/react/macro';
import { notify, useValidationText } from '@storefront/ui';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  forwardRef,
  memo,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useMemo,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useFormContext, useFormState, useWatch, type Control } from 'react-hook-form';
import type { ProductForm, SelectionForm } from './product-form-values';
import { optionDigits } from './variant-arithmetic';

/** The editable fields, by their path inside a variant. */
export const TABLE_FIELDS = [
  { path: 'title', kind: 'text' },
  { path: 'stockModel.inventory', kind: 'number' },
  { path: 'productPrices.0.price', kind: 'number' },
  { path: 'productPrices.0.usePointPercent', kind: 'number' },
  { path: 'productPrices.0.onSale', kind: 'check' },
  { path: 'productPrices.0.onSalePrice', kind: 'number' },
] as const;
type TableField = (typeof TABLE_FIELDS)[number];

/** Row and column heights in px (fixed, so the window of rows is computed, never measured). */
const ROW_HEIGHT = 52;
/** The two rows above the variants: column headers and the set row (sticky). */
const HEAD_ROWS = 2;
/** Columns before the fields: the tick box and the combination (row header). */
const LEAD_COLUMNS = 2;
const COLUMN_COUNT = LEAD_COLUMNS + TABLE_FIELDS.length;
const PAGE_ROWS = 10;

export type VariantTableHandle = {
  /** Scrolls to a variant's field and focuses its cell (an error listed on save). */
  focusField: (variant: number, fieldPath: string) => boolean;
};

type Props = { count: number; selections: SelectionForm[]; revalidate: boolean };
type Cell = { row: number; col: number };
/** The cell being edited, the text its edit starts with, and whether that text starts selected. */
type Editing = Cell & { initial: string; selectAll: boolean };

const fieldPath = (variant: number, field: TableField) => `productModels.${variant}.${field.path}` as const;

function errorMessage(errors: unknown, path: string): string | undefined {
  let node = errors;
  for (const key of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  const message = node && typeof node === 'object' ? (node as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}

const shown = (value: unknown) => {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return typeof value === 'string' ? value : '';
};
const parse = (field: TableField, text: string) => (field.kind === 'number' ? (text.trim() === '' ? Number.NaN : Number(text)) : text);

export const VariantTable = memo(
  forwardRef<VariantTableHandle, Props>(function VariantTable({ count, selections, revalidate }, ref) {
    const { t } = useLingui();
    const baseId = useId();
    const { control, getValues, setValue, trigger } = useFormContext<ProductForm>();
    const scrollRef = useRef<HTMLDivElement>(null);
    const [active, setActive] = useState<Cell>({ row: HEAD_ROWS, col: LEAD_COLUMNS });
    const [editing, setEditing] = useState<Editing | null>(null);
    const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
    const [setValues, setSetValues] = useState<Record<string, string>>({});
    // The cell the focus moves to once it is rendered (null: the focus is where it should be).
    const pendingFocus = useRef<Cell | null>(null);
    const lastRow = HEAD_ROWS + count - 1;

    const labels = useMemo<Record<TableField['path'], string>>(
      () => ({
        title: t`規格名稱`,
        'stockModel.inventory': t`庫存`,
        'productPrices.0.price': t`價格`,
        'productPrices.0.usePointPercent': t`可折抵點數金額`,
        'productPrices.0.onSale': t`特價`,
        'productPrices.0.onSalePrice': t`特價價格`,
      }),
      [t],
    );
    const comboName = useCallback(
      (variant: number) => {
        if (selections.length === 0) return t`規格`;
        const digits = optionDigits(selections, variant);
        return selections.map((row, r) => row.productOptions[digits[r] ?? 0]?.title || t`無選項標題`).join(' / ');
      },
      [selections, t],
    );

    // The rows change with the options: a tick or a cell of a row that is gone goes too.
    useEffect(() => {
      setSelected((old) => (old.size === 0 ? old : new Set([...old].filter((index) => index < count))));
      setActive((old) => (old.row > lastRow ? { ...old, row: Math.max(HEAD_ROWS, lastRow) } : old));
      setEditing(null);
    }, [count, lastRow]);

    const virtualizer = useVirtualizer({
      count,
      getScrollElement: () => scrollRef.current,
      estimateSize: () => ROW_HEIGHT,
      overscan: 6,
      scrollMargin: HEAD_ROWS * ROW_HEIGHT,
      scrollPaddingStart: HEAD_ROWS * ROW_HEIGHT,
    });

    const move = useCallback(
      (row: number, col: number) => {
        const next = { row: Math.min(Math.max(0, row), Math.max(HEAD_ROWS, lastRow)), col: Math.min(Math.max(0, col), COLUMN_COUNT - 1) };
        if (next.row >= HEAD_ROWS) virtualizer.scrollToIndex(next.row - HEAD_ROWS);
        pendingFocus.current = next;
        setActive(next);
      },
      [lastRow, virtualizer],
    );

    // Focus follows the active cell once its row is rendered (after a scroll, a render later).
    useEffect(() => {
      if (!pendingFocus.current || editing) return;
      const cell = scrollRef.current?.querySelector<HTMLElement>(`[data-cell="${active.row}:${active.col}"]`);
      if (!cell) return;
      pendingFocus.current = null;
      const target = cell.querySelector<HTMLElement>('input, button') ?? cell;
      target.focus();
    });

    useImperativeHandle(
      ref,
      () => ({
        focusField: (variant, path) => {
          const index = TABLE_FIELDS.findIndex((field) => field.path === path);
          if (index === -1 || variant >= count) return false;
          setEditing(null);
          move(HEAD_ROWS + variant, LEAD_COLUMNS + index);
          return true;
        },
      }),
      [count, move],
    );

    const commit = useCallback(
      (cell: Cell, text: string) => {
        const field = TABLE_FIELDS[cell.col - LEAD_COLUMNS];
        if (!field || field.kind === 'check') return;
        if (cell.row === 1) {
          setSetValues((old) => ({ ...old, [field.path]: text }));
          return;
        }
        const path = fieldPath(cell.row - HEAD_ROWS, field);
        setValue(path, parse(field, text) as never, { shouldDirty: true });
        // After a refused save the errors follow the values (as the picker's fields do).
        if (revalidate) void trigger();
      },
      [revalidate, setValue, trigger],
    );

    const toggleSale = useCallback(
      (variant: number) => {
        const path = fieldPath(variant, TABLE_FIELDS[4]);
        setValue(path, !getValues(path), { shouldDirty: true });
        if (revalidate) void trigger();
      },
      [getValues, revalidate, setValue, trigger],
    );

    const toggleSelected = useCallback((variant: number) => {
      setSelected((old) => {
        const next = new Set(old);
        if (next.has(variant)) next.delete(variant);
        else next.add(variant);
        return next;
      });
    }, []);
    const allSelected = count > 0 && selected.size === count;
    const toggleAll = () => setSelected(allSelected ? new Set() : new Set(Array.from({ length: count }, (_, i) => i)));

    const targets = selected.size > 0 ? [...selected].sort((a, b) => a - b) : Array.from({ length: count }, (_, i) => i);
    const pending = TABLE_FIELDS.filter((field) => field.kind !== 'check' && (setValues[field.path] ?? '') !== '');
    const apply = () => {
      if (pending.length === 0) return;
      // One field at a time: a setValue of the whole variant list walks every leaf of every
      // variant through react-hook-form (seconds for 300 variants); a leaf is one cheap update.
      for (const index of targets) {
        for (const field of pending) {
          setValue(fieldPath(index, field), parse(field, setValues[field.path] ?? '') as never, { shouldDirty: true });
        }
      }
      if (revalidate) void trigger();
      setSetValues({});
      const applied = targets.length;
      notify({ text: t`已套用至 ${applied} 個規格` });
    };

    // Enter edits with the value selected (typing replaces it), F2 with the caret after it (as a
    // spreadsheet does), a typed key starts the edit with itself.
    const startEditNow = (cell: Cell, initial?: string, caretAtEnd = false) => {
      const field = TABLE_FIELDS[cell.col - LEAD_COLUMNS];
      if (!field || field.kind === 'check' || cell.row < 1) return;
      const current = cell.row === 1 ? (setValues[field.path] ?? '') : shown(getValues(fieldPath(cell.row - HEAD_ROWS, field)));
      setActive(cell);
      setEditing({ ...cell, initial: initial ?? current, selectAll: initial === undefined && !caretAtEnd });
    };
    // The rows are memoized: they get callbacks that never change and call the latest code.
    const latestStart = useRef(startEditNow);
    latestStart.current = startEditNow;
    const startEdit = useCallback(
      (cell: Cell, initial?: string, caretAtEnd?: boolean) => latestStart.current(cell, initial, caretAtEnd),
      [],
    );

    const endEdit = useCallback(
      (cell: Cell, text: string | null, then?: Cell | 'away') => {
        if (text !== null) commit(cell, text);
        setEditing(null);
        // Left by a click elsewhere: the focus stays where the merchant put it.
        if (then === 'away') return;
        if (then) move(then.row, then.col);
        else {
          pendingFocus.current = { ...cell };
          setActive({ ...cell });
        }
      },
      [commit, move],
    );

    // The grid's keys (edits handle their own): one handler for every cell.
    const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
      if (editing || event.defaultPrevented) return;
      const host = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
      if (!host) return;
      // Keys typed faster than the focus follows (a row scrolled in a render later) go on from
      // the cell they moved to, not from the one that still has the focus.
      const [row, col] = pendingFocus.current
        ? [pendingFocus.current.row, pendingFocus.current.col]
        : ((host.dataset.cell ?? '0:0').split(':').map(Number) as [number, number]);
      const cell = scrollRef.current?.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`) ?? host;
      const go = (r: number, c: number) => {
        event.preventDefault();
        move(r, c);
      };
      switch (event.key) {
        case 'ArrowUp':
          return go(row - 1, col);
        case 'ArrowDown':
          return go(row + 1, col);
        case 'ArrowLeft':
          return go(row, col - 1);
        case 'ArrowRight':
          return go(row, col + 1);
        case 'Home':
          return go(event.ctrlKey ? 0 : row, 0);
        case 'End':
          return go(event.ctrlKey ? lastRow : row, COLUMN_COUNT - 1);
        case 'PageUp':
          return go(row - PAGE_ROWS, col);
        case 'PageDown':
          return go(row + PAGE_ROWS, col);
        case 'Tab': {
          // Tab moves along the row; from its last (or first) cell it leaves the grid.
          const next = col + (event.shiftKey ? -1 : 1);
          if (next >= 0 && next < COLUMN_COUNT) go(row, next);
          return;
        }
        case 'Enter':
        case 'F2': {
          const input = cell.querySelector<HTMLElement>('input[type="checkbox"], button');
          if (input && event.key === 'Enter') {
            event.preventDefault();
            input.click();
            return;
          }
          if (TABLE_FIELDS[col - LEAD_COLUMNS]?.kind !== 'check') {
            event.preventDefault();
            startEdit({ row, col }, undefined, event.key === 'F2');
          }
          return;
        }
        default:
          // Typing starts an edit with what was typed, as a spreadsheet does.
          if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
            const field = TABLE_FIELDS[col - LEAD_COLUMNS];
            if (row >= 1 && field && field.kind !== 'check') {
              event.preventDefault();
              startEdit({ row, col }, event.key);
            }
          }
      }
    };

    const tabIndexOf = (row: number, col: number) => (active.row === row && active.col === col ? 0 : -1);
    const onFocusCell = useCallback((row: number, col: number) => {
      // A cell the merchant clicked or tabbed to: the keys go on from there.
      pendingFocus.current = null;
      setActive((old) => (old.row === row && old.col === col ? old : { row, col }));
    }, []);
    const editingIn = (row: number) => (editing && editing.row === row ? editing : null);
    const helpId = `${baseId}-help`;
    const applyLabel = selected.size > 0 ? t`套用至所選（${selected.size}）` : t`套用至全部（${count}）`;

    const setRow = (
      <div role="row" aria-rowindex={2} className="variant-table__row variant-table__set-row" data-row={1}>
        <div role="gridcell" data-cell="1:0" tabIndex={tabIndexOf(1, 0)} onFocus={() => onFocusCell(1, 0)} />
        <div role="rowheader" data-cell="1:1" onFocus={() => onFocusCell(1, 1)} className="variant-table__head-cell">
          <button
            type="button"
            className="sf-button sf-button--primary variant-table__apply"
            tabIndex={tabIndexOf(1, 1)}
            disabled={pending.length === 0}
            aria-disabled={pending.length === 0}
            onClick={apply}
          >
            {applyLabel}
          </button>
        </div>
        {TABLE_FIELDS.map((field, index) => {
          const col = LEAD_COLUMNS + index;
          const label = t`批次設定${labels[field.path]}`;
          if (field.kind === 'check')
            return (
              <div
                key={field.path}
                role="gridcell"
                data-cell={`1:${col}`}
                tabIndex={tabIndexOf(1, col)}
                onFocus={() => onFocusCell(1, col)}
              />
            );
          const edit = editingIn(1);
          return (
            <GridCell
              key={field.path}
              row={1}
              col={col}
              tabIndex={tabIndexOf(1, col)}
              label={label}
              value={setValues[field.path] ?? ''}
              placeholder={t`輸入後套用`}
              editing={edit && edit.col === col ? edit.initial : null}
              selectAll={edit?.selectAll ?? false}
              numeric={field.kind === 'number'}
              onFocusCell={onFocusCell}
              onStart={startEdit}
              onEnd={endEdit}
            />
          );
        })}
      </div>
    );

    const items = virtualizer.getVirtualItems();
    return (
      <div className="variant-table">
        <p id={helpId} className="variant-table__help">
          <Trans>
            方向鍵移動，Enter 或 F2 編輯，Esc 取消，Tab 移到下一格。勾選規格後在「批次設定」列輸入數值並套用；沒有勾選時套用至全部規格。
          </Trans>
        </p>
        <div
          ref={scrollRef}
          className="variant-table__scroll"
          role="grid"
          // The cells hold the tab stop (roving tabindex); the grid is focusable by script only.
          tabIndex={-1}
          aria-label={t`規格表（${count} 個規格）`}
          aria-describedby={helpId}
          aria-rowcount={count + HEAD_ROWS}
          aria-colcount={COLUMN_COUNT}
          onKeyDown={onKeyDown}
        >
          <div className="variant-table__content">
            <div role="rowgroup" className="variant-table__head">
              <div role="row" aria-rowindex={1} className="variant-table__row" data-row={0}>
                <div role="columnheader" data-cell="0:0" onFocus={() => onFocusCell(0, 0)} className="variant-table__tick">
                  <input
                    type="checkbox"
                    tabIndex={tabIndexOf(0, 0)}
                    checked={allSelected}
                    ref={(box) => {
                      if (box) box.indeterminate = selected.size > 0 && !allSelected;
                    }}
                    onChange={toggleAll}
                    aria-label={t`選取全部規格`}
                  />
                </div>
                <div role="columnheader" data-cell="0:1" tabIndex={tabIndexOf(0, 1)} onFocus={() => onFocusCell(0, 1)}>
                  <Trans>組合</Trans>
                </div>
                {TABLE_FIELDS.map((field, index) => (
                  <div
                    key={field.path}
                    role="columnheader"
                    className={field.kind === 'number' ? 'variant-table__cell--number' : undefined}
                    data-cell={`0:${LEAD_COLUMNS + index}`}
                    tabIndex={tabIndexOf(0, LEAD_COLUMNS + index)}
                    onFocus={() => onFocusCell(0, LEAD_COLUMNS + index)}
                  >
                    {labels[field.path]}
                  </div>
                ))}
              </div>
              {setRow}
            </div>
            <div role="rowgroup" className="variant-table__body" style={{ height: virtualizer.getTotalSize() - HEAD_ROWS * ROW_HEIGHT }}>
              {items.map((item) => {
                const row = HEAD_ROWS + item.index;
                const edit = editingIn(row);
                return (
                  <VariantRow
                    key={item.key}
                    control={control}
                    variant={item.index}
                    row={row}
                    top={item.start - HEAD_ROWS * ROW_HEIGHT}
                    name={comboName(item.index)}
                    selected={selected.has(item.index)}
                    activeCol={active.row === row ? active.col : -1}
                    editingCol={edit ? edit.col : -1}
                    editingInitial={edit ? edit.initial : ''}
                    selectAll={edit?.selectAll ?? false}
                    labels={labels}
                    onFocusCell={onFocusCell}
                    onToggle={toggleSelected}
                    onToggleSale={toggleSale}
                    onStart={startEdit}
                    onEnd={endEdit}
                  />
                );
              })}
            </div>
          </div>
        </div>
      </div>
    );
  }),
);

type RowProps = {
  control: Control<ProductForm>;
  variant: number;
  row: number;
  top: number;
  name: string;
  selected: boolean;
  activeCol: number;
  editingCol: number;
  editingInitial: string;
  selectAll: boolean;
  labels: Record<TableField['path'], string>;
  onFocusCell: (row: number, col: number) => void;
  onToggle: (variant: number) => void;
  onToggleSale: (variant: number) => void;
  onStart: (cell: Cell, initial?: string, caretAtEnd?: boolean) => void;
  onEnd: (cell: Cell, text: string | null, then?: Cell | 'away') => void;
};

const VariantRow = memo(function VariantRow(props: RowProps) {
  const { t } = useLingui();
  const { variant, row, top, name, selected, activeCol, editingCol, editingInitial, labels, onFocusCell, onToggle } = props;
  return (
    <div
      role="row"
      aria-rowindex={row + 1}
      aria-selected={selected}
      className="variant-table__row variant-table__data-row"
      style={{ transform: `translateY(${top}px)` }}
      data-row={row}
    >
      <div role="gridcell" data-cell={`${row}:0`} className="variant-table__tick" onFocus={() => onFocusCell(row, 0)}>
        <input
          type="checkbox"
          tabIndex={activeCol === 0 ? 0 : -1}
          checked={selected}
          onChange={() => onToggle(variant)}
          aria-label={t`選取 ${name}`}
        />
      </div>
      <div role="rowheader" data-cell={`${row}:1`} tabIndex={activeCol === 1 ? 0 : -1} onFocus={() => onFocusCell(row, 1)}>
        {name}
      </div>
      {TABLE_FIELDS.map((field, index) => {
        const col = LEAD_COLUMNS + index;
        return (
          <FieldCell
            key={field.path}
            control={props.control}
            field={field}
            path={fieldPath(variant, field)}
            row={row}
            col={col}
            tabIndex={activeCol === col ? 0 : -1}
            label={t`${name} 的${labels[field.path]}`}
            editing={editingCol === col ? editingInitial : null}
            selectAll={props.selectAll}
            onFocusCell={onFocusCell}
            onToggleSale={() => props.onToggleSale(variant)}
            onStart={props.onStart}
            onEnd={props.onEnd}
          />
        );
      })}
    </div>
  );
});

type FieldCellProps = {
  control: Control<ProductForm>;
  field: TableField;
  path: ReturnType<typeof fieldPath>;
  row: number;
  col: number;
  tabIndex: number;
  label: string;
  editing: string | null;
  selectAll: boolean;
  onFocusCell: (row: number, col: number) => void;
  onToggleSale: () => void;
  onStart: (cell: Cell, initial?: string, caretAtEnd?: boolean) => void;
  onEnd: (cell: Cell, text: string | null, then?: Cell | 'away') => void;
};

/** A variant's field: its own value and error subscriptions, nothing else re-renders it. */
function FieldCell({
  control,
  field,
  path,
  row,
  col,
  tabIndex,
  label,
  editing,
  selectAll,
  onFocusCell,
  onToggleSale,
  onStart,
  onEnd,
}: FieldCellProps) {
  const text = useValidationText();
  const value = useWatch({ control, name: path }) as unknown;
  const { errors } = useFormState({ control, name: path });
  const message = errorMessage(errors, path);
  const error = message === undefined ? undefined : text(message);
  if (field.kind === 'check') {
    return (
      <div role="gridcell" data-cell={`${row}:${col}`} className="variant-table__tick" onFocus={() => onFocusCell(row, col)}>
        <input type="checkbox" tabIndex={tabIndex} checked={Boolean(value)} onChange={onToggleSale} aria-label={label} />
      </div>
    );
  }
  return (
    <GridCell
      row={row}
      col={col}
      tabIndex={tabIndex}
      label={label}
      value={shown(value)}
      error={error}
      editing={editing}
      selectAll={selectAll}
      numeric={field.kind === 'number'}
      onFocusCell={onFocusCell}
      onStart={onStart}
      onEnd={onEnd}
    />
  );
}

type GridCellProps = {
  row: number;
  col: number;
  tabIndex: number;
  label: string;
  value: string;
  placeholder?: string;
  error?: string;
  /** The text the edit starts with, or null when the cell is not being edited. */
  editing: string | null;
  selectAll: boolean;
  numeric: boolean;
  onFocusCell: (row: number, col: number) => void;
  onStart: (cell: Cell, initial?: string, caretAtEnd?: boolean) => void;
  onEnd: (cell: Cell, text: string | null, then?: Cell | 'away') => void;
};

/** A cell that shows its value and, while edited, an input: Enter and Tab commit, Escape cancels. */
function GridCell({
  row,
  col,
  tabIndex,
  label,
  value,
  placeholder,
  error,
  editing,
  selectAll,
  numeric,
  onFocusCell,
  onStart,
  onEnd,
}: GridCellProps) {
  const errorId = useId();
  const done = useRef(false);
  const cell = { row, col };
  let content: ReactNode;
  if (editing !== null) {
    const keys = (event: KeyboardEvent<HTMLInputElement>) => {
      const input = event.currentTarget;
      const finish = (text: string | null, then?: Cell) => {
        event.preventDefault();
        event.stopPropagation();
        done.current = true;
        onEnd(cell, text, then);
      };
      if (event.key === 'Escape') finish(null);
      else if (event.key === 'Enter') finish(input.value, { row: event.shiftKey ? row - 1 : row + 1, col });
      else if (event.key === 'Tab') finish(input.value, { row, col: event.shiftKey ? col - 1 : col + 1 });
      else event.stopPropagation();
    };
    content = (
      <input
        // The edit opens where the merchant asked for it: the input takes the focus at once.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        className="sf-input variant-table__input"
        defaultValue={editing}
        inputMode={numeric ? 'numeric' : undefined}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onFocus={(event) => {
          done.current = false;
          const input = event.currentTarget;
          if (selectAll) input.select();
          else input.setSelectionRange(input.value.length, input.value.length);
        }}
        onKeyDown={keys}
        onBlur={(event) => {
          if (!done.current) onEnd(cell, event.currentTarget.value, 'away');
        }}
      />
    );
  } else {
    content = (
      <span className={value === '' && placeholder ? 'variant-table__placeholder' : undefined}>
        {value === '' ? (placeholder ?? '') : value}
      </span>
    );
  }
  return (
    <div
      role="gridcell"
      data-cell={`${row}:${col}`}
      tabIndex={editing === null ? tabIndex : -1}
      aria-label={editing === null ? `${label}${value === '' ? '' : ` ${value}`}` : undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className={`variant-table__cell${numeric ? ' variant-table__cell--number' : ''}${error ? ' variant-table__cell--error' : ''}`}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocusCell(row, col);
      }}
      onDoubleClick={() => onStart(cell)}
    >
      {content}
      {error ? (
        <span id={errorId} className="variant-table__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
