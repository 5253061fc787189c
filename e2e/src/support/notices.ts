// The short notices (成功加入購物車, 1 s on screen per the specification) as the page showed them.
// A test that looks for a notice after its click can miss it on a loaded machine: it may come and
// go before the first look. Watching starts before the click and keeps every text shown, with
// where the notice lay at that moment (a test of its place needs it after it has gone).
import type { Page } from 'playwright-core';

/** Where a notice lay in the window when it was seen. */
export type NoticeBox = { x: number; y: number; width: number; height: number };
type Seen = { text: string; box: NoticeBox };
type Watched = Window & { storefrontNotices?: Seen[] };

/**
 * Starts recording the notices of the page; `shown(text)` waits until one holding text was shown
 * and tells where it lay. Call it after the page's last navigation and before the action.
 */
export async function watchNotices(page: Page): Promise<{ shown: (text: string) => Promise<NoticeBox> }> {
  await page.evaluate(() => {
    const watched = window as Watched;
    watched.storefrontNotices = [];
    const record = () => {
      for (const notice of document.querySelectorAll('.sf-notification')) {
        const { x, y, width, height } = notice.getBoundingClientRect();
        watched.storefrontNotices!.push({ text: notice.textContent ?? '', box: { x, y, width, height } });
      }
    };
    new MutationObserver(record).observe(document.body, { childList: true, subtree: true, characterData: true });
    record();
  });
  return {
    shown: async (text) => {
      const seen = await page.waitForFunction(
        (wanted) => ((window as Watched).storefrontNotices ?? []).find((notice) => notice.text.includes(wanted))?.box,
        text,
      );
      return (await seen.jsonValue())!;
    },
  };
}
