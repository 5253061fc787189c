// On the server: the remote modules one render's areas show, loaded by the API server from each
// remote's own server bundle and brought with the request (server/render-first-screen.tsx). A
// context, not module state, so that renders of different requests run at the same time, each
// with the modules it was brought. In the browser no render provides any: areas load their modules
// (remote-area.tsx).
import { createContext, type ComponentType } from 'react';
import { isRemoteUnavailable } from './remote-unavailable';

/** A remote's exposed module. */
export type ExposedModule = {
  default: ComponentType<Record<string, unknown>>;
  /** What the remote's server-rendered screen needs before the browser adopts it (code it loads on demand). */
  beforeAdoption?: () => Promise<unknown> | undefined;
};

/** The modules of a render's areas by remote/exposed key ('mf_product/./ProductPage'). */
export type ServedModules = ReadonlyMap<string, Promise<ExposedModule>>;

export const ServedRemoteModules = createContext<ServedModules>(new Map());

/**
 * The modules a request brings, as a render's areas read them: promises React reads at once (use()
 * knows a promise marked fulfilled). A module that is not one (a remote's fallback marker, no
 * component) is refused before anything renders.
 */
export function serveRemoteModules(modules: Readonly<Record<string, ExposedModule>>): ServedModules {
  return new Map(
    Object.entries(modules).map(([key, module]) => {
      if (isRemoteUnavailable(module) || typeof module.default !== 'function') throw new Error(`${key} unavailable`);
      return [key, Object.assign(Promise.resolve(module), { status: 'fulfilled', value: module })];
    }),
  );
}
