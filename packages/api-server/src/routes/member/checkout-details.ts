// Reads checkout needs besides the order itself: the saved billing and delivery details (the
// account screens save them), the country fee list and the buyer's points balance.
import type { DeliveryDetail, PurchaseDetail } from '@storefront/contracts';
import type { Queryable } from '../../db';
import { pointsBalance } from '../../points/ledger';

interface AddressRow {
  id: number;
  member_id: number;
  first_name: string;
  last_name: string;
  telephone: string;
  email?: string;
  country: string;
  state: string;
  city: string;
  area_code: string;
  area_title: string;
  street: string;
}

const address = (r: AddressRow) => ({
  firstName: r.first_name,
  lastName: r.last_name,
  telephone: r.telephone,
  country: r.country,
  state: r.state,
  city: r.city,
  areaCode: r.area_code,
  areaTitle: r.area_title,
  street: r.street,
  userId: r.member_id,
});

export async function purchaseDetail(db: Queryable, memberId: number) {
  const [row] = await db.query<AddressRow>('select * from purchase_details where member_id = $1', [memberId]);
  const detail: PurchaseDetail | null = row ? { purchaseDetailId: row.id, email: row.email ?? '', ...address(row) } : null;
  return { status: 200 as const, purchaseDetail: detail };
}

export async function deliveryDetail(db: Queryable, memberId: number) {
  const [row] = await db.query<AddressRow>('select * from delivery_details where member_id = $1', [memberId]);
  const detail: DeliveryDetail | null = row ? { deliveryDetailId: row.id, ...address(row) } : null;
  return { status: 200 as const, deliveryDetail: detail };
}

export async function countries(db: Queryable) {
  const rows = await db.query<{ code: string; title: string; free_shipping_price: number; value: number }>(
    "select code, title, free_shipping_price, value from countries order by code <> 'TW', title",
  );
  return rows.map((r) => ({ code: r.code, title: r.title, freeShippingPrice: r.free_shipping_price, value: r.value }));
}

export async function accountPoints(db: Queryable, memberId: number) {
  return { status: 200 as const, totalPoints: await pointsBalance(db, memberId), msg: null };
}
