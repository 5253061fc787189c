// The full XSS rotation: as many rounds as there are payloads, so that every payload has been
// saved in every field it fits and opened on every screen that shows that field.
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { recordFigures } from '../support/reliability-report';
import { FULL_ROTATION, XSS_FIELD_NAMES, XSS_FIELDS } from '../support/xss-fields';
import { XSS_PAYLOADS, payloadsFitting } from '../support/xss-payloads';
import { runXssRound } from '../support/xss-round';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test(
  'every payload in every field, on every screen: nothing runs, everything shows as text',
  async () => {
    const placed = new Map<string, number>();
    let renders = 0;
    let screens = 0;
    const executions = [];
    const missing = [];
    for (let round = 0; round < FULL_ROTATION; round += 1) {
      const result = await runXssRound(browser, round, { refund: round === 0 });
      executions.push(...result.executions);
      missing.push(...result.missing);
      renders += result.renders;
      screens += result.screens;
      for (const [field, ids] of result.placed) for (const id of ids) placed.set(`${field}/${id}`, 1);
    }
    expect(executions).toEqual([]);
    expect(missing).toEqual([]);
    // Every payload went into every field it fits.
    const expected = XSS_FIELD_NAMES.flatMap((field) => payloadsFitting(XSS_FIELDS[field].max - 20).map((p) => `${field}/${p.id}`));
    for (const key of expected) expect(placed.has(key) ? key : `never placed: ${key}`).toBe(key);
    recordFigures('xssFull', {
      rounds: FULL_ROTATION,
      payloads: XSS_PAYLOADS.length,
      fields: XSS_FIELD_NAMES.length,
      'payload × field pairs saved': placed.size,
      'screen visits': screens,
      'payload × field × screen renders': renders,
      executions: executions.length,
    });
  },
  30 * 60_000,
);
