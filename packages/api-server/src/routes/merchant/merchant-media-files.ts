// Where uploaded pictures live: files in the server's data folder (MEDIA_DIR, else <data>/media,
// also with PostgreSQL; a temporary folder when the database is in memory), served read-only under /media/uploads/.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import type { Hono } from 'hono';
import { IMAGE_UPLOAD_LIMITS } from '@storefront/contracts/merchant';
import type { AppEnv } from '../../context';
import { packageRoot } from '../../package-root';

export const UPLOAD_URL_PREFIX = '/media/uploads/';
/** Eight files of 1.5 MB plus the multipart framing. */
export const MEDIA_UPLOAD_BODY_LIMIT = IMAGE_UPLOAD_LIMITS.maxFiles * IMAGE_UPLOAD_LIMITS.maxBytes + 256 * 1024;
export const MEDIA_UPLOAD_PATH = '/api/merchant/media/upload';

export function mediaDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.MEDIA_DIR) return resolve(env.MEDIA_DIR);
  if (env.DATA_DIR === 'memory') return join(tmpdir(), 'storefront-media');
  const data = env.DATA_DIR || 'data';
  return join(isAbsolute(data) ? data : resolve(env.DATA_DIR ? process.cwd() : packageRoot, data), 'media');
}

export type ImageKind = 'jpg' | 'png' | 'gif';

const CONTENT_TYPES: Record<ImageKind, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };

/** The picture format the bytes really are (by signature), whatever the name or type claim. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46 && bytes[3] === 0x38) return 'gif';
  return null;
}

export async function storeImage(bytes: Uint8Array, kind: ImageKind): Promise<string> {
  const dir = mediaDir();
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${kind}`;
  await writeFile(join(dir, name), bytes);
  return name;
}

export async function removeStoredImage(name: string): Promise<void> {
  await rm(join(mediaDir(), name), { force: true });
}

const STORED_NAME = /^[0-9a-f-]{36}\.(jpg|png|gif)$/;

export function registerMediaFiles(app: Hono<AppEnv>): void {
  app.get(`${UPLOAD_URL_PREFIX}:file`, async (c) => {
    const match = STORED_NAME.exec(c.req.param('file'));
    if (!match) return c.json({ status: 404, title: '找不到' }, 404);
    try {
      const bytes = await readFile(join(mediaDir(), match[0]));
      return c.body(bytes, 200, {
        'Content-Type': CONTENT_TYPES[match[1] as ImageKind],
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
    } catch {
      return c.json({ status: 404, title: '找不到' }, 404);
    }
  });
}
