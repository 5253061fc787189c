// The server's one thread: work that takes it for long lets the requests waiting on the event
// loop in between its steps (issue 28 #5: a visitor's page during a merchant's big save).

/** Waits for the next turn of the event loop: timers and network requests that came in run first. */
export const letOthersIn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * How long one request's steps may keep the thread back to back before it lets others in. A
 * server-rendered page waits for the thread several times while it renders: each wait costs up
 * to this much and one more step (10 ms held a product page during a big save at 80 to 112 ms,
 * 4 ms at 50 to 60 ms).
 */
export const TURN_MS = 4;

/**
 * A turn keeper for a run of awaited steps that may never leave the microtask queue (PGlite
 * answers a statement without any I/O): `next()` before each step lets others in once the steps
 * have held the thread for TURN_MS.
 */
export function turns(limitMs = TURN_MS) {
  let since = performance.now();
  return {
    async next(): Promise<void> {
      if (performance.now() - since < limitMs) return;
      await letOthersIn();
      since = performance.now();
    },
  };
}
