// The web worker that decodes, parses and checks a CSV file off the main thread, so a large Big5
// file does not freeze the dialog.
import { readCsvBytes, type ReadCsvAnswer } from './read-csv-bytes';

export interface CsvWorkerRequest {
  buffer: ArrayBuffer;
  slugSuffix: string;
}

export type CsvWorkerAnswer = { ok: true; answer: ReadCsvAnswer } | { ok: false };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CsvWorkerRequest>) => void) | null;
  postMessage: (answer: CsvWorkerAnswer) => void;
};

scope.onmessage = (event) => {
  try {
    scope.postMessage({ ok: true, answer: readCsvBytes(new Uint8Array(event.data.buffer), event.data.slugSuffix) });
  } catch {
    scope.postMessage({ ok: false });
  }
};
