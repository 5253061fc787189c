// The server's rendering of a page's first screen: the same frame and remote areas the browser
// renders, for one URL, in the visitor's language, with the answers of the screen's first call.
// The API server puts the HTML in the page; the browser adopts it (bootstrap.tsx) instead of
// showing a loading state until main.js and the remote have arrived.
//
// Which routes get a first screen, and when, is the API server's choice (static/page-hints.ts:
// the product page, the buyer's orders, an empty cart).
// Built for Node.js into dist-server/ (webpack.server.config.js). Unlike the browser build, it
// includes the remotes' exposed screens it renders, so a remote deployed without a new server
// build renders its old first screen: React then re-renders that area in the browser.
import type { Language } from '@storefront/contracts';
import { holdFirstScreenData, renderLanguageOnServer } from '@storefront/ui';
import CartApp from 'mf-cart/src/exposes/cart-app';
import OrderList from 'mf-orders/src/exposes/order-list';
import ProductPage from 'mf-product/src/exposes/product-page';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppFrame } from '../app';
import { serveRemoteModule } from '../federation/remote-area';
import type { RemoteName } from '../federation/remote-registry';

type ExposedModule = { default: ComponentType<Record<string, unknown>> };

/** The remote screens the server renders, by remote and exposed name. */
const SERVER_RENDERED: { remote: RemoteName; exposed: string; module: ExposedModule }[] = [
  { remote: 'mf_product', exposed: './ProductPage', module: { default: ProductPage as ComponentType<Record<string, unknown>> } },
  { remote: 'mf_orders', exposed: './OrderList', module: { default: OrderList } },
  { remote: 'mf_cart', exposed: './CartApp', module: { default: CartApp as ComponentType<Record<string, unknown>> } },
];

/** Whether the server can render this remote area. */
export function rendersArea(remote: string, exposed: string): boolean {
  return SERVER_RENDERED.some((area) => area.remote === remote && area.exposed === exposed);
}

export type FirstScreenRequest = {
  /** The page's path and query, as the browser's router will see it. */
  url: string;
  lang: Language;
  /** The first call's answers, by firstScreenKey (the browser gets the same ones). */
  answers: Record<string, unknown>;
};

/**
 * The HTML of the page's root element. Renders are synchronous and one at a time (Node runs one
 * at once), so the language and the answers held for this render cannot mix with another's.
 */
export function renderFirstScreen({ url, lang, answers }: FirstScreenRequest): string {
  for (const area of SERVER_RENDERED) serveRemoteModule(area.remote, area.exposed, area.module);
  renderLanguageOnServer(lang);
  holdFirstScreenData(answers);
  try {
    return renderToString(
      <StaticRouter location={url}>
        <AppFrame />
      </StaticRouter>,
    );
  } finally {
    holdFirstScreenData({});
  }
}
