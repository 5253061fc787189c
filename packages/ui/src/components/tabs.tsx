// WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the active panel is rendered.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem = { id: string; label: ReactNode; content: ReactNode };

/**
 * `initial` opens a tab; a screen that keeps the tab in its URL passes `active` and hears of the
 * person's choice through `onSelect`.
 */
export function Tabs({
  items,
  label,
  initial,
  active: chosen,
  onSelect,
}: {
  items: TabItem[];
  label: string;
  initial?: string;
  active?: string;
  onSelect?: (id: string) => void;
}) {
  const [own, setOwn] = useState(initial ?? items[0]?.id);
  const active = chosen ?? own;
  const setActive = (id: string) => {
    setOwn(id);
    onSelect?.(id);
  };
  const baseId = useId();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const current = items.find((item) => item.id === active) ?? items[0];

  const focusTab = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    setActive(item.id);
    tabRefs.current[item.id]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  };

  return (
    <div className="sf-tabs">
      <div role="tablist" aria-label={label} className="sf-tabs__list">
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(el) => {
              tabRefs.current[item.id] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={item.id === current?.id}
            aria-controls={`${baseId}-panel-${item.id}`}
            tabIndex={item.id === current?.id ? 0 : -1}
            className="sf-tabs__tab"
            onClick={() => setActive(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {current ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          className="sf-tabs__panel"
          tabIndex={0}
        >
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
