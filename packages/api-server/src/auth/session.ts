// Cookie sessions: the browser holds a random id in the httpOnly cookie `sid`; the database
// keeps only its SHA-256, with the member and an expiry.
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_HINT_COOKIE } from '@storefront/contracts';
import type { Queryable } from '../db';
import { requestOrigin } from '../payments/request-origin';

export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 30;

export interface SessionMember {
  userId: number;
  email: string;
  tier: number;
  memberType: number;
  isMerchant: boolean;
  /** Marketplace staff (members.is_operator): reviews products and applications. */
  isOperator: boolean;
}

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

/** Whether the browser talks https to us (X-Forwarded-Proto counts only from a trusted proxy). */
function isHttps(c: Context): boolean {
  return requestOrigin(c).startsWith('https:');
}

export async function loadSession(db: Queryable, c: Context): Promise<SessionMember | null> {
  const sid = getCookie(c, SESSION_COOKIE);
  if (!sid || sid.length > 100) return null;
  const rows = await db.query<{ id: number; email: string; tier: number; member_type: number; is_merchant: boolean; is_operator: boolean }>(
    `select m.id, m.email, m.tier, m.member_type, (mc.member_id is not null) as is_merchant, m.is_operator
     from sessions s join members m on m.id = s.member_id left join merchants mc on mc.member_id = m.id
     where s.id = $1 and s.expires_at > now() and m.cancelled_at is null`,
    [hashId(sid)],
    { prepared: true },
  );
  const row = rows[0];
  if (!row) return null;
  return {
    userId: row.id,
    email: row.email,
    tier: row.tier,
    memberType: row.member_type,
    isMerchant: row.is_merchant,
    isOperator: row.is_operator,
  };
}

/** Starts a new session for the member, ending the one the request carried (rotation). */
export async function startSession(db: Queryable, c: Context, memberId: number): Promise<void> {
  await endSession(db, c, false);
  const sid = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + SESSION_DAYS * 24 * 3600_000);
  await db.query('delete from sessions where member_id = $1 and expires_at <= now()', [memberId]);
  await db.query('insert into sessions (id, member_id, expires_at) values ($1, $2, $3)', [hashId(sid), memberId, expires.toISOString()]);
  setCookie(c, SESSION_COOKIE, sid, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isHttps(c),
    maxAge: SESSION_DAYS * 24 * 3600,
  });
  setSessionHint(c);
}

/** Readable by the page: a member is logged in (contracts' session-hint.ts). It says nothing more. */
export function setSessionHint(c: Context): void {
  setCookie(c, SESSION_HINT_COOKIE, '1', { sameSite: 'Lax', path: '/', secure: isHttps(c), maxAge: SESSION_DAYS * 24 * 3600 });
}

/** Whether the request carries a session cookie without the readable hint beside it. */
export function lacksSessionHint(c: Context): boolean {
  return Boolean(getCookie(c, SESSION_COOKIE)) && getCookie(c, SESSION_HINT_COOKIE) !== '1';
}

export async function endSession(db: Queryable, c: Context, clearCookie = true): Promise<void> {
  const sid = getCookie(c, SESSION_COOKIE);
  if (sid) await db.query('delete from sessions where id = $1', [hashId(sid)]);
  if (clearCookie) {
    deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isHttps(c) });
    deleteCookie(c, SESSION_HINT_COOKIE, { path: '/', sameSite: 'Lax', secure: isHttps(c) });
  }
}
