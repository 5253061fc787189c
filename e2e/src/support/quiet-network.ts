// "The page's calls are done": no request open for a short quiet spell. Playwright's networkidle
// waits a fixed 500 ms after the last one; the walks that open every screen in both languages at two
// widths (over a hundred page loads) wait for a shorter spell, counted from the requests they see.
import type { Page, Request } from 'playwright-core';

export interface QuietNetwork {
  /** Resolves once no request has been open for `quietMs`; throws with the open ones after `timeoutMs`. */
  settled(quietMs?: number, timeoutMs?: number): Promise<void>;
}

export function watchNetwork(page: Page): QuietNetwork {
  const open = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    open.add(request);
    lastChange = Date.now();
  });
  const closed = (request: Request) => {
    open.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', closed);
  page.on('requestfailed', closed);
  return {
    async settled(quietMs = 150, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (open.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) {
          throw new Error(`requests still open after ${timeoutMs} ms: ${[...open].map((request) => request.url()).join(', ')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}
