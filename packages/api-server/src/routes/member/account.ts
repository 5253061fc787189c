// Login, logout, registration and the member's profile.
import type { Context } from 'hono';
import type { LoginRequest, Profile, RegisterRequest } from '@storefront/contracts';
import type { Database } from '../../db';
import { ApiError, notFound } from '../../errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../auth/password';
import { endSession, startSession } from '../../auth/session';
import { newReferralCode } from './referral-code';
import { followSharer } from '../../points/referral';
import { day } from '../../db';

export async function login(db: Database, c: Context, body: LoginRequest) {
  const rows = await db.query<{ id: number; password_hash: string | null; tier: number; member_type: number }>(
    'select id, password_hash, tier, member_type from members where lower(email) = lower($1) and cancelled_at is null',
    [body.email],
  );
  const member = rows[0];
  // Compare against a dummy hash for unknown emails so timing does not reveal which exist.
  const ok = await verifyPassword(body.password, member?.password_hash ?? (await dummyPasswordHash()));
  if (!member || !ok) throw new ApiError(401, '帳號或密碼錯誤', '請確認 Email 與密碼');
  await startSession(db, c, member.id);
  return { status: 200, title: '登入成功', userId: member.id, tier: member.tier, memberType: member.member_type };
}

export async function logout(db: Database, c: Context) {
  await endSession(db, c);
  return { status: 200, title: '已登出' };
}

/**
 * Registration answers the same, and as slowly (the password is hashed either way), for a new
 * email and one that already has an account, and starts no session in either case: whether an
 * address is a member is its owner's business. A new email gets its account; a taken one is left
 * as it is. The shopper's next step, logging in, tells them which: the new password works, or the
 * owner logs in with the one they had (the register page takes that step for them).
 */
export async function register(db: Database, c: Context, body: RegisterRequest) {
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number }>(
      `insert into members (email, password_hash, first_name, last_name, tier, member_type, referral_code)
       select $1, $2, $3, $4, 0, 0, $5 where not exists (select 1 from members where lower(email) = lower($1))
       on conflict (email) do nothing returning id`,
      [body.email.toLowerCase(), passwordHash, body.firstName, body.lastName, newReferralCode()],
    );
    // A new member who arrived through a share link: the sharer's follower.
    if (rows[0]) await followSharer(tx, c, rows[0].id);
  });
  return { status: 200, title: '已收到註冊', msg: '請以此 Email 與密碼登入' };
}

export async function accountDetail(db: Database, memberId: number): Promise<{ status: 200 } & Profile> {
  const rows = await db.query<{
    id: number;
    img: string;
    first_name: string;
    last_name: string;
    email: string;
    dob: string | null;
    subscribed: boolean;
    member_type: number;
    tier: number;
    applied: boolean;
    total_followers: number;
    facebook_username: string | null;
    google_username: string | null;
  }>(
    `select m.*, (select count(*)::int from followers f where f.member_id = m.id) as total_followers
     from members m where m.id = $1`,
    [memberId],
  );
  const m = rows[0];
  if (!m) throw notFound('找不到會員');
  return {
    status: 200,
    userId: m.id,
    img: m.img,
    firstName: m.first_name,
    lastName: m.last_name,
    email: m.email,
    dob: day(m.dob),
    subscribed: m.subscribed,
    memberType: m.member_type,
    tier: m.tier,
    applied: m.applied,
    totalFollowers: m.total_followers,
    facebookUsername: m.facebook_username,
    googleUsername: m.google_username,
  };
}
