// Gzip size as a server at the default level would send it: the figure every JS budget uses.
import { gzipSync } from 'node:zlib';

export const gzipSize = (body: Buffer | string): number => gzipSync(body, { level: 6 }).length;

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};
