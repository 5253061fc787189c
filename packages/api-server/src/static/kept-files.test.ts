// The files a rendered page is made from, read once while they stay the same, and read anew when
// a deploy writes or swaps them.
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keptJson, keptText } from './kept-files';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kept-files-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

it('answers the same parse while the file stays, and the new content once it is written or swapped', async () => {
  const file = join(dir, 'mf-manifest.json');
  writeFileSync(file, JSON.stringify({ version: 1 }));
  const first = await keptJson<{ version: number }>(file);
  expect(first).toEqual({ version: 1 });
  expect(await keptJson(file)).toBe(first);
  // Written in place (a longer text), then swapped by a rename (a text of the same length).
  writeFileSync(file, JSON.stringify({ version: 10 }));
  expect(await keptJson(file)).toEqual({ version: 10 });
  writeFileSync(join(dir, 'next.json'), JSON.stringify({ version: 20 }));
  renameSync(join(dir, 'next.json'), file);
  expect(await keptJson(file)).toEqual({ version: 20 });
});

it('answers null for a file missing, gone or not JSON, and reads it again once it is there', async () => {
  const file = join(dir, 'index.html');
  expect(await keptText(file)).toBeNull();
  writeFileSync(file, '<html lang="zh-Hant-TW"></html>');
  expect(await keptText(file)).toBe('<html lang="zh-Hant-TW"></html>');
  rmSync(file);
  expect(await keptText(file)).toBeNull();
  writeFileSync(file, '<html lang="en"></html>');
  expect(await keptText(file)).toBe('<html lang="en"></html>');
  const broken = join(dir, 'remotes.json');
  writeFileSync(broken, '{"mf-product":');
  expect(await keptJson(broken)).toBeNull();
  writeFileSync(broken, '{"mf-product": "/remotes/mf-product/remoteEntry.js"}');
  expect(await keptJson(broken)).toEqual({ 'mf-product': '/remotes/mf-product/remoteEntry.js' });
  expect(await keptJson(dir)).toBeNull();
});
