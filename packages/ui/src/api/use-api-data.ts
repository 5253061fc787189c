// Per-screen server data: loading, data, error and a reload, cancelled when the screen goes away.
// Whatever happens, the loading state ends: no endless spinner on a network error. A screen the
// server rendered names its call (`firstScreen`): its first render shows the answer the page
// brought (first-screen-data.ts) instead of loading it again.
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
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
  const [result, setResult] = useState<ApiData<T>>(() => {
    const held = options.firstScreen ? firstScreenAnswer(options.firstScreen) : undefined;
    return held ? { state: 'ready', data: held.value as T } : { state: 'loading' };
  });
  const [generation, setGeneration] = useState(0);
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
    setResult({ state: 'loading' });
    loadRef.current(controller.signal).then(
      (data) => {
        // A transition: the screen the data fills is rendered in slices, not as one long task.
        if (!controller.signal.aborted) startTransition(() => setResult({ state: 'ready', data }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setResult({ state: 'error', error: error instanceof Error ? error : new Error(String(error)) });
        }
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { ...result, reload };
}
