// The site's button: variants, and a busy state that blocks a second send while a call is in flight.
// Variants: primary (the one main action of a place), secondary, danger, and text (an action of
// less weight: a button without a frame, never an underlined link). `link` is the old name of text.
import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'text';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant | 'link';
  size?: 'medium' | 'small';
  busy?: boolean;
};

/** The class names of a button of this variant and size: for a button, or a link that looks like one. */
export function buttonClassName(
  variant: ButtonVariant | 'link' = 'secondary',
  size: 'medium' | 'small' = 'medium',
  className?: string,
): string {
  return ['sf-button', `sf-button--${variant === 'link' ? 'text' : variant}`, size === 'small' ? 'sf-button--small' : null, className]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant = 'secondary',
  size = 'medium',
  busy = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName(variant, size, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}
