// The state of the four-step CSV upload dialog: choose a file (read and parsed in a worker),
// confirm what was found, upload with progress, done. reset() brings it back to step 1.
import { useLingui } from '@lingui/react/macro';
import { isCsvFileName, MAX_CSV_BYTES, type CsvReadResult } from '@storefront/contracts/csv';
import { api } from '@storefront/ui';
import { useCallback, useRef, useState } from 'react';
import type { ReadCsvAnswer } from './read-csv-bytes';
import { contentStamp } from './content-stamp';
import { parseInWorker } from './parse-in-worker';
import { NoFileReaderError, readFileBytes } from './read-file';
import { uploadProducts, type UploadOutcome } from './upload-products';

export type CsvUploadStep = 'choose' | 'confirm' | 'uploading' | 'done';

export interface CsvFileInfo {
  name: string;
  parsed: ReadCsvAnswer['parsed'];
  read: CsvReadResult;
}

export function useCsvUpload() {
  const { t } = useLingui();
  const [step, setStep] = useState<CsvUploadStep>('choose');
  const [file, setFile] = useState<CsvFileInfo | null>(null);
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);
  // A file chosen while another is still being read wins; the older answer is dropped.
  const generation = useRef(0);

  const chooseFile = useCallback(
    async (chosen: File | null) => {
      const current = ++generation.current;
      setFile(null);
      setFileError(null);
      if (!chosen) return;
      if (!isCsvFileName(chosen.name)) {
        setFileError(t`只接受 .csv 檔案`);
        return;
      }
      if (chosen.size > MAX_CSV_BYTES) {
        const limit = MAX_CSV_BYTES / 1024 / 1024;
        setFileError(t`檔案過大：上限為 ${limit} MB，請分成多個檔案上傳`);
        return;
      }
      setReading(true);
      try {
        const bytes = await readFileBytes(chosen);
        // The file's own stamp, not the time: the same file generates the same slugs (resumable).
        const { parsed, read } = await parseInWorker(bytes, contentStamp(new Uint8Array(bytes)));
        if (current !== generation.current) return;
        setFile({ name: chosen.name, parsed, read });
      } catch (error) {
        if (current !== generation.current) return;
        setFileError(error instanceof NoFileReaderError ? t`此瀏覽器不支援讀取檔案（FileReader）` : t`無法讀取檔案！`);
      } finally {
        if (current === generation.current) setReading(false);
      }
    },
    [t],
  );

  const upload = useCallback(async () => {
    if (!file) return;
    setStep('uploading');
    setProgress({ done: 0, total: file.read.products.reduce((n, product) => n + Math.max(product.lines.length, 1), 0) });
    const result = await uploadProducts(api(), file.read.products, (done, total) => setProgress({ done, total }));
    setOutcome(result);
    setStep('done');
  }, [file]);

  const reset = useCallback(() => {
    generation.current++;
    setStep('choose');
    setFile(null);
    setReading(false);
    setFileError(null);
    setProgress({ done: 0, total: 0 });
    setOutcome(null);
  }, []);

  return {
    step,
    file,
    reading,
    fileError,
    progress,
    outcome,
    chooseFile,
    confirm: () => file && setStep('confirm'),
    back: () => setStep('choose'),
    upload,
    reset,
  };
}
