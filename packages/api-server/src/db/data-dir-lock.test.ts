// A PGlite folder is opened by one process at a time; a lock left by a process that is gone is
// taken over, so a server killed outright starts again on its folder.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';
import { openDatabase } from './index';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'storefront-lock-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** The pid of a process that has finished. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid;
}

it('refuses a second opener of the folder, naming the holder, until the first lets go', () => {
  const dir = join(root, 'data');
  const release = lockDataDir(dir);
  expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
  expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
  expect(() => lockDataDir(`${dir}/`)).toThrow(`in use by process ${process.pid}`);
  release();
  expect(existsSync(`${dir}.lock`)).toBe(false);
  lockDataDir(dir)();
});

it('takes over a lock left by a process that is gone, or by an earlier life of this pid', () => {
  const dir = join(root, 'data');
  writeFileSync(`${dir}.lock`, JSON.stringify({ pid: deadPid(), token: 'killed' }));
  const release = lockDataDir(dir);
  release();
  writeFileSync(`${dir}.lock`, JSON.stringify({ pid: process.pid, token: 'before-a-restart' }));
  lockDataDir(dir)();
  writeFileSync(`${dir}.lock`, 'half writ');
  lockDataDir(dir)();
});

it('keeps a second database from opening a folder in use', async () => {
  const dir = join(root, 'data');
  const db = await openDatabase({ DATA_DIR: dir });
  await expect(openDatabase({ DATA_DIR: dir })).rejects.toThrow(DataDirInUseError);
  await db.close();
  const again = await openDatabase({ DATA_DIR: dir });
  expect(await again.query('select 1 as one')).toEqual([{ one: 1 }]);
  await again.close();
});
