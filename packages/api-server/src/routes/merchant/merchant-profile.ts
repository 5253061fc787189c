// The partner profile (merchant.md §2, §3): brand, contacts and shipping fees of the signed-in
// merchant; the login account is read-only and only the merchant's own row is ever touched.
import type { EndpointRequestOutput } from '@storefront/contracts';
import type { Queryable } from '../../db';
import { notFound } from '../../errors';

interface ProfileRow {
  member_id: number;
  email: string;
  merchant_name: string;
  merchant_phone: string;
  merchant_line: string;
  merchant_email: string;
  fee: number;
  frozen_fee: number;
  use_free_shipping: boolean;
  free_shipping_price: number;
}

export async function merchantProfile(db: Queryable, merchantId: number) {
  const [row] = await db.query<ProfileRow>(
    `select m.member_id, u.email, m.merchant_name, m.merchant_phone, m.merchant_line, m.merchant_email,
            m.fee, m.frozen_fee, m.use_free_shipping, m.free_shipping_price
       from merchants m join members u on u.id = m.member_id where m.member_id = $1`,
    [merchantId],
  );
  if (!row) throw notFound('找不到搭檔資料');
  return {
    status: 200,
    userId: row.member_id,
    email: row.email,
    merchantName: row.merchant_name,
    merchantPhone: row.merchant_phone,
    merchantLine: row.merchant_line,
    merchantEmail: row.merchant_email,
    fee: row.fee,
    frozenFee: row.frozen_fee,
    useFreeShipping: row.use_free_shipping,
    freeShippingPrice: row.free_shipping_price,
  };
}

export async function saveMerchantProfile(db: Queryable, merchantId: number, input: EndpointRequestOutput<'merchantDetailSave'>) {
  // userId and email in the payload are ignored: the session decides whose profile changes.
  const rows = await db.query(
    `update merchants set merchant_name = $2, merchant_phone = $3, merchant_line = $4, merchant_email = $5,
            fee = $6, frozen_fee = $7, use_free_shipping = $8, free_shipping_price = $9
      where member_id = $1 returning member_id`,
    [
      merchantId,
      input.merchantName,
      input.merchantPhone,
      input.merchantLine,
      input.merchantEmail,
      input.fee,
      input.frozenFee,
      input.useFreeShipping,
      input.freeShippingPrice,
    ],
  );
  if (rows.length === 0) throw notFound('找不到搭檔資料');
  return { status: 200, title: '成功更新' };
}
