// A list's search box: typed text is sent on Enter or the button (not on every key), and the
// field follows the URL when back or a link changes the search. A search landmark rather than a
// form: the search changes the page's URL, nothing is posted.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { LIST_SEARCH_MAX } from '@storefront/contracts';

export function ListSearch({
  value,
  label,
  placeholder,
  onSearch,
}: {
  value: string;
  label: string;
  placeholder?: string;
  onSearch: (q: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(value);
  const [shownFor, setShownFor] = useState(value);
  if (shownFor !== value) {
    setShownFor(value);
    setText(value);
  }
  return (
    <div className="sf-list-search" role="search" aria-label={label}>
      <label htmlFor={id} className="sf-visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className="sf-input"
        type="search"
        value={text}
        maxLength={LIST_SEARCH_MAX}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          onSearch(text.trim());
        }}
      />
      <button type="button" className="sf-button" onClick={() => onSearch(text.trim())}>
        <Trans>搜尋</Trans>
      </button>
      {value ? (
        <button type="button" className="sf-button sf-button--link" aria-label={t`清除搜尋`} onClick={() => onSearch('')}>
          <Trans>清除</Trans>
        </button>
      ) : null}
    </div>
  );
}
