// Per-screen server data: loading, data, error and a reload, cancelled when the screen goes away.
// Whatever happens, the loading state ends: no endless spinner on a network error. A screen the
// server rendered names its call (`firstScreen`): its first render shows the answer the page
// brought (first-screen-data.ts) instead of loading it again. An answer is shown only for the
// inputs it was loaded for: in the render after the inputs change (before the new load starts) the
// state is already 'loading', never the old answer under the new inputs. On the server the answer
// is the render's own (ServerRenderContext), since renders of different requests run at the same time.
import { startTransition, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ServerRenderContext, serverRenderAnswer } from '../server/server-render-context';
import { firstScreenAnswer, releaseFirstScreenAnswer } from './first-screen-data';

export type ApiData<T> =
  | { state: 'loading'; data?: undefined; error?: undefined }
  | { state: 'ready'; data: T; error?: undefined }
  | { state: 'error'; data?: undefined; error: Error };

export type ApiDataOptions = {
  /** The key (firstScreenKey) of this call, when the server may have rendered the screen with it. */
  firstScreen?: string;
};

export function useApiData<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[], options: ApiDataOptions = {}) {
  const [generation, setGeneration] = useState(0);
  const inputs = [...deps, generation];
  const serverRender = useContext(ServerRenderContext);
  const [shown, setShown] = useState<{ result: ApiData<T>; inputs: readonly unknown[] }>(() => {
    const key = options.firstScreen;
    const held = !key ? undefined : serverRender ? serverRenderAnswer(serverRender, key) : firstScreenAnswer(key);
    return { result: held ? { state: 'ready', data: held.value as T } : { state: 'loading' }, inputs };
  });
  const result: ApiData<T> = sameInputs(shown.inputs, inputs) ? shown.result : { state: 'loading' };
  const loadRef = useRef(load);
  // The latest loader, set before the effects below run (never during render).
  useLayoutEffect(() => {
    loadRef.current = load;
  });
  // Whether the first run of the effect finds its answer already shown.
  const shownFirst = useRef(result.state === 'ready');

  useEffect(() => {
    if (shownFirst.current) {
      shownFirst.current = false;
      if (options.firstScreen) releaseFirstScreenAnswer(options.firstScreen);
      return;
    }
    const controller = new AbortController();
    setShown({ result: { state: 'loading' }, inputs });
    loadRef.current(controller.signal).then(
      (data) => {
        // A transition: the screen the data fills is rendered in slices, not as one long task.
        if (!controller.signal.aborted) startTransition(() => setShown({ result: { state: 'ready', data }, inputs }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setShown({ result: { state: 'error', error: error instanceof Error ? error : new Error(String(error)) }, inputs });
        }
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, inputs);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { ...result, reload };
}

function sameInputs(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}
