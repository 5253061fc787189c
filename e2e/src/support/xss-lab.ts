// The detector's own test bench: a page of the storefront's origin that renders each payload the
// unsafe way (straight into the HTML), to show that every payload runs there and that the
// detectors see it, so a screen that renders one unsafely would be caught.
import type { BrowserContext, Page } from 'playwright-core';
import { BASE_URL } from './server';
import { watchForXss, type XssExecution } from './xss-detector';
import { XSS_PAYLOADS } from './xss-payloads';

/** The payload a detector report points at: the canary's number, alert(n), or console 'XSS-n'. */
export function payloadIdOf(execution: XssExecution): number {
  return Number(/(\d+)\s*$/.exec(execution.detail)?.[1] ?? NaN);
}

/** Renders each payload unsafely and answers the ids of the payloads the detectors caught. */
export async function detectUnsafeRender(context: BrowserContext, page: Page): Promise<number[]> {
  const watch = await watchForXss(context);
  const caught = new Set<number>();
  for (const payload of XSS_PAYLOADS) {
    const url = `${BASE_URL}/__xss-lab/${payload.id}`;
    await page.route(url, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><body><div>${payload.text}</div></body></html>` }),
    );
    const before = watch.executions.length;
    await page.goto(url);
    await watch.settle(page);
    watch.executions.slice(before).forEach((execution) => caught.add(payloadIdOf(execution)));
  }
  return [...caught];
}
