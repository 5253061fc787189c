// One remote's area of the page: loads the exposed module lazily (per route), shows a loading
// state, and contains every failure — a manifest or entry that does not load, a module that
// throws while rendering — to this area, as a localized fallback with a retry.
import { LoadingState } from '@storefront/ui';
import { startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';
import { loadExposed, resetRemote, type RemoteName } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { isRemoteUnavailable } from './remote-unavailable';

type ExposedModule = { default: ComponentType<Record<string, unknown>> };

const loaded = new Map<string, ComponentType<Record<string, unknown>>>();

type AreaState =
  | { state: 'loading' }
  | { state: 'ready'; Component: ComponentType<Record<string, unknown>> }
  | { state: 'failed' };

export type RemoteAreaProps = {
  remote: RemoteName;
  exposed: string;
  props?: Record<string, unknown>;
};

export function RemoteArea({ remote, exposed, props = {} }: RemoteAreaProps) {
  const key = `${remote}/${exposed}`;
  const [attempt, setAttempt] = useState(0);
  const [area, setArea] = useState<AreaState>(() => {
    const Component = loaded.get(key);
    return Component ? { state: 'ready', Component } : { state: 'loading' };
  });

  useEffect(() => {
    const cached = loaded.get(key);
    if (cached) {
      setArea({ state: 'ready', Component: cached });
      return;
    }
    let cancelled = false;
    setArea({ state: 'loading' });
    loadExposed<ExposedModule>(remote, exposed)
      .then((module) => {
        if (isRemoteUnavailable(module) || typeof module.default !== 'function') throw new Error(`${key} unavailable`);
        loaded.set(key, module.default);
        // A transition: React renders the remote's first screen in slices and lets the browser
        // answer input in between, instead of one long task (a whole product page at once).
        if (!cancelled) startTransition(() => setArea({ state: 'ready', Component: module.default }));
      })
      .catch((error: unknown) => {
        console.error(`[remote] ${key}`, error);
        if (!cancelled) setArea({ state: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [key, remote, exposed, attempt]);

  const retry = useCallback(() => {
    if (!loaded.has(key)) resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [key, remote]);

  return (
    <section className="shell-remote-area" data-remote={remote} aria-busy={area.state === 'loading'}>
      {area.state === 'loading' ? <LoadingState /> : null}
      {area.state === 'failed' ? <RemoteFallback onRetry={retry} /> : null}
      {area.state === 'ready' ? (
        <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
          <area.Component {...props} />
        </RemoteErrorBoundary>
      ) : null}
    </section>
  );
}
