// axe-core on every screen, in both languages, at desktop (1280) and phone (375) widths: no
// serious or critical violation anywhere, and <html lang> follows the language.
import type { Browser } from 'playwright-core';
import { auditScreen, summarize, type Audit } from '../support/axe-audit';
import { AXE_SCREENS, type Lang } from '../support/axe-screens';
import { launchBrowser } from '../support/browser';
import { recordFigures } from '../support/reliability-report';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const LANGS: Lang[] = ['zh-tw', 'en'];
const WIDTHS = [1280, 375];
const MATRIX = AXE_SCREENS.flatMap((screen) => LANGS.flatMap((lang) => WIDTHS.map((width) => [screen.name, lang, width, screen] as const)));
const audits: Audit[] = [];

test.each(MATRIX)(
  '%s in %s at %ipx',
  async (_name, lang, width, screen) => {
    const audit = await auditScreen(browser, screen, lang, width);
    audits.push(audit);
    expect(audit.htmlLang.startsWith(lang === 'en' ? 'en' : 'zh')).toBe(true);
    expect(summarize([audit]).blocking).toEqual([]);
    if (audits.length === MATRIX.length) {
      const { byImpact, rules } = summarize(audits);
      recordFigures('axeFull', {
        screens: AXE_SCREENS.length,
        languages: LANGS,
        widths: WIDTHS,
        audits: audits.length,
        violationsByImpact: byImpact,
        rules,
      });
    }
  },
  60_000,
);
