// The operator's decisions on member and partner applications. The member row is locked first
// (as the application forms do), then the pending application of that kind: approving twice, or
// two operators at once, finds nothing pending the second time and answers 409.
import { TIER } from '@storefront/contracts/member';
import type { ApplicationKind } from '@storefront/contracts/operator';
import type { Database, Queryable } from '../../db';
import { ApiError, notFound } from '../../errors';

/** A new partner's profile: the specification's defaults (merchant.md §9), the brand is the company name. */
export const NEW_MERCHANT_DEFAULTS = { fee: 100, frozenFee: 200, useFreeShipping: false, freeShippingPrice: 3000 } as const;

interface ApplicationRow {
  id: number;
  form: Record<string, string | undefined>;
}

async function lockPendingApplication(tx: Queryable, userId: number, kind: ApplicationKind) {
  const [member] = await tx.query<{ id: number; tier: number }>(
    'select id, tier from members where id = $1 and cancelled_at is null for update',
    [userId],
  );
  if (!member) throw notFound('找不到會員');
  const [application] = await tx.query<ApplicationRow>(
    `select id, form from upgrade_applications where member_id = $1 and kind = $2 and status = 'pending' for update`,
    [userId, kind],
  );
  if (!application) throw new ApiError(409, '狀態已變更', '此會員沒有待審核的申請（可能已由其他人審核）');
  return { member, application };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export async function approveApplication(db: Database, operatorId: number, userId: number, kind: ApplicationKind) {
  return db.transaction(async (tx) => {
    const { member, application } = await lockPendingApplication(tx, userId, kind);
    if (kind === 'member') {
      await tx.query('update members set tier = greatest(tier, 1) where id = $1', [member.id]);
    } else {
      const form = application.form;
      const defaults = NEW_MERCHANT_DEFAULTS;
      await tx.query(
        `insert into merchants (member_id, merchant_name, merchant_phone, merchant_line, merchant_email, fee, frozen_fee,
           use_free_shipping, free_shipping_price)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (member_id) do nothing`,
        [
          member.id,
          text(form.companyName) || text(form.name),
          text(form.companyTel) || text(form.tel),
          text(form.line),
          text(form.companyEmail) || text(form.email),
          defaults.fee,
          defaults.frozenFee,
          defaults.useFreeShipping,
          defaults.freeShippingPrice,
        ],
      );
      await tx.query('update members set tier = $2, applied = false where id = $1', [member.id, TIER.partner]);
    }
    await tx.query(`update upgrade_applications set status = 'approved', reviewed_at = now(), reviewed_by = $2 where id = $1`, [
      application.id,
      operatorId,
    ]);
    return { status: 200, title: kind === 'member' ? '已核准為美立會員' : '已核准為美立搭檔' };
  });
}

export async function rejectApplication(db: Database, operatorId: number, userId: number, kind: ApplicationKind, reason: string) {
  return db.transaction(async (tx) => {
    const { member, application } = await lockPendingApplication(tx, userId, kind);
    // 申請中 ends: the member reads the reason on the member home and may apply again.
    if (kind === 'merchant') await tx.query('update members set applied = false where id = $1', [member.id]);
    await tx.query(
      `update upgrade_applications set status = 'rejected', reason = $3, reviewed_at = now(), reviewed_by = $2 where id = $1`,
      [application.id, operatorId, reason],
    );
    return { status: 200, title: '已退回申請' };
  });
}
