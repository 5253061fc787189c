// Saving the billing (purchase) and delivery details: one row per member, upserted. For a
// Taiwan address the county/district pair must be real and the postal code is the district's.
import { TAIWAN_COUNTRY_CODE, type DeliveryDetailInput, type PurchaseDetailInput } from '@storefront/contracts';
import { taiwanPostalCode } from '@storefront/contracts/address';
import type { Database } from '../../db';
import { ApiError } from '../../errors';

function checkedAddress(d: DeliveryDetailInput | PurchaseDetailInput) {
  if (d.country !== TAIWAN_COUNTRY_CODE) return { ...d, areaCode: d.areaCode };
  const postalCode = taiwanPostalCode(d.city, d.areaTitle);
  if (!postalCode) throw new ApiError(400, '請求格式錯誤', '縣市與鄉鎮市區不符', [{ path: 'areaTitle', key: 'invalid' }]);
  return { ...d, city: d.city.replace(/台/g, '臺'), areaCode: postalCode };
}

export async function savePurchaseDetail(db: Database, memberId: number, detail: PurchaseDetailInput) {
  const d = checkedAddress(detail);
  await db.query(
    `insert into purchase_details (member_id, first_name, last_name, telephone, email, country, state, city, area_code, area_title, street)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     on conflict (member_id) do update set first_name = excluded.first_name, last_name = excluded.last_name,
       telephone = excluded.telephone, email = excluded.email, country = excluded.country, state = excluded.state,
       city = excluded.city, area_code = excluded.area_code, area_title = excluded.area_title, street = excluded.street`,
    [memberId, d.firstName, d.lastName, d.telephone, detail.email, d.country, d.state, d.city, d.areaCode, d.areaTitle, d.street],
  );
  return { status: 200, title: '成功更新' };
}

export async function saveDeliveryDetail(db: Database, memberId: number, detail: DeliveryDetailInput) {
  const d = checkedAddress(detail);
  await db.query(
    `insert into delivery_details (member_id, first_name, last_name, telephone, country, state, city, area_code, area_title, street)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (member_id) do update set first_name = excluded.first_name, last_name = excluded.last_name,
       telephone = excluded.telephone, country = excluded.country, state = excluded.state,
       city = excluded.city, area_code = excluded.area_code, area_title = excluded.area_title, street = excluded.street`,
    [memberId, d.firstName, d.lastName, d.telephone, d.country, d.state, d.city, d.areaCode, d.areaTitle, d.street],
  );
  return { status: 200, title: '成功更新' };
}
