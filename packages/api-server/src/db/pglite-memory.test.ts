import { closeSync, ftruncateSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_SHARED_BUFFERS_MB, folderBytes, MAX_SHARED_BUFFERS_MB, sharedBuffersMb, sharedBuffersSetting } from './pglite-memory';
import { openPglite } from './pglite';

const MB = 1024 * 1024;

/** A file of that many bytes (sparse: nothing is written). */
function fileOfSize(file: string, bytes: number) {
  const fd = openSync(file, 'w');
  ftruncateSync(fd, bytes);
  closeSync(fd);
}

test('a small database keeps PostgreSQL default buffers, a big one gets its size and a quarter, up to the most', () => {
  expect(sharedBuffersMb(0)).toBe(DEFAULT_SHARED_BUFFERS_MB);
  expect(sharedBuffersMb(30 * MB)).toBe(DEFAULT_SHARED_BUFFERS_MB);
  // 360 MB of tables and indexes (the search bench's 100,000 products): 450, in steps of 16.
  expect(sharedBuffersMb(360 * MB)).toBe(464);
  expect(sharedBuffersMb(5_000 * MB)).toBe(MAX_SHARED_BUFFERS_MB);
});

test("the setting is read from the folder's tables and indexes; a folder not made yet gets the default", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-memory-'));
  try {
    expect(sharedBuffersSetting(path.join(dir, 'none'))).toBe(`shared_buffers=${DEFAULT_SHARED_BUFFERS_MB}MB`);
    mkdirSync(path.join(dir, 'base', '5'), { recursive: true });
    fileOfSize(path.join(dir, 'base', '5', '16384'), 200 * MB);
    // Files beside base (the write-ahead log) are not the data.
    fileOfSize(path.join(dir, 'wal'), 100 * MB);
    expect(sharedBuffersSetting(dir)).toBe('shared_buffers=256MB');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a database opened in a folder runs with the buffers chosen for it, and keeps PGlite's other settings", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-memory-db-'));
  try {
    const settings = async () => {
      const db = await openPglite(dir);
      try {
        const [row] = await db.query<{ shared_buffers: string; tz: string; search: string }>(
          "select current_setting('shared_buffers') as shared_buffers, current_setting('TimeZone') as tz, current_setting('default_text_search_config') as search",
        );
        return row;
      } finally {
        await db.close();
      }
    };
    const made = await settings();
    expect(made).toEqual({ shared_buffers: `${DEFAULT_SHARED_BUFFERS_MB}MB`, tz: 'UTC', search: 'pg_catalog.english' });
    // The folder grown past the default (a file standing in for a big table): opened again, more.
    fileOfSize(path.join(dir, 'base', 'grown'), 300 * MB);
    const grown = await settings();
    expect(grown).toEqual({ ...made, shared_buffers: `${sharedBuffersMb(folderBytes(path.join(dir, 'base')))}MB` });
    expect(Number.parseInt(grown!.shared_buffers, 10)).toBeGreaterThanOrEqual(400);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
