// The GET calls of the endpoint table that change state (their paths and methods come from the
// specifications): favourite / unfavourite, the share record and the referral code it creates,
// both repay calls (a new payment attempt), the merchant's get-or-create of brands and
// catalogues, and the drafts of a new product and of its parts. A cross-site page could make a
// signed-in browser call them with a top-level navigation (the session cookie is SameSite=Lax,
// which lets those through), and HEAD ran them too. They stay GETs in the table and are refused:
// - HEAD, always (405);
// - unless the browser says the request comes from this site's own pages (Sec-Fetch-Site:
//   same-origin), or from a trusted origin (TRUSTED_ORIGINS) by a fetch that names it in Origin.
// Clients that send no Sec-Fetch-Site (not a browser, or a browser from before 2020) are let
// through, as Origin-less POSTs are by the CSRF guard.
import type { Hono, MiddlewareHandler } from 'hono';
import type { EndpointName } from '@storefront/contracts';
import { endpoints } from '@storefront/contracts/endpoints';
import type { AppEnv } from '../context';

export const STATE_CHANGING_GETS = [
  'productFavorite',
  'productUnfavorite',
  'memberProductView',
  'memberProductViewReferral',
  'gomypayRepay',
  'ecpayRepay',
  'brandGetOrCreate',
  'catelogGetOrCreate',
  'merchantNewProduct',
  'merchantAddImage',
  'merchantAddSelection',
  'merchantAddOption',
  'merchantAddProductModel',
] as const satisfies readonly EndpointName[];

function sameSiteOnly(trusted: ReadonlySet<string>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'HEAD') {
      c.header('Allow', 'GET');
      return c.json({ status: 405, title: '不允許的請求方法', msg: 'HEAD does not run this call' }, 405);
    }
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    if (site !== undefined && site !== 'same-origin' && !(origin !== undefined && trusted.has(origin))) {
      return c.json({ status: 403, title: '拒絕跨站請求', msg: 'Cross-site request refused' }, 403);
    }
    return next();
  };
}

/** Guards the state-changing GETs; register before the routes. */
export function registerStateChangingGetGuard(app: Hono<AppEnv>, trustedOrigins: ReadonlySet<string>): void {
  const guard = sameSiteOnly(trustedOrigins);
  for (const name of STATE_CHANGING_GETS) app.get(endpoints[name].path, guard);
}
