// The origin the payment forms send the provider back to (ReturnURL, OrderResultURL, Return_url):
// the one the browser sees, not the one this process listens on.
import type { Context } from 'hono';

/** The origin the browser sees (behind a TLS proxy the server sees http://host). */
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() ?? url.host;
  return proto ? `${proto}://${host}` : url.origin;
}
