// Faults of one remote, made in the browser: its entry (remoteEntry.js, what the remote map
// names) answering 404, aborted, or held back (slow), or its exposed component throwing while
// rendering. The last one wraps
// the remote's container as its entry script defines it (`var mf_x = …`), so the shell receives a
// component that throws while `window.__renderFault[mf_x]` is true and renders the real one after.
import type { BrowserContext, Page } from 'playwright-core';
import { loginAs } from './browser';

export type RemoteCase = {
  remote: 'mf_product' | 'mf_cart' | 'mf_account' | 'mf_orders' | 'mf_merchant';
  folder: string;
  /** Who must be signed in to see the remote's screen. */
  login?: { email: string; password: string };
  /** A path the remote renders (a function: the product page needs a product). */
  path: () => Promise<string>;
  /** What shows once the remote has rendered, in Chinese and in English. */
  ready: (page: Page, lang: 'zh' | 'en') => Promise<void>;
};

export type FaultKind = 'entry 404' | 'entry aborted' | 'slow entry' | 'throws on render';

export async function signIn(context: BrowserContext, remote: RemoteCase): Promise<void> {
  if (remote.login) await loginAs(context, remote.login.email, remote.login.password);
}

/** Starts a fault; answers the function that ends it (the remote is healthy again afterwards). */
export async function injectFault(page: Page, remote: RemoteCase, fault: Exclude<FaultKind, 'slow entry'>): Promise<() => Promise<void>> {
  const base = `**/remotes/${remote.folder}`;
  if (fault === 'entry 404') {
    const handler = (route: import('playwright-core').Route) => route.fulfill({ status: 404, body: 'not found' });
    await page.route(`${base}/remoteEntry.js`, handler);
    return () => page.unroute(`${base}/remoteEntry.js`, handler);
  }
  if (fault === 'entry aborted') {
    const handler = (route: import('playwright-core').Route) => route.abort('connectionrefused');
    await page.route(`${base}/remoteEntry.js`, handler);
    return () => page.unroute(`${base}/remoteEntry.js`, handler);
  }
  await page.addInitScript((name) => {
    const faults = ((window as unknown as { __renderFault: Record<string, boolean> }).__renderFault ??= {});
    faults[name] = true;
    type Container = { get: (module: string) => Promise<() => Record<string, unknown>> };
    let container: Container | undefined;
    Object.defineProperty(window, name, {
      configurable: true,
      get: () => container,
      set: (value: Container) => {
        // The entry's exports are read-only getters: wrap in an object that inherits the rest.
        const get = value.get.bind(value);
        const wrapped = Object.create(value) as Container;
        Object.defineProperty(wrapped, 'get', {
          value: async (module: string) => {
            const factory = await get(module);
            return () => {
              const exports = factory();
              const Real = exports.default as (props: object) => unknown;
              const Faulty = (props: object) => {
                if (faults[name]) throw new Error(`${name} render fault (injected by the test)`);
                return Real(props);
              };
              return { ...exports, default: Faulty };
            };
          },
        });
        container = wrapped;
      },
    });
  }, remote.remote);
  return async () => {
    await page.evaluate((name) => {
      (window as unknown as { __renderFault: Record<string, boolean> }).__renderFault[name] = false;
    }, remote.remote);
  };
}

/**
 * Holds the remote's entry back for `delayMs` from its first request; answers when it was
 * released. Every request of the entry until then waits for the same moment: the page's prefetch
 * hint and the runtime's <script> are two requests of one URL.
 */
export async function slowEntry(page: Page, remote: RemoteCase, delayMs: number): Promise<{ released: () => boolean }> {
  let release: Promise<void> | undefined;
  let released = false;
  await page.route(`**/remotes/${remote.folder}/remoteEntry.js`, async (route) => {
    release ??= new Promise<void>((resolve) => setTimeout(resolve, delayMs)).then(() => {
      released = true;
    });
    await release;
    await route.continue().catch(() => undefined);
  });
  return { released: () => released };
}
