// Reading the chosen file with FileReader, with the specification's two failures: a browser without
// FileReader, and a file that cannot be read.
export class NoFileReaderError extends Error {}
export class UnreadableFileError extends Error {}

export function readFileBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof FileReader === 'undefined') return Promise.reject(new NoFileReaderError());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (reader.result instanceof ArrayBuffer) resolve(reader.result);
      else reject(new UnreadableFileError());
    };
    reader.onerror = () => reject(new UnreadableFileError());
    reader.readAsArrayBuffer(file);
  });
}
