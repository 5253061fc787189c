// No saved text runs as script: well-known filter-evasion payloads saved through every text and
// rich-text field (product texts, names, addresses, the receipt title, the refund reason, the
// return request's refund account and the account given for a late payment's refund, CSV cells)
// are opened on every screen that shows them, as the merchant and as the buyer, with a dialog, a
// console and a canary detector on each page. First the detector itself is shown to
// catch every payload when a page renders them unsafely. The full rotation (every payload in
// every field) runs under `pnpm test:hard`.
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { recordFigures } from '../support/reliability-report';
import { XSS_FIELD_NAMES } from '../support/xss-fields';
import { detectUnsafeRender } from '../support/xss-lab';
import { XSS_PAYLOADS } from '../support/xss-payloads';
import { runXssRound } from '../support/xss-round';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test('the detector catches every payload when a page renders it unsafely', async () => {
  const { context, page } = await newPage(browser);
  const caught = await detectUnsafeRender(context, page);
  expect(caught.sort((a, b) => a - b)).toEqual(XSS_PAYLOADS.map((p) => p.id));
  recordFigures('xssDetector', { payloads: XSS_PAYLOADS.length, caughtWhenRenderedUnsafely: caught.length });
  await context.close();
});

test('payloads saved through every field run nowhere and show as text', async () => {
  const result = await runXssRound(browser, 0, { refund: true });
  expect(result.executions).toEqual([]);
  expect(result.missing).toEqual([]);
  expect(result.fields.size).toBe(XSS_FIELD_NAMES.length);
  recordFigures('xssFast', {
    rounds: 1,
    payloads: result.payloadIds.size,
    fields: result.fields.size,
    screens: result.screens,
    renders: result.renders,
    executions: result.executions.length,
  });
}, 180_000);
