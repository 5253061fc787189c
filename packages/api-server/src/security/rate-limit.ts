// Rate limits of the two calls people hammer: password guessing on login (failed attempts per
// email and client address) and bidding (attempts per member). In memory, per server process:
// enough to stop one client's burst; a fleet behind a balancer would keep the counters in the
// database instead.
import type { Context, Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { endpoints } from '@storefront/contracts';
import type { AppEnv } from '../context';

export const LOGIN_FAILURES_ALLOWED = 10;
export const LOGIN_WINDOW_MS = 10 * 60_000;
export const BIDS_ALLOWED = 20;
export const BID_WINDOW_MS = 60_000;

/** A sliding window of timestamps per key. */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (kept.length) this.hits.set(key, kept);
    else this.hits.delete(key);
    return kept;
  }

  /** Seconds until the key may try again, or 0 when it may now. */
  retryAfter(key: string): number {
    const kept = this.recent(key);
    if (kept.length < this.limit) return 0;
    return Math.max(1, Math.ceil((kept[0]! + this.windowMs - this.now()) / 1000));
  }

  record(key: string): void {
    this.hits.set(key, [...this.recent(key), this.now()]);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }
}

function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}

async function loginEmail(c: Context): Promise<string> {
  try {
    const body = (await c.req.raw.clone().json()) as { email?: unknown };
    return typeof body.email === 'string' ? body.email.trim().toLowerCase().slice(0, 320) : '';
  } catch {
    return '';
  }
}

function tooMany(c: Context, seconds: number, msg: string) {
  c.header('Retry-After', String(seconds));
  return c.json({ status: 429, title: '嘗試次數過多', msg }, 429);
}

/** Registers the limits; call after the session middleware (the bid limit needs the member). */
export function registerRateLimits(app: Hono<AppEnv>, now: () => number = Date.now): void {
  const logins = new SlidingWindowLimiter(LOGIN_FAILURES_ALLOWED, LOGIN_WINDOW_MS, now);
  const bids = new SlidingWindowLimiter(BIDS_ALLOWED, BID_WINDOW_MS, now);

  app.post(endpoints.memberLogin.path, async (c, next) => {
    const key = `${await loginEmail(c)}|${clientAddress(c)}`;
    const wait = logins.retryAfter(key);
    if (wait) return tooMany(c, wait, `登入失敗次數過多，請於 ${Math.ceil(wait / 60)} 分鐘後再試`);
    await next();
    // Only wrong credentials count: a typo in the form (400) is not a guess.
    if (c.res.status === 401) logins.record(key);
    else if (c.res.status === 200) logins.reset(key);
  });

  app.post(endpoints.productAddAuction.path, async (c, next) => {
    const member = c.get('member');
    if (!member) return next();
    const key = String(member.userId);
    const wait = bids.retryAfter(key);
    if (wait) return tooMany(c, wait, `出價過於頻繁，請於 ${wait} 秒後再試`);
    bids.record(key);
    return next();
  });
}
