// Where a visit came from, kept in first-party cookies the page never reads: the visitor's own
// random id (so a visitor who is not logged in earns a sharer promote points once per product and
// day, however often the link is opened) and the referral code of the share link a visitor who is
// not a member arrived through (so registering afterwards makes them the sharer's follower).
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Queryable } from '../db';
import { requestOrigin } from '../payments/request-origin';

export const VISITOR_COOKIE = 'sf_visitor';
export const REFERRER_COOKIE = 'sf_ref';
const VISITOR_DAYS = 365;
const REFERRER_DAYS = 30;

const isHttps = (c: Context) => requestOrigin(c).startsWith('https:');

/** The visitor's id from its cookie, set now when the request carries none (or a malformed one). */
export function visitorId(c: Context): string {
  const known = getCookie(c, VISITOR_COOKIE);
  if (known && /^[A-Za-z0-9_-]{22,64}$/.test(known)) return known;
  const fresh = randomBytes(18).toString('base64url');
  setCookie(c, VISITOR_COOKIE, fresh, { httpOnly: true, sameSite: 'Lax', path: '/', secure: isHttps(c), maxAge: VISITOR_DAYS * 24 * 3600 });
  return fresh;
}

/** Remembers the share link's referral code for a later registration. */
export function rememberReferrer(c: Context, code: string): void {
  setCookie(c, REFERRER_COOKIE, code, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isHttps(c),
    maxAge: REFERRER_DAYS * 24 * 3600,
  });
}

/** The member whose referral code this is, when there is one. */
export async function memberByReferralCode(db: Queryable, code: string | undefined): Promise<number | null> {
  const trimmed = code?.trim().slice(0, 64);
  if (!trimmed) return null;
  const [row] = await db.query<{ id: number }>('select id from members where referral_code = $1 and cancelled_at is null', [trimmed]);
  return row?.id ?? null;
}

/**
 * A new member who arrived through a share link becomes the sharer's follower (referred_by and
 * the followers row), inside the registering transaction. Nobody follows themselves.
 */
export async function followSharer(tx: Queryable, c: Context, memberId: number): Promise<void> {
  const sharerId = await memberByReferralCode(tx, getCookie(c, REFERRER_COOKIE));
  if (sharerId === null || sharerId === memberId) return;
  await tx.query('update members set referred_by = $2 where id = $1 and referred_by is null', [memberId, sharerId]);
  await tx.query('insert into followers (member_id, follower_id) values ($1, $2) on conflict do nothing', [sharerId, memberId]);
}
