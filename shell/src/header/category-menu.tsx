// The header's category menu, on every page: a disclosure button that opens the catalogue's
// categories, each linking to its listing (/category/:id). The categories are the category facet
// of the catalogue's search (every online product, no text), asked the first time the menu opens,
// so no page load pays for a menu nobody opened. A dropdown panel on desktop, a full-width list
// under the header on a phone (<= 992 px, shell.css). Keyboard: Enter or Space opens, the arrow
// keys move through the entries (ArrowDown on the button opens it at the first), Home and End,
// Escape closes and gives the focus back to the button; leaving the menu (focus or a click
// elsewhere, a link followed) closes it.
import { Trans, useLingui } from '@lingui/react/macro';
import type { SearchFacet } from '@storefront/contracts/product';
import { api, Link } from '@storefront/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';

type Categories = { state: 'idle' | 'loading' } | { state: 'ready'; list: SearchFacet[] } | { state: 'error' };

export function CategoryMenu() {
  const { t } = useLingui();
  const panelId = `${useId()}-categories`;
  const [open, setOpen] = useState(false);
  const [categories, setCategories] = useState<Categories>({ state: 'idle' });
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Which entry takes the focus once the list is there (ArrowDown on a closed menu).
  const focusOnShow = useRef<'first' | null>(null);

  // A new page closes the menu (state adjusted while rendering, as in search-box.tsx).
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [shownFor, setShownFor] = useState(here);
  if (shownFor !== here) {
    setShownFor(here);
    setOpen(false);
  }

  const load = () => {
    setCategories({ state: 'loading' });
    api()
      .call('productSearch', { query: { pageSize: '1' } })
      .then((answer) => setCategories({ state: 'ready', list: answer.categories }))
      .catch(() => setCategories({ state: 'error' }));
  };
  const show = () => {
    setOpen(true);
    if (categories.state === 'idle' || categories.state === 'error') load();
  };

  const entries = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>(`#${CSS.escape(panelId)} a`) ?? [])];

  useEffect(() => {
    if (!open || categories.state !== 'ready' || focusOnShow.current === null) return;
    focusOnShow.current = null;
    entries()[0]?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- entries reads the DOM of this render
  }, [open, categories.state]);

  // A click or a tap outside closes the menu.
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (open && entries().length) entries()[0]!.focus();
      else {
        focusOnShow.current = 'first';
        show();
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const links = entries();
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const move = (index: number) => {
      event.preventDefault();
      links[(index + links.length) % links.length]?.focus();
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (links.length === 0) return;
    else if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at < 0 ? links.length - 1 : at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(links.length - 1);
  };

  return (
    <div
      ref={root}
      className="shell-categories"
      onBlur={(event) => {
        // The focus left the menu (Tab past its last entry, or elsewhere): it closes.
        if (open && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="shell-categories__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t`商品分類`}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onButtonKey}
      >
        <span className="shell-categories__icon" aria-hidden="true" />
        {/* On a narrow phone the bars alone show (the search box needs the room); the name stays. */}
        <span className="shell-categories__label">
          <Trans>商品分類</Trans>
        </span>
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the keys move between the links inside */}
      <div id={panelId} className="shell-categories__panel" hidden={!open} onKeyDown={onPanelKey}>
        {categories.state === 'loading' ? (
          <p className="shell-categories__note" role="status">
            <Trans>正在載入分類…</Trans>
          </p>
        ) : null}
        {categories.state === 'error' ? (
          <p className="shell-categories__note" role="alert">
            <Trans>無法載入分類。</Trans>{' '}
            <button type="button" className="sf-button sf-button--text" onClick={load}>
              <Trans>重試</Trans>
            </button>
          </p>
        ) : null}
        {categories.state === 'ready' ? (
          <ul className="shell-categories__list" aria-label={t`商品分類`}>
            <li>
              <Link to="/search" className="shell-categories__link shell-categories__link--all" onClick={() => setOpen(false)}>
                <Trans>所有商品</Trans>
              </Link>
            </li>
            {categories.list.map((category) => (
              <li key={category.id}>
                <Link to={`/category/${category.id}`} className="shell-categories__link" onClick={() => setOpen(false)}>
                  {category.title}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
