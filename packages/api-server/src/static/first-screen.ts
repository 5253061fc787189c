// The first screen of a page, rendered on the server with the shell's server build
// (shell/dist-server/render-first-screen.cjs: the frame) and the remote's own server bundle (its
// exposed module, remote-server-entries.ts): the HTML for the page's root element and the
// answers it was rendered with, which the browser reads to adopt that HTML (shell bootstrap.tsx).
// Rendered only for a route whose remote area the build renders and whose first call answers;
// anything else (no build, unknown product, an error) leaves the page to the browser as before.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createApiClient, firstCallKey, parseLanguage, type EndpointName, type Language, type RemoteName } from '@storefront/contracts';
import type { ExposedServerModule, RemoteServerModules } from './remote-server-entries';

type RenderRequest = { url: string; lang: Language; answers: Record<string, unknown>; modules: Record<string, ExposedServerModule> };

/** The shell's server build: its render function and the shared packages it hands the remotes' server bundles. */
export type ServerRenderBuild = {
  renderFirstScreenPage: (request: RenderRequest) => Promise<{ html: string; title?: string }>;
  SHARED_MODULES: Readonly<Record<string, unknown>>;
};

export type FirstScreenRoute = {
  area: { remote: RemoteName; exposed: string };
  /** The call whose answer the screen shows first, if it makes one: its path params and its query. */
  call?: { endpoint: EndpointName; params?: Record<string, string>; query?: Record<string, string> };
};

export type FirstScreenPage = {
  lang: Language;
  /** The root element's content. */
  html: string;
  /** The JSON script's text: the area and the answers, safe inside <script>. */
  data: string;
  /** The page's <title>, naming the screen rendered. */
  title?: string;
};

/** The answer of one API call, asked of the server itself (no network): fetch(Request) → Response. */
export type InProcessFetch = (request: Request) => Promise<Response>;

const BUILD_FILE = join('dist-server', 'render-first-screen.cjs');

/** The shell's server build beside its dist folder, or null when it was not built. */
export function loadServerRenderBuild(shellDist: string): ServerRenderBuild | null {
  const file = join(shellDist, '..', BUILD_FILE);
  if (!existsSync(file)) return null;
  const build = createRequire(file)(file) as Partial<ServerRenderBuild>;
  return typeof build.renderFirstScreenPage === 'function' && build.SHARED_MODULES ? (build as ServerRenderBuild) : null;
}

/** JSON that cannot end the <script> it sits in, nor start a comment or markup inside it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's data for the browser to adopt its first screen: the area and the answers, as the page holds it. */
export function screenData(route: FirstScreenRoute, answers: Record<string, unknown>): string {
  return scriptSafeJson({ area: route.area, answers });
}

/**
 * The data a page's bytes hold for its first screen (screenData), if they hold one: found as
 * bytes, and only it decoded (decoding a whole product page took a render a third of a
 * millisecond). scriptSafeJson leaves no '<' in the data: the first '</script>' after it ends it.
 */
export function screenDataIn(page: Uint8Array): string | null {
  const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const open = bytes.indexOf(FIRST_SCREEN_DATA_OPEN);
  if (open < 0) return null;
  const start = open + Buffer.byteLength(FIRST_SCREEN_DATA_OPEN);
  const end = bytes.indexOf('</script>', start);
  return end < 0 ? null : bytes.toString('utf8', start, end);
}

/** The visitor's language as the language cookie names it (the page's default otherwise). */
export function languageOf(cookie: string | undefined): Language {
  return parseLanguage(cookie);
}

/** The visitor's side of a page request: their language, the cookies their own calls carry, whether their cart holds items. */
export type Visitor = { lang: Language; cookie?: string; cartFilled: boolean };

/**
 * serverModule: the remote's exposed module from its own server bundle (remote-server-entries.ts),
 * null when it has none: that area is then left to the browser.
 */
export function createFirstScreenRenderer(build: ServerRenderBuild, fetchInProcess: InProcessFetch, serverModule: RemoteServerModules) {
  /** The answer of the route's first call, asked as the visitor (their session); null if none. */
  async function answerOf(call: NonNullable<FirstScreenRoute['call']>, visitor: Visitor): Promise<unknown> {
    // The browser's own client, so the answer is checked against the same schema and comes out
    // the same as the browser's call would give it.
    const client = createApiClient({
      prefixUrl: 'http://first-screen.invalid',
      fetch: (input, init) => {
        const request = new Request(input, init);
        if (visitor.cookie) request.headers.set('cookie', visitor.cookie);
        return fetchInProcess(request);
      },
    });
    return (client.call as (name: EndpointName, options: object) => Promise<unknown>)(call.endpoint, {
      params: call.params ?? {},
      ...(call.query ? { query: call.query } : {}),
    });
  }

  /**
   * The answers the route's screen is rendered with, asked as the visitor (their session, if
   * any), by firstCallKey; null when the call fails (not found, signed out, refused: a listing's
   * query string the call does not take, or failing): the browser shows that state itself.
   */
  async function answersFor(route: FirstScreenRoute, visitor: Visitor): Promise<Record<string, unknown> | null> {
    if (!route.call) return {};
    try {
      return { [firstCallKey(route.call.endpoint, route.call.params, route.call.query)]: await answerOf(route.call, visitor) };
    } catch {
      return null;
    }
  }

  async function firstScreen(route: FirstScreenRoute, url: string, visitor: Visitor): Promise<FirstScreenPage | null> {
    const { remote, exposed } = route.area;
    let module: ExposedServerModule | null;
    try {
      module = await serverModule(remote, exposed);
    } catch (error) {
      console.error(`[first screen] the server bundle of ${remote} did not load`, error);
      return null;
    }
    if (!module) return null;
    const { lang } = visitor;
    const answers = await answersFor(route, visitor);
    if (!answers) return null;
    try {
      const { html, title } = await build.renderFirstScreenPage({ url, lang, answers, modules: { [`${remote}/${exposed}`]: module } });
      return { lang, html, data: screenData(route, answers), ...(title ? { title } : {}) };
    } catch (error) {
      console.error(`[first screen] ${url} did not render`, error);
      return null;
    }
  }

  return Object.assign(firstScreen, { answersFor });
}

export type FirstScreenRenderer = ReturnType<typeof createFirstScreenRenderer>;

const HTML_LANG: Record<Language, string> = { 'zh-tw': 'zh-Hant-TW', en: 'en' };
// The built page is minified: attribute values may come without quotes.
const EMPTY_ROOT = /<div id="?root"?><\/div>/;
const HTML_TAG = /<html lang="?[^">\s]*"?>/;
const TITLE = /<title>[^<]*<\/title>/;
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const FIRST_SCREEN_DATA_OPEN = '<script type="application/json" id="first-screen-data">';

// The shell's entry script as the built page names it.
const MAIN_SCRIPT = /<script defer(?:="defer")? src="?(\/[^">\s]*main\.js)"?><\/script>/;

/**
 * The shell's page with the first screen in its root element, its data beside it, in its language.
 * main.js and the page's hints (afterPaint: page-hints.ts) start after the first contentful paint:
 * shell/public/start-after-paint.js waits for it (or 1 s, for a page opened in the background),
 * then adds the hints, kept inert in a <template> until then, and main.js. So the server's HTML
 * shows before the scripts that adopt it start their work, and on a phone's network its picture
 * does not share the connection with them.
 */
export function withFirstScreen(html: string, page: FirstScreenPage, afterPaint: readonly string[] = []): string {
  if (!EMPTY_ROOT.test(html) || !HTML_TAG.test(html) || !MAIN_SCRIPT.test(html)) return html;
  const hints = afterPaint.length > 0 ? `<template id="after-paint-hints">${afterPaint.join('')}</template>` : '';
  // Replaced by functions: the rendered HTML may hold '$' sequences a replacement string would expand.
  return html
    .replace(
      MAIN_SCRIPT,
      (_tag, main: string) =>
        `<script defer src="${main.replace(/main\.js$/, 'start-after-paint.js')}" data-main="${main}"></script>${hints}`,
    )
    .replace(HTML_TAG, () => `<html lang="${HTML_LANG[page.lang]}">`)
    .replace(TITLE, (tag) => (page.title ? `<title>${escapeText(page.title)}</title>` : tag))
    .replace(EMPTY_ROOT, () => `<div id="root" data-adopting>${page.html}</div>` + `${FIRST_SCREEN_DATA_OPEN}${page.data}</script>`);
}
