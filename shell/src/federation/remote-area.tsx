// One remote's area of the page: loads the exposed module lazily (per route), shows a loading
// state, and contains every failure — a manifest or entry that does not load, a module that
// throws while rendering — to this area, as a localized fallback with a retry.
// An area the server rendered (server/render-first-screen.tsx) is adopted instead: the page keeps the server's
// HTML while the remote loads, then React takes it over (hydration) without a loading state.
import { LoadingState } from '@storefront/ui';
import { Suspense, startTransition, use, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { loadExposed, resetRemote, type RemoteName } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { isRemoteUnavailable } from './remote-unavailable';

type ExposedModule = { default: ComponentType<Record<string, unknown>> };

const loaded = new Map<string, ComponentType<Record<string, unknown>>>();

/** The module of an area the page's HTML already shows, by remote/exposed key. */
const adoptable = new Map<string, { module: Promise<ExposedModule>; onAdopted: () => void }>();

type AreaState =
  | { state: 'loading' }
  | { state: 'ready'; Component: ComponentType<Record<string, unknown>> }
  | { state: 'adopting'; module: Promise<ExposedModule>; onAdopted: () => void }
  | { state: 'failed' };

function checkedModule(key: string, module: ExposedModule): ExposedModule {
  if (isRemoteUnavailable(module) || typeof module.default !== 'function') throw new Error(`${key} unavailable`);
  loaded.set(key, module.default);
  return module;
}

/**
 * In the browser, before the first render: the page's HTML shows this remote's area, rendered by
 * the server; its module starts loading now and the area adopts the HTML when it arrives.
 * onAdopted runs once the area is React's (or has failed and shows its fallback).
 */
export function adoptServerRenderedArea(remote: RemoteName, exposed: string, onAdopted: () => void): void {
  const key = `${remote}/${exposed}`;
  const module = loadExposed<ExposedModule>(remote, exposed).then((loadedModule) => checkedModule(key, loadedModule));
  module.catch((error: unknown) => {
    console.error(`[remote] ${key}`, error);
    onAdopted();
  });
  adoptable.set(key, { module, onAdopted });
}

/** On the server: the module of an area to render, already loaded. */
export function serveRemoteModule(remote: RemoteName, exposed: string, module: ExposedModule): void {
  const key = `${remote}/${exposed}`;
  // A promise React reads at once (use() knows a promise marked fulfilled).
  const ready = Object.assign(Promise.resolve(checkedModule(key, module)), { status: 'fulfilled', value: module });
  adoptable.set(key, { module: ready, onAdopted: () => {} });
}

type AdoptedRemoteProps = { module: Promise<ExposedModule>; onAdopted: () => void; props: Record<string, unknown> };

/** The adopted area's component, once its module is there (until then React keeps the HTML). */
function AdoptedRemote({ module, onAdopted, props }: AdoptedRemoteProps) {
  const { default: Component } = use(module);
  useEffect(onAdopted, [onAdopted]);
  return <Component {...props} />;
}

export type RemoteAreaProps = {
  remote: RemoteName;
  exposed: string;
  props?: Record<string, unknown>;
};

export function RemoteArea({ remote, exposed, props = {} }: RemoteAreaProps) {
  const key = `${remote}/${exposed}`;
  const [attempt, setAttempt] = useState(0);
  const [area, setArea] = useState<AreaState>(() => {
    const adopted = adoptable.get(key);
    if (adopted) return { state: 'adopting', ...adopted };
    const Component = loaded.get(key);
    return Component ? { state: 'ready', Component } : { state: 'loading' };
  });
  // The first run of the effect leaves an adopted area alone: its module is on the way.
  const adopting = useRef(area.state === 'adopting');

  useEffect(() => {
    if (adopting.current) {
      adopting.current = false;
      adoptable.delete(key);
      return;
    }
    const cached = loaded.get(key);
    if (cached) {
      setArea({ state: 'ready', Component: cached });
      return;
    }
    let cancelled = false;
    setArea({ state: 'loading' });
    loadExposed<ExposedModule>(remote, exposed)
      .then((module) => {
        checkedModule(key, module);
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
      {area.state === 'adopting' ? (
        <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry} onCaught={area.onAdopted}>
          <Suspense fallback={<LoadingState />}>
            <AdoptedRemote module={area.module} onAdopted={area.onAdopted} props={props} />
          </Suspense>
        </RemoteErrorBoundary>
      ) : null}
    </section>
  );
}
