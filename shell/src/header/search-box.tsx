// The header's search box, on every page: suggestions (products, brands, categories) while
// typing, debounced, in the ARIA combobox pattern (arrow keys move through the list, Enter opens
// the chosen one or searches the text, Escape closes); a search goes to /search?q=.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductSuggestResponse } from '@storefront/contracts/product';
import { api } from '@storefront/ui';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const DEBOUNCE_MS = 200;
const MAX_TEXT = 100;

type Option = { key: string; kind: 'product' | 'brand' | 'category'; label: string; href: string };

function optionsOf(answer: ProductSuggestResponse): Option[] {
  return [
    ...answer.products.map((p): Option => ({
      key: `p${p.productId}`,
      kind: 'product',
      label: p.title,
      href: `/products/${encodeURIComponent(p.slug)}`,
    })),
    ...answer.brands.map((b): Option => ({ key: `b${b.id}`, kind: 'brand', label: b.title, href: `/brand/${b.id}` })),
    ...answer.categories.map((c): Option => ({ key: `c${c.id}`, kind: 'category', label: c.title, href: `/category/${c.id}` })),
  ];
}

/** `label` names the box when a page shows a second one (the not-found page), so each search landmark has its own name. */
export function SearchBox({ label, className }: { label?: string; className?: string } = {}) {
  const { t } = useLingui();
  const name = label ?? t`搜尋商品`;
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(() => (location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : ''));
  const [options, setOptions] = useState<Option[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);
  /** The suggestions being asked for (or waiting out the debounce): dropped once the visitor searches. */
  const asking = useRef<AbortController | null>(null);

  // The box shows the text of the search on screen (back and forward included), and a new page
  // closes the list (state adjusted while rendering, as React advises for state that follows props).
  const here = `${location.pathname}${location.search}`;
  const [shownFor, setShownFor] = useState(here);
  if (shownFor !== here) {
    setShownFor(here);
    setOpen(false);
    if (location.pathname === '/search') setText(new URLSearchParams(location.search).get('q') ?? '');
  }

  useEffect(() => {
    const query = text.trim();
    if (!typed.current || query === '') {
      setOptions([]);
      return;
    }
    const controller = new AbortController();
    asking.current = controller;
    const timer = window.setTimeout(() => {
      if (controller.signal.aborted) return;
      api()
        .call('productSuggest', { query: { q: query }, signal: controller.signal })
        .then((answer) => {
          if (controller.signal.aborted) return;
          setOptions(optionsOf(answer));
          setActive(-1);
          setOpen(true);
        })
        .catch(() => {
          // Suggestions are a help: without them the box still searches.
          if (!controller.signal.aborted) setOptions([]);
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const expanded = open && options.length > 0;
  const go = (href: string) => {
    // Suggestions for the text just searched, arriving on the next page, would open the list over
    // its results: a search made before they came drops them.
    asking.current?.abort();
    typed.current = false;
    setOpen(false);
    setActive(-1);
    void navigate(href);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded && active >= 0 ? options[active] : undefined;
    if (chosen) return go(chosen.href);
    const query = text.trim();
    go(query ? `/search?q=${encodeURIComponent(query)}` : '/search');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!expanded) return setOpen(true);
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return setOpen(true);
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list; a second Escape clears the box (the search input's own behaviour).
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  const kindLabel = { product: t`商品`, brand: t`品牌`, category: t`分類` };

  return (
    <form role="search" className={className ? `shell-search ${className}` : 'shell-search'} onSubmit={submit} aria-label={name}>
      <input
        type="search"
        role="combobox"
        className="shell-search__input"
        aria-label={name}
        placeholder={t`搜尋商品、品牌、分類`}
        autoComplete="off"
        maxLength={MAX_TEXT}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(event) => {
          typed.current = true;
          setText(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <button type="submit" className="shell-search__button">
        <Trans>搜尋</Trans>
      </button>
      <ul id={listId} role="listbox" aria-label={t`搜尋建議`} className="shell-search__list" hidden={!expanded}>
        {options.map((option, index) => (
          <li
            key={option.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="shell-search__option"
            // Chosen on mouse down, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              go(option.href);
            }}
          >
            <span className="shell-search__kind">{kindLabel[option.kind]}</span> {option.label}
          </li>
        ))}
      </ul>
    </form>
  );
}
