// The origin the payment forms send the provider back to (ReturnURL, OrderResultURL, Return_url):
// the one the browser sees, not the one this process listens on (security/client-origin.ts:
// X-Forwarded-* only from the configured proxies, or the configured public base URL).
import type { Context } from 'hono';

/** The origin the browser sees. */
export function requestOrigin(c: Context): string {
  return (c.get('origin') as string | undefined) ?? new URL(c.req.url).origin;
}
