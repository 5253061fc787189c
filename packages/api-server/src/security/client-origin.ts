// Who is calling and which origin their browser sees. Behind a TLS-terminating proxy the server
// sees http://host; the proxy says what the browser sees in X-Forwarded-Proto / -Host / -For.
// Anyone can send those headers, so they are believed only from the proxies named in the
// configuration (TRUSTED_PROXIES): otherwise a client could claim https (the session cookie's
// Secure flag) or another host (the CSRF origin check, the payment return URLs). A configured
// public base URL (PUBLIC_BASE_URL) is the origin, whatever the headers say.
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../context';

export interface ClientOriginOptions {
  /** Addresses of the reverse proxies whose X-Forwarded-* headers are believed. */
  trustedProxies?: readonly string[];
  /** The public base URL of the storefront (its origin is the one the browsers see). */
  publicBaseUrl?: string;
}

/** The address of the peer of the connection ('unknown' when there is none, as in app.request()). */
function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** IPv4 addresses as IPv6-mapped (::ffff:10.0.0.1) and plain are the same address. */
const plainAddress = (address: string) => address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

const first = (value: string | undefined) => value?.split(',')[0]?.trim() || undefined;

/** Sets the caller's address and the origin their browser sees (read with clientAddress / requestOrigin). */
export function clientOrigin(options: ClientOriginOptions): MiddlewareHandler<AppEnv> {
  const proxies = new Set((options.trustedProxies ?? []).map(plainAddress));
  const fixedOrigin = options.publicBaseUrl ? new URL(options.publicBaseUrl).origin : undefined;
  return async (c, next) => {
    const peer = plainAddress(peerAddress(c));
    const viaProxy = proxies.has(peer);
    let address = peer;
    if (viaProxy) {
      // The nearest address the trusted proxies did not add themselves.
      const chain = (c.req.header('x-forwarded-for') ?? '').split(',').map(plainAddress).filter(Boolean);
      address = [...chain].reverse().find((hop) => !proxies.has(hop)) ?? peer;
    }
    c.set('clientAddress', address);
    let origin = fixedOrigin;
    if (!origin) {
      const url = new URL(c.req.url);
      const proto = viaProxy ? first(c.req.header('x-forwarded-proto')) : undefined;
      const host = (viaProxy ? first(c.req.header('x-forwarded-host')) : undefined) ?? url.host;
      origin = proto === 'https' || proto === 'http' ? `${proto}://${host}` : url.origin;
    }
    c.set('origin', origin);
    await next();
  };
}

/** The caller's address (the client's, behind a trusted proxy). */
export const clientAddress = (c: Context): string => (c.get('clientAddress') as string | undefined) ?? plainAddress(peerAddress(c));
