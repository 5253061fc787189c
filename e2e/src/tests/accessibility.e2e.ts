// axe-core on the main shopper screens, in Chinese at desktop width and in English at phone width:
// no serious or critical violation, and <html lang> follows the language. Every screen in both
// languages at both widths runs under `pnpm test:hard`.
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

const MAIN = ['home', 'product page', 'cart', 'checkout: delivery', 'login'];
const COMBOS: [Lang, number][] = [
  ['zh-tw', 1280],
  ['en', 375],
];
const audits: Audit[] = [];

test.each(MAIN.flatMap((name) => COMBOS.map(([lang, width]) => [name, lang, width] as const)))(
  '%s in %s at %ipx',
  async (name, lang, width) => {
    const audit = await auditScreen(
      browser,
      AXE_SCREENS.find((s) => s.name === name)!,
      lang,
      width,
    );
    expect(audit.htmlLang.startsWith(lang === 'en' ? 'en' : 'zh')).toBe(true);
    expect(summarize([audit]).blocking).toEqual([]);
    audits.push(audit);
    if (audits.length === MAIN.length * COMBOS.length) {
      const { byImpact, rules } = summarize(audits);
      recordFigures('axeFast', {
        screens: MAIN.length,
        combinations: COMBOS.map(([l, w]) => `${l} @ ${w}px`),
        audits: audits.length,
        violationsByImpact: byImpact,
        rules,
      });
    }
  },
  60_000,
);
