// One process at a time on a PGlite data folder. PGlite takes no lock of its own: a second
// process opening the same folder (a second `pnpm start`, `pnpm seed` beside a running server)
// would write over the first one's files and leave a database that no longer opens. The lock is
// a file beside the folder (`<folder>.lock`, holding the process id and a random token), taken
// atomically; a lock left by a process that is gone (killed, the machine restarted) is taken over.
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';

type LockContent = { pid: number; token: string };

/** Tokens of the locks this process holds. */
const held = new Set<string>();

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The database folder ${dataDir} is in use by process ${pid} (${dataDir}.lock). ` +
        'Stop that server first, or give this one another DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

function readLock(path: string): LockContent | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockContent>;
    return typeof parsed.pid === 'number' && typeof parsed.token === 'string' ? { pid: parsed.pid, token: parsed.token } : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the lock's owner still runs: another live process, or this one holding its token. */
function ownerRuns(lock: LockContent): boolean {
  // The same pid without our token is an earlier life of this pid (a container restarted).
  if (lock.pid === process.pid) return held.has(lock.token);
  return isAlive(lock.pid);
}

/** Takes the folder's lock or throws DataDirInUseError; returns the release function. */
export function lockDataDir(folder: string): () => void {
  const dataDir = resolve(folder);
  const path = `${dataDir}.lock`;
  const mine: LockContent = { pid: process.pid, token: randomBytes(12).toString('hex') };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify(mine));
      closeSync(fd);
      held.add(mine.token);
      const release = () => {
        if (!held.delete(mine.token)) return;
        process.off('exit', release);
        if (readLock(path)?.token === mine.token) {
          try {
            unlinkSync(path);
          } catch {
            // already gone
          }
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const existing = readLock(path);
    if (existing && ownerRuns(existing)) throw new DataDirInUseError(dataDir, existing.pid);
    // Left behind by a process that is gone (or half written by one that died): take it over.
    try {
      unlinkSync(path);
    } catch {
      // another process took it over first; the next attempt sees its lock
    }
  }
  const existing = readLock(path);
  throw new DataDirInUseError(dataDir, existing?.pid ?? 0);
}
