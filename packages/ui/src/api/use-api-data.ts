// Per-screen server data: loading, data, error and a reload, cancelled when the screen goes away.
// Whatever happens, the loading state ends: no endless spinner on a network error.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type ApiData<T> =
  | { state: 'loading'; data?: undefined; error?: undefined }
  | { state: 'ready'; data: T; error?: undefined }
  | { state: 'error'; data?: undefined; error: Error };

export function useApiData<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]) {
  const [result, setResult] = useState<ApiData<T>>({ state: 'loading' });
  const [generation, setGeneration] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
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
