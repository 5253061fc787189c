// The short notices (成功加入購物車, 1 s on screen per the specification) as the page showed them.
// A test that looks for a notice after its click can miss it on a loaded machine: it may come and
// go before the first look. Watching starts before the click and keeps every text shown.
import type { Page } from 'playwright-core';

type Watched = Window & { storefrontNotices?: string[] };

/** Starts recording the notices of the page; `shown(text)` waits until one holding text was shown. */
export async function watchNotices(page: Page): Promise<{ shown: (text: string) => Promise<void> }> {
  await page.evaluate(() => {
    const watched = window as Watched;
    watched.storefrontNotices = [];
    const record = () => {
      for (const notice of document.querySelectorAll('.sf-notification')) watched.storefrontNotices!.push(notice.textContent ?? '');
    };
    new MutationObserver(record).observe(document.body, { childList: true, subtree: true, characterData: true });
    record();
  });
  return {
    shown: async (text) => {
      await page.waitForFunction((wanted) => ((window as Watched).storefrontNotices ?? []).some((seen) => seen.includes(wanted)), text);
    },
  };
}
