// A labelled form field with its required mark and its error, wired for screen readers.
import { Trans } from '@lingui/react/macro';
import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';

type FieldProps = {
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: ReactElement<Record<string, unknown>>;
};

export function Field({ label, required, error, hint, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="sf-field">
      <label htmlFor={id} className="sf-field__label">
        {label}
        {required ? (
          <span className="sf-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
        {required ? (
          <span className="sf-visually-hidden">
            <Trans>（必填）</Trans>
          </span>
        ) : null}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
        className: ['sf-input', children.props.className].filter(Boolean).join(' '),
      })}
      {hint ? (
        <p id={hintId} className="sf-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="sf-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
