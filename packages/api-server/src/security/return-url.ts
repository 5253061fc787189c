// The one check of a URL a provider or a sandbox page sends the browser back to: a path on this
// site, as the contracts' safeReturnUrl accepts it (the check the pages use for returnUrl), or
// nothing. `//evil.example`, `/%09/evil.example` and their kin are refused wherever they come in.
import { safeReturnUrl } from '@storefront/contracts';

/** The path (pathname + search) of a URL on `origin` that is safe to send a browser to, or null. */
export function sameSitePath(url: string | undefined, origin: string): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  // A relative value is checked as given too: new URL() would tidy `/\t/x` into `/x`.
  const given = url.startsWith('/') ? url : `${parsed.pathname}${parsed.search}`;
  const path = `${parsed.pathname}${parsed.search}`;
  return safeReturnUrl(given, '') === given && safeReturnUrl(path, '') === path ? path : null;
}

/** A site path given as such (a store map's ServerReplyURL), or null. */
export function safePath(value: string | undefined): string | null {
  if (!value || !value.startsWith('/')) return null;
  return safeReturnUrl(value, '') === value ? value : null;
}
