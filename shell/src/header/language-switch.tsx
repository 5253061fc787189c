// Switches the interface language of every app on the page (and remembers the choice). The page
// stays where it is, at its path in the new language (contracts format/language.ts: the checkout's
// /en prefix follows the language, and a ?lang= naming the other language is dropped).
import { switchedLanguageUrl } from '@storefront/contracts';
import { preloadLanguage, setLanguage, useLanguage } from '@storefront/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export function LanguageSwitch() {
  const lang = useLanguage();
  const next = lang === 'en' ? 'zh-tw' : 'en';
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [fetching, setFetching] = useState(false);
  const switchLanguage = () => {
    if (fetching) return;
    setFetching(true);
    // Every app's texts in the new language are fetched first, so the whole page changes language
    // at once rather than area by area. Should the fetch fail, the switch still happens: each area
    // then shows its own error and retry.
    void preloadLanguage(next)
      .catch(() => undefined)
      .then(() => {
        setFetching(false);
        setLanguage(next, { remember: true });
        const there = switchedLanguageUrl(next, pathname, search, hash);
        if (there !== `${pathname}${search}${hash}`) void navigate(there, { replace: true });
      });
  };
  return (
    <button
      type="button"
      className="sf-button sf-button--link shell-header__language"
      lang={next === 'en' ? 'en' : 'zh-Hant-TW'}
      aria-busy={fetching || undefined}
      onClick={switchLanguage}
    >
      {/* Each language is named in itself, as language pickers do. */}
      {next === 'en' ? 'English' : '中文'}
    </button>
  );
}
