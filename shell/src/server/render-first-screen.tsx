// The server's rendering of a page's first screen: the same frame and remote areas the browser
// renders, for one URL, in the visitor's language, with the answers of the screen's first call.
// The API server puts the HTML in the page; the browser adopts it (bootstrap.tsx) instead of
// showing a loading state until main.js and the remote have arrived.
//
// Which routes get a first screen is the route table's (@storefront/contracts REMOTE_ROUTES,
// serverRendered). Built for Node.js into dist-server/ (webpack.server.config.js) with the frame
// only: the remote modules it renders come with each request (`modules`), loaded by the API server
// from each remote's own server bundle (packages/api-server/src/static/remote-server-entries.ts),
// which takes React, contracts and ui from this build (SHARED_MODULES). A remote deployed alone
// is rendered as deployed, without a new build of the shell.
//
// Renders of different requests run at the same time: what one render's screens read (its
// language, its answers, the titles they ask for, its remote modules) is in contexts of its own
// (@storefront/ui ServerRenderContext, ServedRemoteModules), never module state that another
// render could change while this one waits for a part loaded on demand.
import type { Language } from '@storefront/contracts';
import { createServerRender, serverDocumentTitle, ServerRenderContext } from '@storefront/ui';
import type { ComponentType, ReactNode } from 'react';
import { browser } from 'react-dom';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppFrame } from '../app';
import { ServedRemoteModules, serveRemoteModules } from '../federation/served-remote-modules';

export { SHARED_MODULES } from './shared-modules';

/** A remote's exposed module, as its server bundle exports it. */
export type ExposedModule = { default: ComponentType<Record<string, unknown>> };

export type FirstScreenRequest = {
  /** The page's path and query, as the browser's router will see it. */
  url: string;
  lang: Language;
  /** The first call's answers, by firstScreenKey (the browser gets the same ones). */
  answers: Record<string, unknown>;
  /** The remote modules the page's areas render, by remote/exposed ('mf_product/./ProductPage'). */
  modules: Record<string, ExposedModule>;
};

/**
 * The HTML of an element as far as it renders without waiting. A part loaded on demand (the
 * auction panel, say) is already in the remote's server bundle, one file with no chunk to fetch
 * (packages/build server-render.js): its import settles within the same turn of the event loop, and
 * is waited for, so its HTML is in the page (renderToString would leave it to the browser). What is
 * still waiting at the next turn (a part that fetches, or never arrives) is not waited for: the
 * render is aborted with React's browser(), which renders the part's Suspense fallback and marks
 * the boundary for the browser to render (`<!--$!-->` with an empty digest), which it does when it
 * adopts the page without reporting an error. One render never holds its answer for a part, and
 * renders of other requests go on meanwhile.
 */
async function renderWhole(element: ReactNode): Promise<string> {
  const notWaitedFor = new AbortController();
  const nextTurn = setImmediate(() => notWaitedFor.abort(browser('not ready when the server rendered the page')));
  let rendered: Awaited<ReturnType<typeof prerender>>;
  try {
    // progressiveChunkSize: React moves a large part (a long order history) out of its place and
    // puts it back with inline scripts, which the page's Content-Security-Policy refuses: the part
    // then stays hidden, and React throws it away on adoption (error 419). Nothing is streamed
    // here, so every part stays in its place.
    rendered = await prerender(element, {
      signal: notWaitedFor.signal,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part left to the browser is the design, not a fault: nothing to log.
      onBrowserBailout: () => undefined,
    });
  } finally {
    // Rendered: nothing left to abort while the HTML is read.
    clearImmediate(nextTurn);
  }
  return new Response(rendered.prelude).text();
}

/** The rendered first screen: the root element's HTML and the page's <title> (the screen's name). */
export type FirstScreenRendering = { html: string; title?: string };

/** The HTML of the page's root element and the page's title. */
export async function renderFirstScreenPage({ url, lang, answers, modules }: FirstScreenRequest): Promise<FirstScreenRendering> {
  const served = serveRemoteModules(modules);
  const render = createServerRender(lang, answers);
  const html = await renderWhole(
    <ServerRenderContext value={render}>
      <ServedRemoteModules value={served}>
        <StaticRouter location={url}>
          <AppFrame />
        </StaticRouter>
      </ServedRemoteModules>
    </ServerRenderContext>,
  );
  return { html, title: serverDocumentTitle(render) };
}

/** The HTML of the page's root element. */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<string> {
  return (await renderFirstScreenPage(request)).html;
}
