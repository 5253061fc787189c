// Watches a page for script that should never run: the payloads' canary `__xss(n)` (reported to
// the test through a binding, so it survives navigations), any dialog (alert/confirm/prompt,
// dismissed and recorded) and any console message that carries the XSS marker. Attach it before
// the first navigation.
import type { BrowserContext, Page } from 'playwright-core';

export type XssExecution = { detector: 'canary' | 'dialog' | 'console'; detail: string; url: string };

export type XssWatch = {
  executions: XssExecution[];
  /** Waits a little for late handlers (error events of images, animations) before reading. */
  settle: (page: Page) => Promise<XssExecution[]>;
};

const CANARY = 'window.__xss = (n) => window.__xssReport(String(n));';

/** Watches every page of a context, including pages opened later. */
export async function watchForXss(context: BrowserContext): Promise<XssWatch> {
  const executions: XssExecution[] = [];
  await context.exposeBinding('__xssReport', ({ page }, detail: string) => {
    executions.push({ detector: 'canary', detail, url: page?.url() ?? '' });
  });
  await context.addInitScript({ content: CANARY });
  const watchPage = (page: Page) => {
    page.on('dialog', (dialog) => {
      executions.push({ detector: 'dialog', detail: `${dialog.type()}: ${dialog.message()}`, url: page.url() });
      void dialog.dismiss().catch(() => undefined);
    });
    page.on('console', (message) => {
      if (message.text().includes('XSS')) executions.push({ detector: 'console', detail: message.text(), url: page.url() });
    });
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  return {
    executions,
    settle: async (page) => {
      await page.waitForTimeout(300);
      return [...executions];
    },
  };
}
