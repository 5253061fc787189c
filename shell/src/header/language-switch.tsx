// Switches the interface language of every app on the page (and remembers the choice).
import { setLanguage, useLanguage } from '@storefront/ui';

export function LanguageSwitch() {
  const lang = useLanguage();
  const next = lang === 'en' ? 'zh-tw' : 'en';
  return (
    <button
      type="button"
      className="sf-button sf-button--link shell-header__language"
      lang={next === 'en' ? 'en' : 'zh-Hant-TW'}
      onClick={() => setLanguage(next, { remember: true })}
    >
      {/* Each language is named in itself, as language pickers do. */}
      {next === 'en' ? 'English' : '中文'}
    </button>
  );
}
