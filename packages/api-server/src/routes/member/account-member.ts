// The member's own account: profile save, password change, cancelling the account (which ends
// every session of that member) and the list of followers brought in by referral.
import type { Context } from 'hono';
import type { AccountDetailSaveRequest, ResetPasswordRequest } from '@storefront/contracts';
import { hasPasswordLogin } from '@storefront/contracts/member';
import type { Database } from '../../db';
import { ApiError, notFound } from '../../errors';
import { hashPassword, verifyPassword } from '../../auth/password';
import { startSession } from '../../auth/session';
import { day } from '../../db';

export async function saveAccountDetail(db: Database, memberId: number, body: AccountDetailSaveRequest) {
  const rows = await db.query<{ id: number }>(
    `update members set first_name = $2, last_name = $3, dob = $4, subscribed = $5
     where id = $1 and cancelled_at is null returning id`,
    [memberId, body.firstName, body.lastName, body.dob ? body.dob : null, body.subscribed],
  );
  if (!rows[0]) throw notFound('找不到會員');
  return { status: 200, title: '成功更新' };
}

export async function resetPassword(db: Database, c: Context, memberId: number, body: ResetPasswordRequest) {
  const [member] = await db.query<{ password_hash: string | null; member_type: number }>(
    'select password_hash, member_type from members where id = $1 and cancelled_at is null',
    [memberId],
  );
  if (!member) throw notFound('找不到會員');
  // Social-login members have no password of ours to change (the password tab is hidden for them).
  if (!hasPasswordLogin(member.member_type)) throw new ApiError(403, '無法變更密碼', '此帳號使用社群帳號登入');
  if (!(await verifyPassword(body.oldPassword, member.password_hash))) {
    throw new ApiError(400, '舊密碼錯誤', '請確認目前的密碼', [{ path: 'oldPassword', key: 'invalid' }]);
  }
  const hash = await hashPassword(body.newPassword);
  // One transaction: the new password, every session of the member ended (another browser, or
  // whoever learned the old password), and the caller's own session replaced by a new id.
  await db.transaction(async (tx) => {
    await tx.query('update members set password_hash = $2 where id = $1', [memberId, hash]);
    await tx.query('delete from sessions where member_id = $1', [memberId]);
    await startSession(tx, c, memberId);
  });
  return { status: 200, title: '重置密碼成功' };
}

export async function cancelAccount(db: Database, memberId: number, userId: number) {
  // Another member's id is treated as not found, never acted on.
  if (userId !== memberId) throw notFound('找不到會員');
  await db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number }>(
      'update members set cancelled_at = now() where id = $1 and cancelled_at is null returning id',
      [memberId],
    );
    if (!rows[0]) throw notFound('找不到會員');
    await tx.query('delete from sessions where member_id = $1', [memberId]);
  });
  return { status: 200, title: '帳號已取消' };
}

export async function followers(db: Database, memberId: number) {
  const rows = await db.query<{ email: string; created_at: Date }>(
    `select m.email, f.created_at from followers f join members m on m.id = f.follower_id
     where f.member_id = $1 order by f.created_at desc, m.id desc`,
    [memberId],
  );
  return rows.map((r) => ({ email: r.email, date: day(r.created_at) }));
}
