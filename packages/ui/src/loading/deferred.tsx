// Code fetched after the page shows (the checkout's steps, the shell's pages beyond its frame): a
// component whose module arrives on first render, and a callback run when the browser has nothing
// better to do (to fetch what the buyer will need next).
import { lazy, type ComponentType } from 'react';

export type LazyComponent<P> = ComponentType<P> & {
  /** Fetches the code ahead of the first render; a failure shows (with a retry) when it renders. */
  prefetch: () => void;
};

/**
 * React.lazy, plus a prefetch, and a failed fetch is not remembered: the next render (the area's
 * retry after a network blip) fetches again instead of throwing the old error forever.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchOnce = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      current = make();
      throw error;
    });
    return pending;
  };
  const make = () => lazy(() => fetchOnce().then((component) => ({ default: component })));
  let current = make();
  function Deferred(props: P) {
    const Current = current;
    return <Current {...props} />;
  }
  Deferred.prefetch = () => {
    fetchOnce().catch(() => undefined);
  };
  return Deferred;
}

/** Runs `task` once the main thread is idle; answers a cancel for effects to return. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: after the current work is a fair stand-in.
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
