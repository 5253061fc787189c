// Rate limits of the calls people hammer: password guessing on login (failed attempts per email
// and client address, and per client address alone: spraying many emails from one address), new
// accounts per client address, share records per caller, and bidding (attempts per member). The counters live in the
// database (table rate_limits), so several server processes sharing one PostgreSQL count the
// same attempts, and a restart does not forgive them.
import type { Context, Hono } from 'hono';
import { clientAddress } from './client-origin';
import { endpoints } from '@storefront/contracts/endpoints';
import type { AppEnv } from '../context';
import type { Database } from '../db';

export const LOGIN_FAILURES_ALLOWED = 10;
export const LOGIN_WINDOW_MS = 10 * 60_000;
/** Failed logins from one address, whatever the emails (a password spray). */
export const LOGIN_ADDRESS_FAILURES_ALLOWED = 30;
export const REGISTRATIONS_ALLOWED = 10;
export const REGISTRATION_WINDOW_MS = 3600_000;
/** Share records per member (or per address for a visitor). */
export const SHARE_RECORDS_ALLOWED = 30;
export const SHARE_WINDOW_MS = 3600_000;
export const BIDS_ALLOWED = 20;
export const BID_WINDOW_MS = 60_000;

/** Rows whose last attempt is older than this are deleted now and then. */
const FORGET_AFTER_MS = 24 * 3600_000;
const PRUNE_EVERY = 500;

/** The attempts of a sliding window still inside it at `now`, and the seconds to wait when full. */
export function slidingWindow(hits: readonly number[], now: number, limit: number, windowMs: number) {
  const kept = hits.filter((t) => t > now - windowMs).sort((a, b) => a - b);
  const wait = kept.length < limit ? 0 : Math.max(1, Math.ceil((kept[kept.length - limit]! + windowMs - now) / 1000));
  return { kept, wait };
}

/**
 * A sliding-window limit per key, stored in the database. `take` counts an attempt atomically
 * (the key's row is locked, so concurrent attempts on any process queue behind each other).
 */
export class DatabaseWindowLimiter {
  private calls = 0;

  constructor(
    private readonly db: Database,
    private readonly bucket: string,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private async locked<T>(key: string, fn: (hits: number[], save: (hits: number[]) => Promise<void>) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.query('insert into rate_limits (bucket, key) values ($1, $2) on conflict (bucket, key) do nothing', [this.bucket, key]);
      const [row] = await tx.query<{ hits: unknown }>('select hits from rate_limits where bucket = $1 and key = $2 for update', [
        this.bucket,
        key,
      ]);
      const stored = typeof row?.hits === 'string' ? (JSON.parse(row.hits) as unknown) : row?.hits;
      const hits = Array.isArray(stored) ? stored.filter((t): t is number => typeof t === 'number') : [];
      return fn(hits, async (next) => {
        await tx.query('update rate_limits set hits = $3::jsonb, last_hit_at = now() where bucket = $1 and key = $2', [
          this.bucket,
          key,
          JSON.stringify(next),
        ]);
      });
    });
  }

  /**
   * Counts an attempt when the window has room: answers 0 and the attempt's time. When it is
   * full nothing is counted and the answer is the seconds to wait.
   */
  async take(key: string): Promise<{ wait: number; at: number }> {
    await this.pruneNowAndThen();
    const at = this.now();
    const wait = await this.locked(key, async (hits, save) => {
      const window = slidingWindow(hits, at, this.limit, this.windowMs);
      if (window.wait) return window.wait;
      await save([...window.kept, at]);
      return 0;
    });
    return { wait, at };
  }

  /** Takes back one attempt counted by `take` (it turned out not to count). */
  async giveBack(key: string, at: number): Promise<void> {
    await this.locked(key, async (hits, save) => {
      const index = hits.indexOf(at);
      if (index >= 0) await save(hits.filter((_, i) => i !== index));
    });
  }

  async reset(key: string): Promise<void> {
    await this.db.query('delete from rate_limits where bucket = $1 and key = $2', [this.bucket, key]);
  }

  private async pruneNowAndThen(): Promise<void> {
    this.calls += 1;
    if (this.calls % PRUNE_EVERY !== 1) return;
    await this.db.query('delete from rate_limits where bucket = $1 and last_hit_at < $2', [
      this.bucket,
      new Date(this.now() - Math.max(FORGET_AFTER_MS, this.windowMs)).toISOString(),
    ]);
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

/**
 * Limits that count per address and may be raised where every caller shares one address: the
 * load and browser test harnesses register hundreds of shoppers from 127.0.0.1
 * (REGISTRATIONS_PER_ADDRESS_PER_HOUR). The defaults are the production limits.
 */
export interface RateLimitSettings {
  registrationsPerAddress?: number;
}

/** Registers the limits; call after the session middleware (the bid limit needs the member). */
export function registerRateLimits(app: Hono<AppEnv>, db: Database, now: () => number = Date.now, settings: RateLimitSettings = {}): void {
  const logins = new DatabaseWindowLimiter(db, 'login-failures', LOGIN_FAILURES_ALLOWED, LOGIN_WINDOW_MS, now);
  const loginAddresses = new DatabaseWindowLimiter(db, 'login-address-failures', LOGIN_ADDRESS_FAILURES_ALLOWED, LOGIN_WINDOW_MS, now);
  const registrationsAllowed = settings.registrationsPerAddress ?? REGISTRATIONS_ALLOWED;
  const registrations = new DatabaseWindowLimiter(db, 'registrations', registrationsAllowed, REGISTRATION_WINDOW_MS, now);
  const shares = new DatabaseWindowLimiter(db, 'share-records', SHARE_RECORDS_ALLOWED, SHARE_WINDOW_MS, now);
  const bids = new DatabaseWindowLimiter(db, 'bids', BIDS_ALLOWED, BID_WINDOW_MS, now);

  app.post(endpoints.memberLogin.path, async (c, next) => {
    const address = clientAddress(c);
    const key = `${await loginEmail(c)}|${address}`;
    // The attempt is counted before the password is checked, so parallel guesses (on any
    // process) cannot slip past the limit; it is taken back when it was not a wrong password.
    const fromAddress = await loginAddresses.take(address);
    if (fromAddress.wait) return tooMany(c, fromAddress.wait, `登入失敗次數過多，請於 ${Math.ceil(fromAddress.wait / 60)} 分鐘後再試`);
    const { wait, at } = await logins.take(key);
    if (wait) {
      await loginAddresses.giveBack(address, fromAddress.at);
      return tooMany(c, wait, `登入失敗次數過多，請於 ${Math.ceil(wait / 60)} 分鐘後再試`);
    }
    await next();
    // Only wrong credentials count: a typo in the form (400) is not a guess. A success clears the
    // email's count; the address's keeps its failures (a sprayer's own account cannot reset it).
    if (c.res.status === 200) await logins.reset(key);
    else if (c.res.status !== 401) await logins.giveBack(key, at);
    if (c.res.status !== 401) await loginAddresses.giveBack(address, fromAddress.at);
  });

  app.post(endpoints.memberRegister.path, async (c, next) => {
    const { wait, at } = await registrations.take(clientAddress(c));
    if (wait) return tooMany(c, wait, `註冊次數過多，請於 ${Math.ceil(wait / 60)} 分鐘後再試`);
    await next();
    // A form the schema refused (400) created nothing and hashed nothing.
    if (c.res.status === 400) await registrations.giveBack(clientAddress(c), at);
  });

  app.get(endpoints.memberProductView.path, async (c, next) => {
    const member = c.get('member');
    const key = member ? `member:${member.userId}` : `address:${clientAddress(c)}`;
    const { wait, at } = await shares.take(key);
    if (wait) return tooMany(c, wait, `分享紀錄過於頻繁，請於 ${Math.ceil(wait / 60)} 分鐘後再試`);
    await next();
    if (c.res.status !== 200) await shares.giveBack(key, at);
  });

  app.post(endpoints.productAddAuction.path, async (c, next) => {
    const member = c.get('member');
    if (!member) return next();
    const { wait } = await bids.take(String(member.userId));
    if (wait) return tooMany(c, wait, `出價過於頻繁，請於 ${wait} 秒後再試`);
    return next();
  });
}
