// One remote's area of the page: loads the exposed module lazily (per route), shows a loading
// state, and contains every failure — a manifest or entry that does not load, a module that
// throws while rendering — to this area, as a localized fallback with a retry.
// An area the server rendered (server/render-first-screen.tsx) is adopted instead: the page keeps the server's
// HTML while the remote loads, then React takes it over (hydration) without a loading state. On
// the server, an area renders the module its render was brought (served-remote-modules.ts).
import { LoadingState } from '@storefront/ui';
import { Suspense, startTransition, use, useCallback, useContext, useEffect, useRef, useState, type ComponentType } from 'react';
import { loadExposed, resetRemote, type RemoteName } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { isRemoteUnavailable } from './remote-unavailable';
import { ServedRemoteModules, type ExposedModule } from './served-remote-modules';

const loaded = new Map<string, ComponentType<Record<string, unknown>>>();

/** The module of an area the page's HTML already shows, by remote/exposed key. */
const adoptable = new Map<string, Promise<ExposedModule>>();

type AreaState =
  | { state: 'loading' }
  | { state: 'ready'; Component: ComponentType<Record<string, unknown>> }
  | { state: 'adopting'; module: Promise<ExposedModule> }
  | { state: 'failed' };

function checkedModule(key: string, module: ExposedModule): ExposedModule {
  if (isRemoteUnavailable(module) || typeof module.default !== 'function') throw new Error(`${key} unavailable`);
  loaded.set(key, module.default);
  return module;
}

/**
 * In the browser, before the first render: the page's HTML shows this remote's area, rendered by
 * the server; its module starts loading now and the area adopts the HTML when it arrives, and when
 * what the module's beforeAdoption asks for has arrived too.
 */
export function adoptServerRenderedArea(remote: RemoteName, exposed: string): void {
  const key = `${remote}/${exposed}`;
  const module = loadExposed<ExposedModule>(remote, exposed).then(async (loadedModule) => {
    await loadedModule.beforeAdoption?.();
    return checkedModule(key, loadedModule);
  });
  module.catch((error: unknown) => console.error(`[remote] ${key}`, error));
  adoptable.set(key, module);
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
  const served = useContext(ServedRemoteModules);
  const [area, setArea] = useState<AreaState>(() => {
    const module = served.get(key) ?? adoptable.get(key);
    if (module) return { state: 'adopting', module };
    const Component = loaded.get(key);
    return Component ? { state: 'ready', Component } : { state: 'loading' };
  });
  // The first run of the effect leaves an adopted area alone: its module is on the way.
  const adopting = useRef(area.state === 'adopting');
  // Until the adopted area is React's, it shows the server's HTML, which would not answer a click:
  // it is busy and takes none (shell.css). It is React's once its module rendered, or once its
  // fallback took its place.
  const [adopted, setAdopted] = useState(false);
  const markAdopted = useCallback(() => setAdopted(true), []);
  const busy = area.state === 'loading' || (area.state === 'adopting' && !adopted);

  useEffect(() => {
    if (adopting.current) {
      adopting.current = false;
      adoptable.delete(key);
      return;
    }
    const cached = loaded.get(key);
    if (cached) {
      // Another remote module was asked for (key changed): the area starts over from what is known
      // of it. The effect is the place, since the loading below must be cancelled with it.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
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
    <section
      className="shell-remote-area"
      data-remote={remote}
      aria-busy={busy}
      data-adopting={area.state === 'adopting' && !adopted ? '' : undefined}
    >
      {area.state === 'loading' ? <LoadingState /> : null}
      {area.state === 'failed' ? <RemoteFallback onRetry={retry} /> : null}
      {area.state === 'ready' ? (
        <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
          <area.Component {...props} />
        </RemoteErrorBoundary>
      ) : null}
      {area.state === 'adopting' ? (
        <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry} onCaught={markAdopted}>
          <Suspense fallback={<LoadingState />}>
            <AdoptedRemote module={area.module} onAdopted={markAdopted} props={props} />
          </Suspense>
        </RemoteErrorBoundary>
      ) : null}
    </section>
  );
}
