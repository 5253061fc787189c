// The page's <title>: the screen's name and the site's, in the page language ("購物車 | 台灣市集",
// "Cart | Taiwan Market"), so tabs, history and screen readers name the screen. The shell gives
// every route a default; a screen that knows better (a product's own title) overrides it, whichever
// of the two renders or updates first. On the server the titles asked for during a render go to that
// render (ServerRenderContext: renders of different requests run at the same time), and the one
// chosen is kept for the page's <head> (serverDocumentTitle). In the browser, on a page whose first
// screen the server rendered (and so titled by that screen), the server's title stays until the
// page moves on: the route's default, which the shell sets as it adopts the HTML (before a remote's
// screen has loaded and named itself), does not replace the product's own title for a moment.
import { useLingui } from '@lingui/react/macro';
import { useContext, useEffect } from 'react';
import { FIRST_SCREEN_DATA_ID } from '../api/first-screen-data';
import { ServerRenderContext, type ServerRender, type TitleRequest } from '../server/server-render-context';

// The titles asked for by the screens on the page, in the order they were asked for.
const entries: TitleRequest[] = [];

function chosenEntry(list: TitleRequest[]): TitleRequest | undefined {
  for (let i = list.length - 1; i >= 0; i -= 1) if (!list[i]!.fallback) return list[i];
  return list[list.length - 1];
}

function chosen(list: TitleRequest[]): string | undefined {
  return chosenEntry(list)?.title;
}

// The page whose first screen the server rendered, titled by it; forgotten once the page moves on
// (another path, or a title asked for that is not the first route default: a language switch).
let serverPage: { pathname: string } | undefined =
  typeof document !== 'undefined' && document.getElementById(FIRST_SCREEN_DATA_ID) !== null ? { pathname: location.pathname } : undefined;
let firstEntry: TitleRequest | undefined;

function apply(): void {
  const entry = chosenEntry(entries);
  if (entry === undefined) return;
  if (serverPage !== undefined) {
    const stillServerPage = entry.fallback && entry === firstEntry && location.pathname === serverPage.pathname;
    if (stillServerPage) return;
    serverPage = undefined;
  }
  if (document.title !== entry.title) document.title = entry.title;
}

export type DocumentTitleOptions = {
  /** A default for the route: any screen inside it that asks for a title wins over it. */
  fallback?: boolean;
};

/**
 * Names the screen in the page's <title>, followed by the site's name. screen: the screen's name
 * (already translated), or null for the site's name alone (the home page); undefined while the
 * screen does not know it yet (the product still loading): the page keeps the route's default.
 */
export function useDocumentTitle(screen: string | null | undefined, options: DocumentTitleOptions = {}): void {
  const { t } = useLingui();
  const serverRender = useContext(ServerRenderContext);
  const fallback = options.fallback ?? false;
  // The site's name has a context of its own: an app's catalog may name the site otherwise (the
  // header's brand), and the apps' messages win over the design system's.
  const siteOnly = t({ message: '台灣市集', context: 'document title' });
  const title = screen === undefined ? undefined : screen === null || screen === '' ? siteOnly : t`${screen} | 台灣市集`;
  if (serverRender && title !== undefined) serverRender.titles.push({ title, fallback });
  useEffect(() => {
    if (title === undefined) return;
    const entry: TitleRequest = { title, fallback };
    firstEntry ??= entry;
    entries.push(entry);
    apply();
    return () => {
      entries.splice(entries.indexOf(entry), 1);
      apply();
    };
  }, [title, fallback]);
}

/** The title of the page a server render rendered (undefined if no screen asked for one). */
export function serverDocumentTitle(render: ServerRender): string | undefined {
  return chosen(render.titles);
}
