// The site's links: React Router's link behaviour, from its own hooks (useHref for the address,
// useLinkClickHandler for the click: a plain click navigates in the page, a click with a modifier
// key, another button or another target is the browser's; useMatch for the current link). React
// Router's <Link> and <NavLink> carry framework-mode extras no page here uses (route-module
// prefetching, view transitions, the data router's pending state), about 2 KB gzip in the shell's
// entry, on every page. Import Link and NavLink from here, not from react-router-dom (the linter
// says so).
import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, useMatch, useResolvedPath, type To } from 'react-router-dom';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A route of this site (another site's page takes a plain <a>). */
  to: To;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

export function Link({ to, replace, target, onClick, ref, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    >
      {children}
    </a>
  );
}

export type NavLinkProps = Omit<LinkProps, 'aria-current'> & {
  /** Current only on its own path, not on the paths below it ("/" on the home page only). */
  end?: boolean;
};

/** A link of a menu: on the page it leads to (or below it), aria-current="page" and the class "active". */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const { pathname } = useResolvedPath(to);
  const current = useMatch({ path: pathname, end }) !== null;
  return (
    <Link
      {...rest}
      to={to}
      aria-current={current ? 'page' : undefined}
      className={[className, current ? 'active' : undefined].filter(Boolean).join(' ') || undefined}
    />
  );
}
