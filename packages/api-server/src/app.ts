// The API server as a Hono app: security headers, body limit, CSRF guard, sessions, the API
// routes of the endpoint table in contracts, demo media, and (in start mode) the built apps.
import { createHash } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { getCookie, setCookie } from 'hono/cookie';
import type { Database } from './db';
import { CART_FILLED_COOKIE, DEMO_MODE_COOKIE, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, languageRedirect } from '@storefront/contracts';
import { ApiError } from './errors';
import { SESSION_COOKIE, lacksSessionHint, loadSession, setSessionHint } from './auth/session';
import type { AppEnv } from './context';
import { registerRoutes } from './routes';
import { withCatalogueCache } from './routes/product/catalogue-cache';
import { registerRateLimits, type RateLimitSettings } from './security/rate-limit';
import { hasNul, printable } from './security/nul-text';
import { clientOrigin } from './security/client-origin';
import { registerStateChangingGetGuard } from './security/state-changing-gets';
import { requestOrigin } from './payments/request-origin';
import type { ProviderEnvironment } from './payments/cashiers';
import { BAD_REQUEST_TITLE } from './validation';
import { MEDIA_UPLOAD_BODY_LIMIT, MEDIA_UPLOAD_PATH, registerMediaFiles } from './routes/merchant/merchant-media-files';
import { registerEcpayNotify } from './payments/ecpay-notify-routes';
import { registerLogisticsNotify } from './payments/logistics-notify';
import { registerEcpaySandbox } from './sandbox/ecpay-routes';
import { registerGomypaySandbox } from './sandbox/gomypay-routes';
import { registerLogisticsPrint } from './sandbox/logistics-print';
import { registerSocialLinkSandbox } from './sandbox/social-link';
import { demoImage } from './static/placeholder';
import { createFirstScreenRenderer, loadServerRenderBuild, type Visitor } from './static/first-screen';
import { cookieHeaderIn, pageLanguage, urlLanguage, withoutCookie } from './static/page-language';
import { localizeErrorBody, requestLanguage } from './server-messages';
import { createRemoteServerEntries } from './static/remote-server-entries';
import type { StaticRoots } from './static/roots';
import { precompressedEncoding, takesGzip } from './static/encoding';
import { serveStatic, type PageRequest } from './static/serve';
import { memberPage, memberScreenData, visitorPage } from './static/visitor-pages';
import { hasOwnHead, registerCrawlerFiles, withPageHead } from './static/head-tags';

export type { StaticRoots } from './static/roots';

export interface AppOptions {
  db: Database;
  staticRoots?: StaticRoots;
  /** Extra origins allowed to send POSTs (besides the server's own), e.g. a dev server. */
  trustedOrigins?: string[];
  /**
   * Production (server-mode.ts): no sandbox route is mounted, and answers carry HSTS and a
   * Permissions-Policy. Off by default (the demo and development keep the sandbox).
   */
  production?: boolean;
  /**
   * Whose cashiers the payment forms post to in production (payments/cashiers.ts): the providers'
   * real ones unless 'stage'. Without production, the sandbox on this server.
   */
  paymentProviders?: 'production' | 'stage';
  /** Reverse proxies whose X-Forwarded-* headers are believed (TRUSTED_PROXIES); none by default. */
  trustedProxies?: string[];
  /** The storefront's public base URL (PUBLIC_BASE_URL): the origin browsers see. */
  publicBaseUrl?: string;
  /** Extra sources for the Content-Security-Policy, e.g. where remotes are deployed. */
  cspSources?: string[];
  log?: (message: string, error?: unknown) => void;
  /** Login, registration, share and bid rate limits (security/rate-limit.ts); on unless false. */
  rateLimits?: boolean | RateLimitSettings;
  /**
   * Keep the visitors' catalogue answers in memory until the next write (routes/product/catalogue-cache.ts).
   * Only when this process alone writes to the database (the embedded one).
   */
  catalogueCache?: boolean;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The public catalogue reads: product list and detail, add-ons, related products. */
const CATALOGUE_READ = /^\/api\/product\/(list|detail\/[^/]+|addons\/\d+\/list|related\/\d+\/list)$/;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function contentSecurityPolicy(extra: string[]): string {
  const more = extra.length ? ` ${extra.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${more}`,
    `img-src 'self' data:${more}`,
    `style-src 'self' 'unsafe-inline'${more}`,
    `font-src 'self' data:${more}`,
    `connect-src 'self'${more}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self' https:",
    "object-src 'none'",
  ].join('; ');
}

/** Security headers on every answer; API answers are not cached unless they say so. */
function securityHeaders(csp: string, production: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (production) {
      headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
    }
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Content-Security-Policy', csp);
    if (c.req.path.startsWith('/api/')) headers.set('Cache-Control', headers.get('Cache-Control') ?? 'no-store');
  };
}

/**
 * A NUL byte anywhere in the path or the query (raw or as %00) is refused before any route sees
 * it: PostgreSQL cannot hold one (a 500) and the log must not receive one.
 */
const refuseNulInUrl: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = c.req.url;
  let decoded = url;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    // A malformed escape: the raw text is checked as it is.
  }
  if (hasNul(url) || decoded.includes('\u0000'))
    return c.json({ status: 400, title: BAD_REQUEST_TITLE, msg: '網址含有不允許的控制字元' }, 400);
  return next();
};

/**
 * CSRF: browsers send Origin on cross-site POSTs; a mismatch is refused. Requests without
 * Origin come from non-browser clients (curl, server-to-server) and are let through; the
 * SameSite=Lax cookie already keeps it off cross-site form posts in modern browsers.
 */
function csrfGuard(trusted: ReadonlySet<string>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (UNSAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      if (origin !== undefined) {
        // The origin the browser sees: behind a TLS-terminating proxy the server sees
        // http://host; X-Forwarded-* count only from a configured proxy (security/client-origin.ts).
        if (origin !== requestOrigin(c) && !trusted.has(origin)) {
          return c.json({ status: 403, title: '拒絕跨站請求', msg: 'Cross-origin request refused' }, 403);
        }
      }
    }
    await next();
  };
}

/**
 * Catalogue reads (public, the same for every visitor) may be kept and revalidated: an ETag of
 * the answer, so an unchanged one costs a 304 (no-cache: always asked, never stale). The tag is
 * hashed in line (hono's etag middleware goes through WebCrypto's thread pool, a fifth of
 * the time of a cached catalogue read).
 */
const catalogueEtag: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET' || !CATALOGUE_READ.test(c.req.path)) return next();
  await next();
  if (c.res.status !== 200) return;
  const body = await c.res.text();
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const headers = new Headers(c.res.headers);
  headers.set('ETag', etag);
  // An answer to a logged-in member is theirs alone: no shared cache (a proxy, a CDN) may keep it.
  headers.set('Cache-Control', c.get('member') ? 'private, no-cache' : 'no-cache');
  headers.append('Vary', 'Cookie');
  const unchanged = (c.req.header('if-none-match') ?? '').split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  c.res = unchanged ? new Response(null, { status: 304, headers }) : new Response(body, { status: 200, headers });
};

const apiBodyLimit = bodyLimit({
  maxSize: BODY_LIMIT_BYTES,
  onError: (c) => c.json({ status: 413, title: '請求內容過大', msg: `上限 ${BODY_LIMIT_BYTES} bytes` }, 413),
});
// Picture uploads carry up to eight files of 1.5 MB.
const uploadBodyLimit = bodyLimit({
  maxSize: MEDIA_UPLOAD_BODY_LIMIT,
  onError: (c) => c.json({ status: 413, title: '請求內容過大', msg: '檔案過大，請壓縮至 1.5 MB 以下' }, 413),
});

/** The size limit of an API request body: the upload's for picture uploads, 1 MB otherwise. */
const requestBodyLimit: MiddlewareHandler<AppEnv> = (c, next) =>
  (c.req.path === MEDIA_UPLOAD_PATH ? uploadBodyLimit : apiBodyLimit)(c, next);

/** Marks the pages of a server that runs the sandbox providers (the shell shows the demo banner). */
const markDemoPages: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.headers.get('content-type')?.startsWith('text/html') && getCookie(c, DEMO_MODE_COOKIE) !== '1') {
    setCookie(c, DEMO_MODE_COOKIE, '1', { path: '/', sameSite: 'Lax' });
  }
};

/**
 * A page asked for in a language by its URL (`?lang=en`, or the checkout's `/en/checkout`) also sets the language cookie, so the
 * browser and the next pages go on in it (static/page-language.ts).
 */
const rememberUrlLanguage: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.res.headers.get('content-type')?.startsWith('text/html')) return;
  const url = new URL(c.req.url);
  const asked = urlLanguage(url.pathname, url.searchParams);
  if (asked && asked !== getCookie(c, LANGUAGE_COOKIE)) {
    setCookie(c, LANGUAGE_COOKIE, asked, { path: '/', maxAge: LANGUAGE_COOKIE_MAX_AGE_S, sameSite: 'Lax' });
  }
};

/** The caller of an API request, from the session cookie (null for a visitor). */
function sessionMember(db: Database): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('member', await loadSession(db, c));
    await next();
  };
}

/**
 * A session started before the readable hint cookie existed gets it on its next request, so the
 * page does not take a logged-in member for a visitor (and send them to the login page).
 */
function sessionHint(db: Database): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (lacksSessionHint(c)) {
      // An API request's member is loaded already (sessionMember): not read from the database twice.
      const loaded = c.get('member');
      if (loaded !== undefined ? loaded : await loadSession(db, c)) setSessionHint(c);
    }
    await next();
  };
}

export function createApp(options: AppOptions): Hono<AppEnv> {
  const db = options.catalogueCache ? withCatalogueCache(options.db) : options.db;
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  const csp = contentSecurityPolicy(options.cspSources ?? []);
  const trusted = new Set(options.trustedOrigins ?? []);
  const app = new Hono<AppEnv>();

  // The middlewares, in the order a request meets them (before the routes below).
  const middlewares: ReadonlyArray<readonly [path: string, middleware: MiddlewareHandler<AppEnv>]> = [
    ['*', securityHeaders(csp, options.production === true)],
    ['*', refuseNulInUrl],
    ['*', clientOrigin({ trustedProxies: options.trustedProxies, publicBaseUrl: options.publicBaseUrl })],
    ['*', csrfGuard(trusted)],
    // Scripts, manifests and JSON travel gzip-compressed (about a third of their size); hono
    // skips small answers and types that are already compressed.
    ['*', compress()],
    ['/api/product/*', catalogueEtag],
    ['/api/*', requestBodyLimit],
    ['/api/*', sessionMember(db)],
    ['*', sessionHint(db)],
  ];
  for (const [path, middleware] of middlewares) app.use(path, middleware);
  const providers: ProviderEnvironment = options.production ? (options.paymentProviders ?? 'production') : 'sandbox';
  app.use('/api/*', async (c, next) => {
    c.set('providerEnvironment', providers);
    await next();
  });
  // Login and bid rate limits (security/rate-limit.ts): after the session, before the routes.
  if (options.rateLimits !== false) registerRateLimits(app, db, Date.now, options.rateLimits === true ? {} : options.rateLimits);

  // The GETs that change state answer only this site's own pages, never HEAD (README).
  registerStateChangingGetGuard(app, trusted);
  registerRoutes(app, db);
  registerEcpayNotify(app, db);
  registerLogisticsNotify(app, db);
  // The sandbox providers (payment cashiers, store map, label print, social-link pages) are the
  // demo's and development's only: production mounts none of them.
  if (!options.production) {
    registerEcpaySandbox(app);
    registerGomypaySandbox(app, db);
    registerLogisticsPrint(app, db);
    registerSocialLinkSandbox(app, db);
  }

  app.all('/api/*', (c) => c.json({ status: 404, title: '找不到', msg: `No API at ${c.req.method} ${c.req.path}` }, 404));

  registerMediaFiles(app);

  app.get('/media/demo/:file', async (c) => {
    const match = /^(\d{1,6})\.svg$/.exec(c.req.param('file'));
    const svg = match ? await demoImage(db, Number(match[1])) : null;
    if (!svg) return c.json({ status: 404, title: '找不到' }, 404);
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      'Access-Control-Allow-Origin': '*',
    });
  });

  registerCrawlerFiles(app, db);

  // Language in URLs (@storefront/contracts format/language.ts): a page has one path in every
  // language, except the specification's /{lang}/checkout; any other language-prefixed path (an
  // old or shared link, a provider's return URL) is sent to its one path with ?lang=, its query
  // kept, never off the site.
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const url = new URL(c.req.url);
    const target = languageRedirect(url.pathname, url.search);
    return target ? c.redirect(target, 301) : next();
  });

  const roots = options.staticRoots;
  // Outside production the payments and shipments go to the sandbox: the pages say so (the
  // shell's demo banner reads this cookie), so nobody takes the demo for a real shop.
  if (roots && !options.production) app.use('*', markDemoPages);
  if (roots) app.use('*', rememberUrlLanguage);
  if (roots) {
    // The shell's server build renders the first screen of the pages it can (static/first-screen.ts),
    // asking this app for the answers in process.
    const renderBuild = roots.shell ? loadServerRenderBuild(roots.shell) : null;
    const firstScreen = renderBuild
      ? createFirstScreenRenderer(
          renderBuild,
          async (request) => app.fetch(request),
          createRemoteServerEntries(roots, renderBuild.SHARED_MODULES),
        )
      : null;
    app.on(['GET', 'HEAD'], '*', async (c, next) => {
      if (c.req.path.startsWith('/media/')) return next();
      // Whether the visitor carries a session cookie (not whether it is valid): a member page's
      // data is hinted only to a browser that can be answered with it.
      const signedIn = Boolean(getCookie(c, SESSION_COOKIE));
      const search = new URL(c.req.url).search;
      const lang = pageLanguage(c.req.path, new URLSearchParams(search), getCookie(c, LANGUAGE_COOKIE));
      const cartFilled = Boolean(getCookie(c, CART_FILLED_COOKIE));
      const cookie = c.req.header('cookie');
      const visitorAs = (session: boolean): Visitor => ({
        lang,
        cookie: cookieHeaderIn(lang, session ? cookie : withoutCookie(cookie, SESSION_COOKIE)),
        cartFilled,
      });
      const pageAs = (session: boolean): PageRequest | undefined =>
        firstScreen ? { search, visitor: visitorAs(session), firstScreen } : undefined;
      // Product and listing pages get their own <head> (static/head-tags.ts), which owns their ETag.
      const ownHead = hasOwnHead(c.req.path);
      const head = c.req.method === 'HEAD';
      const origin = c.get('origin');
      const render = (session: boolean) => async (ifNoneMatch: string | undefined) => {
        const response = await serveStatic(roots, {
          path: c.req.path,
          head,
          ifNoneMatch: ownHead ? undefined : ifNoneMatch,
          encoding: precompressedEncoding(c),
          signedIn: session,
          page: pageAs(session),
        });
        if (!response || !ownHead) return response;
        const url = new URL(`${c.req.path}${search}`, origin);
        return withPageHead(response, { db, url, lang, ifNoneMatch, head });
      };
      const ifNoneMatch = c.req.header('if-none-match');
      const request = { ifNoneMatch, takesGzip: takesGzip(c) };
      const key = { origin, path: c.req.path, search, lang, cartFilled };
      // A product or listing page is rendered once per catalogue change for signed-out visitors,
      // and for members whose answer is a visitor's (static/visitor-pages.ts).
      let response: Response | null;
      if (!ownHead || head || !firstScreen) response = await render(signedIn)(ifNoneMatch);
      else if (!signedIn) response = await visitorPage(db, roots, key, request, () => render(false)(undefined));
      else
        response = await memberPage(db, roots, key, request, {
          memberData: () => memberScreenData(firstScreen, { path: c.req.path, search }, visitorAs(true)),
          renderAsVisitor: () => render(false)(undefined),
          renderAsMember: render(true),
        });
      return response ?? next();
    });
  }

  // Refusals answer in the request's language (the language cookie, as the pages).
  const lang = (c: Context) => requestLanguage(getCookie(c, LANGUAGE_COOKIE));
  app.notFound((c) => c.json(localizeErrorBody({ status: 404, title: '找不到', msg: `Nothing at ${c.req.path}` }, lang(c)), 404));

  app.onError((error, c: Context) => {
    if (error instanceof ApiError) return c.json(localizeErrorBody(error.toBody(), lang(c)), error.status);
    // Hono's own HTTP errors (e.g. a malformed cookie) are client errors too.
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return c.json(localizeErrorBody({ status, title: '請求錯誤', msg: error.message }, lang(c)), status as 400);
    }
    // The path is escaped: whatever a caller put in it reaches the log as printable text.
    log(`${c.req.method} ${printable(c.req.path)} failed`, error);
    return c.json(localizeErrorBody({ status: 500, title: '伺服器錯誤', msg: '請稍後再試' }, lang(c)), 500);
  });

  return app;
}
