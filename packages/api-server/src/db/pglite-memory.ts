// How much of the embedded database stays in memory. PostgreSQL keeps the pages it reads in its
// shared buffers; PGlite's default is PostgreSQL's, 128 MB. A page read from the folder instead
// costs PGlite a trip through its file system (about 40 µs for 8 kB, measured on the search
// bench's catalogue, against a microsecond for a page in the buffers), so a catalogue bigger than
// its buffers reads the same pages again and again: on 100,000 products (360 MB of tables and
// indexes) search p99 was 415 ms at 200 requests/s, 32 ms with buffers that hold it all
// (bench/search.md). The buffers are sized from the folder when the server opens it: its tables
// and indexes and a quarter more, between PostgreSQL's default and MAX_SHARED_BUFFERS_MB, so the
// demo and the test databases keep the default and a grown catalogue stays in memory after the
// next restart. PGlite fills the buffers' memory when it starts: the process takes that much more.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const DEFAULT_SHARED_BUFFERS_MB = 128;
/** The most the buffers are given, whatever the folder's size (memory of the server's process). */
export const MAX_SHARED_BUFFERS_MB = 1024;
/** The buffers grow in steps of this many megabytes. */
const STEP_MB = 16;
const MB = 1024 * 1024;

/** The shared buffers for a database whose tables and indexes take dataBytes, in megabytes. */
export function sharedBuffersMb(dataBytes: number): number {
  const wanted = Math.ceil((dataBytes * 1.25) / MB / STEP_MB) * STEP_MB;
  return Math.min(MAX_SHARED_BUFFERS_MB, Math.max(DEFAULT_SHARED_BUFFERS_MB, wanted));
}

/** The bytes of the files under folder (0 when it does not exist). */
export function folderBytes(folder: string): number {
  let total = 0;
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const at = path.join(folder, entry.name);
    if (entry.isDirectory()) total += folderBytes(at);
    else if (entry.isFile()) total += statSync(at).size;
  }
  return total;
}

/** The setting (`-c` of PostgreSQL's command line) for a PGlite data folder: from its tables and indexes (the folder's `base`). */
export function sharedBuffersSetting(dataDir: string | undefined): string {
  const mb = dataDir ? sharedBuffersMb(folderBytes(path.join(dataDir, 'base'))) : DEFAULT_SHARED_BUFFERS_MB;
  return `shared_buffers=${mb}MB`;
}
