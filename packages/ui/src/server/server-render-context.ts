// One server render of a page's first screen, as the screens inside it read it: the language the
// request asked for, the answers of its first call and the titles its screens ask for. A context,
// not module state, so that renders of different requests run at the same time without one
// reading another's language or answers (the shell's server/render-first-screen.tsx provides it).
// The remotes' server bundles take @storefront/ui from the shell's server build (SHARED_MODULES),
// so their screens read this same context. In the browser no render provides it: the page's
// <html lang> and JSON script say what the server rendered with (language.ts, first-screen-data.ts).
import type { Language } from '@storefront/contracts';
import { createContext } from 'react';

/** A title a screen asked for (fallback: the route's default, which any screen's own title wins over). */
export type TitleRequest = { title: string; fallback: boolean };

export type ServerRender = {
  lang: Language;
  /** The first call's answers, by firstScreenKey. */
  answers: Readonly<Record<string, unknown>>;
  /** The titles the render's screens asked for, in the order they asked (serverDocumentTitle chooses). */
  titles: TitleRequest[];
};

export const ServerRenderContext = createContext<ServerRender | null>(null);

/** What a server render needs from its request; its titles start empty. */
export function createServerRender(lang: Language, answers: Readonly<Record<string, unknown>>): ServerRender {
  return { lang, answers, titles: [] };
}

/** The render's answer for key, if it has one (the same shape as firstScreenAnswer's). */
export function serverRenderAnswer(render: ServerRender, key: string): { value: unknown } | undefined {
  return Object.hasOwn(render.answers, key) ? { value: render.answers[key] } : undefined;
}
