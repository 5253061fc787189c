// The files a server-rendered page is made from (the shell's index.html, the remote map and the
// manifests, the style sheets written into it), read once while each stays the same. A deploy
// writes or swaps them, which changes the file's identity (inode, size, time), checked by a
// synchronous stat on each read: microseconds, where reading and parsing them again took about
// 1.4 ms of each render (issue 26). What is answered is shared by every render: never changed.
// A file missing or unreadable answers null (and is looked at again on the next read).
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

type Kept = { identity: string; value: Promise<unknown> };

const texts = new Map<string, Kept>();
const jsons = new Map<string, Kept>();

function identityOf(file: string): string | null {
  try {
    const info = statSync(file, { throwIfNoEntry: false });
    return info?.isFile() ? `${info.ino}.${info.size}.${info.mtimeMs}` : null;
  } catch {
    return null;
  }
}

function keptRead<T>(shelf: Map<string, Kept>, file: string, parse: (text: string) => T): Promise<T | null> {
  const identity = identityOf(file);
  if (identity === null) {
    shelf.delete(file);
    return Promise.resolve(null);
  }
  const kept = shelf.get(file);
  if (kept?.identity === identity) return kept.value as Promise<T | null>;
  const value = readFile(file, 'utf8').then(parse, () => null);
  shelf.set(file, { identity, value: value.catch(() => null) });
  return value.catch(() => null);
}

/** The file's text, or null. */
export const keptText = (file: string): Promise<string | null> => keptRead(texts, file, (text) => text);

/** The file's JSON, or null (also when it is not JSON). Shared: never changed by its readers. */
export const keptJson = <T>(file: string): Promise<T | null> => keptRead(jsons, file, (text) => JSON.parse(text) as T);
