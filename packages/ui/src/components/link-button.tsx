// A link that looks like a button: for an action that goes somewhere (查看訂單, 去逛逛, 分享 to a
// network). `to` is a route of this site (client-side navigation); `href` a full page load (another
// app's page, or another site).
import type { AnchorHTMLAttributes } from 'react';
import { Link } from '../navigation/links';
import { buttonClassName, type ButtonVariant } from './button';

export type LinkButtonProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
} & ({ to: string; href?: never } | { href: string; to?: never });

export function LinkButton({ variant = 'secondary', size = 'medium', className, to, href, children, ...rest }: LinkButtonProps) {
  const classes = buttonClassName(variant, size, className);
  if (to !== undefined) {
    return (
      <Link {...rest} to={to} className={classes}>
        {children}
      </Link>
    );
  }
  return (
    <a {...rest} href={href} className={classes}>
      {children}
    </a>
  );
}
