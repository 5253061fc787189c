// Hands a file's bytes to the CSV worker and waits for what it found. Kept apart so tests (jsdom has
// no workers and no import.meta) replace this one module with a direct call of readCsvBytes.
import type { CsvWorkerAnswer, CsvWorkerRequest } from './csv-worker';
import type { ReadCsvAnswer } from './read-csv-bytes';

export function parseInWorker(buffer: ArrayBuffer, slugSuffix: string): Promise<ReadCsvAnswer> {
  // A browser without workers still gets its file read, on the main thread.
  if (typeof Worker === 'undefined') {
    return import('./read-csv-bytes').then(({ readCsvBytes }) => readCsvBytes(new Uint8Array(buffer), slugSuffix));
  }
  return new Promise((resolve, reject) => {
    // A fixed file name: the federation runtime in the worker's own runtime cannot resolve the
    // content-hashed chunk names of the build ("Path variable [contenthash] not implemented").
    const worker = new Worker(
      /* webpackChunkName: "csv-worker", webpackEntryOptions: { filename: "csv-worker.js" } */ new URL('./csv-worker.ts', import.meta.url),
    );
    worker.onmessage = (event: MessageEvent<CsvWorkerAnswer>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.answer);
      else reject(new Error('unreadable'));
    };
    worker.onerror = () => {
      worker.terminate();
      reject(new Error('unreadable'));
    };
    const request: CsvWorkerRequest = { buffer, slugSuffix };
    worker.postMessage(request, [buffer]);
  });
}
