// A signed-out visitor's product and listing pages, kept as rendered (the server's first screen and
// its head) in the catalogue cache (routes/product/catalogue-cache.ts): per page, query string,
// language and whether the visitor's cart holds items, dropped with every other catalogue answer
// when the catalogue changes, and not served once the shell or a remote is deployed anew (the
// page names their files and holds what their server bundles rendered). Rendering a product page
// costs its server milliseconds of its one thread; a kept one is sent in well under one. Pages
// are kept on a shelf of their own, the least recently read pushed out first: made-up query
// strings (each one a page) push out only pages nobody reads, never the API's answers. A
// member's page is never kept (it may show what is theirs); a member whose page would be the
// visitor's (their answer is a visitor's) is sent the visitor's.
import { statSync } from 'node:fs';
import { isDeepStrictEqual, promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { join } from 'node:path';
import type { Language } from '@storefront/contracts';
import type { Queryable } from '../db';
import { cachedRead } from '../routes/product/catalogue-cache';
import { screenData, screenDataIn, type FirstScreenRenderer, type Visitor } from './first-screen';
import { firstScreenRoute } from './page-hints';
import { remoteMapFile } from './remote-server-entries';
import type { StaticRoots } from './roots';

/**
 * A page as rendered once: status, headers and body, to answer again as a new Response each time,
 * and its body gzipped once, for the browsers that take gzip (all of them). Compressed for each
 * answer instead (hono's compress), 53 kB of a product page cost every visitor's request its gzip.
 */
export type KeptPage = {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  gzipped: ArrayBuffer | null;
  /** The data the page holds for its first screen (first-screen.ts screenData), if any. */
  screenData: string | null;
};

/** Smaller pages are not kept gzipped (hono's compress leaves them as they are too). */
const GZIP_FROM_BYTES = 1024;
const gzipOf = promisify(gzip);

/** What a signed-out visitor's page depends on, besides the catalogue. */
export type VisitorPageKey = { origin: string; path: string; search: string; lang: Language; cartFilled: boolean };

/**
 * What is deployed now: the shell's page, the remote map and each remote's manifest, by identity,
 * size and time (a deploy writes or swaps them). Checked synchronously: a few stats take
 * microseconds, where an asynchronous one would wait for a turn of a busy server's thread.
 */
export function deploymentStamp(roots: StaticRoots): string {
  const files = [
    roots.shell ? join(roots.shell, 'index.html') : undefined,
    remoteMapFile(roots),
    ...Object.values(roots.remotes ?? {}).map((dist) => join(dist, 'mf-manifest.json')),
  ];
  return files
    .map((file) => {
      const info = file ? statSync(file, { throwIfNoEntry: false }) : undefined;
      return info ? `${info.ino}.${info.size}.${info.mtimeMs}` : '-';
    })
    .join('/');
}

const keyOf = (page: VisitorPageKey, deployed: string) =>
  `page ${deployed} ${page.origin} ${page.lang} ${page.cartFilled ? 'cart' : 'no-cart'} ${page.path}${page.search}`;

async function keep(response: Response): Promise<KeptPage> {
  const body = await response.arrayBuffer();
  const compressible =
    response.status === 200 &&
    body.byteLength >= GZIP_FROM_BYTES &&
    !response.headers.has('content-encoding') &&
    /^text\/html\b/i.test(response.headers.get('content-type') ?? '');
  const gzipped = compressible ? await gzipOf(body) : null;
  return {
    status: response.status,
    headers: [...response.headers.entries()],
    body,
    gzipped: gzipped ? gzipped.buffer.slice(gzipped.byteOffset, gzipped.byteOffset + gzipped.byteLength) : null,
    screenData: response.status === 200 && !response.headers.has('content-encoding') ? screenDataIn(new Uint8Array(body)) : null,
  };
}

const etagMatches = (ifNoneMatch: string | undefined, etag: string | null) =>
  !!etag && !!ifNoneMatch?.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));

/**
 * The kept page answered again: a 304 when the visitor's If-None-Match names it, else its gzipped
 * copy when the visitor takes gzip (with a weak ETag and Vary, as hono's compress answers), else
 * its body (which hono's compress may still encode).
 */
function answer(kept: KeptPage, ifNoneMatch: string | undefined, takesGzip: boolean): Response {
  const headers = new Headers(kept.headers);
  if (kept.status === 200 && etagMatches(ifNoneMatch, headers.get('etag'))) {
    headers.delete('content-length');
    return new Response(null, { status: 304, headers });
  }
  if (takesGzip && kept.gzipped) {
    headers.set('content-encoding', 'gzip');
    headers.set('content-length', String(kept.gzipped.byteLength));
    const vary = headers.get('vary');
    if (!vary || !/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const etag = headers.get('etag');
    if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
    return new Response(kept.gzipped, { status: kept.status, headers });
  }
  return new Response(kept.body.byteLength ? kept.body : null, { status: kept.status, headers });
}

/** The visitor's page as kept in the cache of db, rendered by render when not kept; null when render has none. */
function keptVisitorPage(db: Queryable, roots: StaticRoots, page: VisitorPageKey, render: () => Promise<Response | null>) {
  return cachedRead(
    db,
    keyOf(page, deploymentStamp(roots)),
    async () => {
      const response = await render();
      return response ? keep(response) : null;
    },
    'pages',
  );
}

/**
 * The visitor's page from the cache of db, rendered by render (without the visitor's
 * If-None-Match: the page kept is the whole page) when not kept; null when render has none.
 */
export async function visitorPage(
  db: Queryable,
  roots: StaticRoots,
  page: VisitorPageKey,
  request: { ifNoneMatch: string | undefined; takesGzip: boolean },
  render: () => Promise<Response | null>,
): Promise<Response | null> {
  const kept = await keptVisitorPage(db, roots, page, render);
  return kept ? answer(kept, request.ifNoneMatch, request.takesGzip) : null;
}

/**
 * A signed-in member's product or listing page. Such a page differs from a visitor's only by the
 * answers its screen is rendered with (the member's favourite, their bid), and for most products a
 * member's answers are a visitor's: when the visitor's kept page holds exactly the data the
 * member's would (memberData: null when their screen is not the visitor's), it is the member's
 * page, and is sent (rendering one costs the server's one thread milliseconds; sending a kept
 * one, well under one). Otherwise the page is rendered for the member, and not kept.
 * renderAsVisitor must render as a visitor (no session): what it renders is kept for everybody.
 */
export async function memberPage(
  db: Queryable,
  roots: StaticRoots,
  page: VisitorPageKey,
  request: { ifNoneMatch: string | undefined; takesGzip: boolean },
  renderers: {
    memberData: () => Promise<string | null>;
    renderAsVisitor: () => Promise<Response | null>;
    renderAsMember: (ifNoneMatch: string | undefined) => Promise<Response | null>;
  },
): Promise<Response | null> {
  const data = await renderers.memberData();
  if (data !== null) {
    const kept = await keptVisitorPage(db, roots, page, renderers.renderAsVisitor);
    if (kept?.screenData === data) return answer(kept, request.ifNoneMatch, request.takesGzip);
  }
  return renderers.renderAsMember(request.ifNoneMatch);
}

/**
 * The data a member's page would hold for its first screen (first-screen.ts screenData): null
 * unless the page's screen is open to visitors and the same for both, and the member's answers
 * came. Everything else a product or listing page holds is the same for a member and a visitor
 * (its head, its hints: static/serve.ts).
 */
export async function memberScreenData(
  renderer: FirstScreenRenderer,
  page: { path: string; search: string },
  member: Visitor,
): Promise<string | null> {
  const route = firstScreenRoute(page.path, page.search, { signedIn: true, cartFilled: member.cartFilled });
  const visitorRoute = firstScreenRoute(page.path, page.search, { signedIn: false, cartFilled: member.cartFilled });
  if (!route || !visitorRoute || !isDeepStrictEqual(route, visitorRoute)) return null;
  const answers = await renderer.answersFor(route, member);
  return answers ? screenData(route, answers) : null;
}
