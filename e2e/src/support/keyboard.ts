// Moving through a page with the keyboard only, as a person who cannot use a pointer does: Tab
// (or Shift+Tab) until the wanted control has focus, then Enter, Space or Escape. Every key press
// is counted, so the walk's length can be reported.
import type { Page } from 'playwright-core';

export type Focused = { tag: string; name: string; dialog: string | null; group: string | null };

export async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', name: '', dialog: null, group: null };
    const labelled = el.getAttribute('aria-labelledby');
    const label = (el as HTMLInputElement).labels?.[0]?.textContent;
    const name =
      el.getAttribute('aria-label') ?? (labelled ? document.getElementById(labelled)?.textContent : null) ?? label ?? el.textContent ?? '';
    const dialog = el.closest('dialog');
    const title = dialog ? (document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ?? '') : null;
    const group = el.closest('fieldset')?.querySelector('legend')?.textContent ?? null;
    return { tag: el.tagName.toLowerCase(), name: name.replace(/\s+/g, ' ').trim(), dialog: title, group };
  });
}

/**
 * Waits until the page takes key presses: while the browser adopts the page the server rendered,
 * its areas are busy (aria-busy, announced by screen readers) and a key pressed there is lost.
 */
export async function untilPageTakesInput(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('#root[data-adopting], .shell-remote-area[aria-busy="true"]'));
}

export class KeyboardWalk {
  presses = 0;
  constructor(private readonly page: Page) {}

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
    this.presses += 1;
  }

  /** Tabs (Shift+Tab with `back`) until the focused element's name matches; fails after `max` presses. */
  async tabTo(name: RegExp | string, options: { back?: boolean; max?: number; group?: string } = {}): Promise<Focused> {
    const key = options.back ? 'Shift+Tab' : 'Tab';
    const named = (f: Focused) => (typeof name === 'string' ? f.name === name : name.test(f.name));
    const matches = (f: Focused) => named(f) && (options.group === undefined || f.group === options.group);
    for (let i = 0; i < (options.max ?? 80); i += 1) {
      await this.press(key);
      const now = await focused(this.page);
      if (matches(now)) return now;
    }
    throw new Error(
      `${String(name)} was not reached with ${key} in ${options.max ?? 80} presses (focus on ${JSON.stringify(await focused(this.page))})`,
    );
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
    this.presses += 1;
  }
}

/**
 * Tabs `count` times in an open modal dialog; answers the names met. Focus may pass through the
 * browser's own controls (nothing in the page has it then) but must never reach the page behind
 * the dialog, and must come back around to the dialog's first control.
 */
export async function tabAroundDialog(walk: KeyboardWalk, page: Page, title: string, count: number): Promise<string[]> {
  const met: string[] = [];
  for (let i = 0; i < count; i += 1) {
    await walk.press('Tab');
    const now = await focused(page);
    if (now.tag === 'body') continue;
    if (now.dialog !== title)
      throw new Error(`focus left the dialog "${title}" for the page behind after ${i + 1} Tab presses: ${JSON.stringify(now)}`);
    met.push(now.name);
  }
  if (new Set(met).size === met.length) throw new Error(`Tab never came back around the dialog "${title}": ${JSON.stringify(met)}`);
  return met;
}
