// Start-mode file serving: the built shell at /, each remote's build under /remotes/<name>/,
// with the cache policy Module Federation needs (entries and manifests revalidated, hashed
// chunks immutable), an ETag on every file (a revalidated entry or manifest that did not change
// costs a 304), CORS on remote files and SPA fallbacks. Scripts and style sheets go out
// as the build compressed them (brotli or gzip), when the browser takes that.
import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { withFirstScreen, type FirstScreenPage, type FirstScreenRenderer, type Visitor } from './first-screen';
import { withInlineStyles } from './inline-styles';
import { firstScreenRoute, pageHints, withHints, type PageHints } from './page-hints';
import { keptText } from './kept-files';
import { inside, type StaticRoots } from './roots';

export type { StaticRoots } from './roots';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const revalidated = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'remotes.json', 'mf-stats.json']);

export function cacheControlFor(filePath: string): string {
  const name = basename(filePath);
  if (revalidated.has(name) || name.endsWith('.html')) return 'no-cache';
  // Webpack chunk names carry a content hash: name.[hash].js or [id].[hash].css
  if (/[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The compressed copies a production build writes beside its scripts, style sheets and manifests
 * (packages/build, PRECOMPRESSED), by Content-Encoding, best first.
 */
export const PRECOMPRESSED_ENCODINGS = ['br', 'gzip'] as const;
export type PrecompressedEncoding = (typeof PRECOMPRESSED_ENCODINGS)[number];
const suffixOf: Record<PrecompressedEncoding, string> = { br: '.br', gzip: '.gz' };
/** The file types the build compresses: their answers vary with Accept-Encoding. */
const compressible = new Set(['.js', '.mjs', '.css']);

type FileOptions = {
  cors?: boolean;
  head?: boolean;
  /** the request's If-None-Match */
  ifNoneMatch?: string;
  /** the compressed copy the browser takes best, if the build wrote one */
  encoding?: PrecompressedEncoding;
};

/** A weak validator from the file's size and modification time (a new build changes both). */
const etagOf = (size: number, mtimeMs: number) => `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });

/**
 * The build's compressed copy of a file in `encoding`, when there is one written no earlier than
 * the file (a copy left from an older build is never sent for a newer file).
 */
async function compressedCopy(path: string, file: Stats, encoding: PrecompressedEncoding): Promise<{ path: string; info: Stats } | null> {
  const copy = path + suffixOf[encoding];
  try {
    const info = await stat(copy);
    return info.isFile() && info.mtimeMs >= file.mtimeMs ? { path: copy, info } : null;
  } catch {
    return null;
  }
}

export async function fileResponse(path: string, options: FileOptions = {}): Promise<Response> {
  const type = extname(path).toLowerCase();
  const file = await stat(path);
  const copy = options.encoding && compressible.has(type) ? await compressedCopy(path, file, options.encoding) : null;
  const sent = copy ?? { path, info: file };
  // Each encoding has its own validator: a cache never revalidates one with the other's.
  const etag = etagOf(sent.info.size, sent.info.mtimeMs);
  const headers = new Headers({
    'content-type': contentTypes[type] ?? 'application/octet-stream',
    'cache-control': cacheControlFor(path),
    etag,
  });
  if (compressible.has(type)) headers.set('vary', 'Accept-Encoding');
  if (copy) headers.set('content-encoding', options.encoding!);
  if (options.cors) {
    headers.set('access-control-allow-origin', '*');
    headers.set('cross-origin-resource-policy', 'cross-origin');
  }
  if (matches(options.ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  const body = await readFile(sent.path);
  headers.set('content-length', String(body.byteLength));
  return new Response(options.head ? null : body, { status: 200, headers });
}

/**
 * The shell's page with preload hints for its route and the server's first screen when there is
 * one (its style sheets written into it: static/inline-styles.ts); its ETag follows the page as sent.
 */
async function hintedPage(
  roots: StaticRoots,
  index: string,
  hints: PageHints,
  options: FileOptions,
  first: FirstScreenPage | null,
): Promise<Response> {
  const page = withHints((await keptText(index)) ?? (await readFile(index, 'utf8')), hints.head);
  const body = Buffer.from(first ? await withInlineStyles(withFirstScreen(page, first, hints.afterPaint), roots) : page);
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  // A first screen is the visitor's own (their language, their orders): no shared cache keeps it.
  const headers = new Headers({ 'content-type': contentTypes['.html']!, 'cache-control': first ? 'private, no-cache' : 'no-cache', etag });
  if (matches(options.ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  headers.set('content-length', String(body.byteLength));
  return new Response(options.head ? null : body, { status: 200, headers });
}

/**
 * Answers a GET for a static path, or null when nothing static applies (the caller then sends
 * its 404). Paths under /api and /media never reach here.
 */
export type PageRequest = {
  /** The query string, with its '?' (the page's router sees it). */
  search: string;
  visitor: Visitor;
  firstScreen: FirstScreenRenderer;
};

/** What serveStatic needs of a request. */
export interface StaticRequest {
  /** The URL path asked for. */
  path: string;
  /** A HEAD request: headers only. */
  head?: boolean;
  /** The request's If-None-Match header. */
  ifNoneMatch?: string;
  /** Of the build's compressed copies, the one the request's Accept-Encoding takes best. */
  encoding?: PrecompressedEncoding;
  /** Whether the visitor carries a session cookie (a member page's data is hinted only then). */
  signedIn?: boolean;
  /** For pages the shell's server build can render, the first screen (static/first-screen.ts). */
  page?: PageRequest;
}

export async function serveStatic(roots: StaticRoots, request: StaticRequest): Promise<Response | null> {
  const { path: urlPath, head = false, ifNoneMatch, encoding, signedIn = false, page } = request;
  if (urlPath === '/remotes.json') {
    const file = roots.remotesJson ?? (roots.shell ? join(roots.shell, 'remotes.json') : undefined);
    if (file && (await isFile(file))) {
      const response = await fileResponse(file, { cors: true, head, ifNoneMatch, encoding });
      response.headers.set('cache-control', 'no-cache');
      return response;
    }
    return null;
  }
  const remote = /^\/remotes\/([a-z0-9-]+)(\/.*)?$/.exec(urlPath);
  if (remote) {
    const root = roots.remotes?.[remote[1]!];
    if (!root) return null;
    const rest = remote[2] ?? '/';
    const target = inside(root, rest);
    if (!target) return null;
    if (await isFile(target)) return fileResponse(target, { cors: true, head, ifNoneMatch, encoding });
    // A path that looks like a file (has an extension) and is missing is a real 404; any other
    // path is a route of the remote's standalone app.
    if (extname(rest)) return null;
    const index = join(root, 'index.html');
    return (await isFile(index)) ? fileResponse(index, { cors: true, head, ifNoneMatch }) : null;
  }
  if (!roots.shell) return null;
  const target = inside(roots.shell, urlPath);
  if (target && (await isFile(target))) return fileResponse(target, { head, ifNoneMatch, encoding });
  if (extname(urlPath) && urlPath !== '/') return null;
  const index = join(roots.shell, 'index.html');
  if (!(await isFile(index))) return null;
  const search = page?.search ?? '';
  const route = page && !head ? firstScreenRoute(urlPath, search, { signedIn, cartFilled: page.visitor.cartFilled }) : null;
  const first = route && page ? await page.firstScreen(route, `${urlPath}${search}`, page.visitor) : null;
  const hints = await pageHints(roots, urlPath, signedIn, { firstScreen: Boolean(first), search });
  return hints.head.length || first
    ? hintedPage(roots, index, hints, { head, ifNoneMatch }, first)
    : fileResponse(index, { head, ifNoneMatch });
}
