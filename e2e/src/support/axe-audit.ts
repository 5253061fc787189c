// Opens one screen in one language at one width, as its visitor, and runs axe on it; also checks
// that <html lang> follows the language.
import type { Browser } from 'playwright-core';
import { runAxe, type AxeViolation, type Impact } from './axe';
import { chooseLanguage, withCart, type AxeScreen, type Lang } from './axe-screens';
import { loginAs, newPage } from './browser';

const ACCOUNTS = {
  buyer: ['buyer@example.com', 'buyer1234'],
  merchant: ['merchant@example.com', 'merchant1234'],
  operator: ['operator@example.com', 'operator1234'],
} as const;

export type Audit = { screen: string; lang: Lang; width: number; htmlLang: string; violations: AxeViolation[] };

export async function auditScreen(browser: Browser, screen: AxeScreen, lang: Lang, width: number): Promise<Audit> {
  const { context, page } = await newPage(browser, { width });
  try {
    if (screen.who !== 'visitor') await loginAs(context, ACCOUNTS[screen.who][0], ACCOUNTS[screen.who][1]);
    await chooseLanguage(page, lang);
    if (screen.cart) await withCart(page);
    await page.goto(await screen.path(context));
    await screen.ready(page, lang);
    await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
    const htmlLang = await page.evaluate(() => document.documentElement.lang);
    return { screen: screen.name, lang, width, htmlLang, violations: await runAxe(page) };
  } finally {
    await context.close();
  }
}

/** Violations by impact over many audits, and the serious or critical ones named. */
export function summarize(audits: Audit[]) {
  const byImpact: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const blocking: string[] = [];
  const rules = new Map<string, number>();
  for (const audit of audits) {
    for (const v of audit.violations) {
      byImpact[v.impact] += 1;
      rules.set(`${v.id} (${v.impact})`, (rules.get(`${v.id} (${v.impact})`) ?? 0) + 1);
      if (v.impact === 'serious' || v.impact === 'critical')
        blocking.push(`${audit.screen} [${audit.lang}, ${audit.width}px] ${v.id}: ${v.help} — ${v.targets.join(', ')}`);
    }
  }
  return { byImpact, blocking, rules: Object.fromEntries(rules) };
}
