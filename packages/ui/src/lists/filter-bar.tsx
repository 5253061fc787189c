// A paged list's filters and sort, in one bar: a form that posts nothing (each change goes to the
// list's URL at once, through useListQuery's set), labelled for screen readers, with a 清除篩選
// button while a filter is on. The points lists, the wish list and the merchant's products and
// orders use it, so every list's bar looks and behaves alike.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Field } from '../forms/field';

export type FilterOption = { value: string; label: string };

export function FilterBar({
  label,
  onClear,
  children,
}: {
  /** The form's accessible name (篩選訂單). */
  label: string;
  /** Shown as 清除篩選 while given: clears the bar's filters (not the sort). */
  onClear?: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <form className="sf-filter-bar" aria-label={label} onSubmit={(event) => event.preventDefault()}>
      {children}
      {onClear ? (
        <button type="button" className="sf-button sf-button--link" onClick={onClear}>
          <Trans>清除篩選</Trans>
        </button>
      ) : null}
    </form>
  );
}

/** A filter's select: '' (the first option, allLabel) means no filter. */
export function FilterSelect({
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string;
  value: string;
  allLabel: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The sort's select, its options in the order given; the default sort is left out of the URL (''). */
export function SortSelect<S extends string>({
  label,
  value,
  sorts,
  defaultSort,
  onChange,
}: {
  label: string;
  value: S;
  sorts: Readonly<Record<S, string>>;
  defaultSort: S;
  onChange: (sort: string) => void;
}) {
  return (
    <Field label={label}>
      <select value={value} onChange={(event) => onChange(event.target.value === defaultSort ? '' : event.target.value)}>
        {(Object.entries(sorts) as [S, string][]).map(([sort, text]) => (
          <option key={sort} value={sort}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}
