// The two applications (merchant.md section 3), each stored for the marketplace operator's review
// (routes/operator/application-review.ts): becoming a member (tier 0 → 1) and becoming a partner,
// which also marks the member as applied (申請中). One pending application of each kind; after a
// refusal the member may apply again. Checked in one transaction with the member row locked.
import type { MemberUpgradeRequest, MerchantUpgradeRequest } from '@storefront/contracts';
import { TIER } from '@storefront/contracts/member';
import type { Database } from '../../db';
import { ApiError, notFound } from '../../errors';

export async function memberUpgrade(db: Database, memberId: number, form: MemberUpgradeRequest) {
  await db.transaction(async (tx) => {
    const [m] = await tx.query<{ tier: number }>('select tier from members where id = $1 and cancelled_at is null for update', [memberId]);
    if (!m) throw notFound('找不到會員');
    if (m.tier !== TIER.general) throw new ApiError(409, '已是美立會員', '此帳號已完成會員升級');
    const inserted = await tx.query(
      `insert into upgrade_applications (member_id, kind, form) values ($1, 'member', $2)
       on conflict (member_id, kind) where status = 'pending' do nothing returning id`,
      [memberId, JSON.stringify(form)],
    );
    if (inserted.length === 0) throw new ApiError(409, '申請中', '會員升級申請已送出，審核中');
  });
  return { status: 200, title: '成功送出申請' };
}

export async function merchantUpgrade(db: Database, memberId: number, form: MerchantUpgradeRequest) {
  // The form's 請填入資料 rule (key fields all empty) is covered here by the request schema,
  // which requires name, tel and email.
  await db.transaction(async (tx) => {
    const [m] = await tx.query<{ tier: number; applied: boolean }>(
      'select tier, applied from members where id = $1 and cancelled_at is null for update',
      [memberId],
    );
    if (!m) throw notFound('找不到會員');
    if (m.tier === TIER.partner) throw new ApiError(409, '已是美立搭檔', '此帳號已是美立搭檔');
    if (m.applied) throw new ApiError(409, '申請中', '搭檔申請已送出，審核中');
    const inserted = await tx.query(
      `insert into upgrade_applications (member_id, kind, form) values ($1, 'merchant', $2)
       on conflict (member_id, kind) where status = 'pending' do nothing returning id`,
      [memberId, JSON.stringify(form)],
    );
    if (inserted.length === 0) throw new ApiError(409, '申請中', '搭檔申請已送出，審核中');
    await tx.query('update members set applied = true where id = $1', [memberId]);
  });
  return { status: 200, title: '成功送出申請' };
}
