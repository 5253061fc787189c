// Prices a cart from the database (never from the client): each line's current unit price
// (the add-on price for an add-on of its parent's product), points allowance, stock and
// merchant, and the merchants' shipping fees. Used by the cart re-check and by checkout (which
// takes the stock afterwards by conditional updates, so two buyers cannot both take the last item).
import {
  CURRENCY_TYPE,
  PRODUCT_BASE,
  PRODUCT_STATUS,
  type CheckoutItem,
  type MerchantShipping,
  type QuoteLine,
} from '@storefront/contracts';
import type { Queryable } from '../../db';

interface ModelRow {
  id: number;
  product_id: number;
  product_title: string;
  model_title: string;
  single_model: boolean;
  status: number;
  product_base: number;
  merchant_id: number;
  product_delivery_type: number;
  currency_type: number;
  purchase_commission: number;
  price: number | null;
  sale_price: number | null;
  use_point_percent: number | null;
  stock_model_id: number | null;
  inventory: number | null;
  allow_negative_inventory: boolean | null;
  img: string | null;
}

export interface PricedItem extends QuoteLine {
  quantity: number;
  productId: number;
  stockModelId: number | null;
  purchaseCommission: number;
  img: string;
}

export async function priceItems(db: Queryable, items: readonly CheckoutItem[]): Promise<PricedItem[]> {
  const ids = [...new Set(items.flatMap((i) => [i.productModelId, ...(i.parentProductModelId ? [i.parentProductModelId] : [])]))];
  if (ids.length === 0) return [];
  const rows = await db.query<ModelRow>(
    `select m.id, p.id as product_id, p.title as product_title, m.title as model_title, p.status, p.product_base,
       p.merchant_id, p.product_delivery_type, p.currency_type, p.purchase_commission,
       (select count(*) from product_models x where x.product_id = p.id) = 1 as single_model,
       pr.price, pr.use_point_percent,
       case when pr.on_sale and (pr.start_date is null or pr.start_date <= (now() at time zone 'Asia/Taipei')::date)
         and (pr.end_date is null or pr.end_date >= (now() at time zone 'Asia/Taipei')::date) then pr.on_sale_price end as sale_price,
       m.stock_model_id, s.inventory, s.allow_negative_inventory,
       (select md.public_url from product_images i join media md on md.id = i.media_id
         where i.product_model_id = m.id order by i.sort_order, i.id limit 1) as img
     from product_models m join products p on p.id = m.product_id
     left join product_prices pr on pr.product_model_id = m.id
     left join stock_models s on s.id = m.stock_model_id
     where m.id = any($1::int[])`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const addonPrices = new Map<string, number | null>();
  const addonItems = items.filter((i) => i.parentProductModelId);
  if (addonItems.length) {
    const pairs = await db.query<{ product_id: number; addon_model_id: number; price: number | null }>(
      'select product_id, addon_model_id, price from product_addons where addon_model_id = any($1::int[])',
      [addonItems.map((i) => i.productModelId)],
    );
    for (const p of pairs) addonPrices.set(`${p.product_id}:${p.addon_model_id}`, p.price);
  }
  return items.map((item) => {
    const row = byId.get(item.productModelId);
    const parent = item.parentProductModelId ? byId.get(item.parentProductModelId) : undefined;
    const addonKey = parent ? `${parent.product_id}:${item.productModelId}` : '';
    const isAddonOfParent = !item.parentProductModelId || (parent !== undefined && addonPrices.has(addonKey));
    const current = row ? (row.sale_price ?? row.price ?? 0) : 0;
    const available =
      row !== undefined &&
      row.status === PRODUCT_STATUS.online &&
      row.product_base === PRODUCT_BASE.fixedPrice &&
      row.price !== null &&
      isAddonOfParent;
    return {
      productModelId: item.productModelId,
      parentProductModelId: item.parentProductModelId ?? null,
      available,
      title: row?.product_title ?? '',
      modelTitle: row && !row.single_model ? row.model_title : '',
      price: parent ? (addonPrices.get(addonKey) ?? current) : current,
      usePointPercent: row?.use_point_percent ?? 0,
      inventory: row?.inventory ?? 0,
      allowNegativeInventory: row?.allow_negative_inventory ?? false,
      merchantId: row?.merchant_id ?? 0,
      productDeliveryType: row?.product_delivery_type ?? 0,
      currencyType: row?.currency_type ?? CURRENCY_TYPE.twd,
      quantity: item.quantity,
      productId: row?.product_id ?? 0,
      stockModelId: row?.stock_model_id ?? null,
      purchaseCommission: row?.purchase_commission ?? 0,
      img: row?.img ?? '',
    };
  });
}

export async function merchantShipping(db: Queryable, merchantIds: readonly number[]): Promise<MerchantShipping[]> {
  if (merchantIds.length === 0) return [];
  const rows = await db.query<{
    member_id: number;
    merchant_name: string;
    fee: number;
    frozen_fee: number;
    use_free_shipping: boolean;
    free_shipping_price: number;
  }>(
    'select member_id, merchant_name, fee, frozen_fee, use_free_shipping, free_shipping_price from merchants where member_id = any($1::int[])',
    [[...new Set(merchantIds)]],
  );
  return rows.map((r) => ({
    merchantId: r.member_id,
    merchantName: r.merchant_name,
    fee: r.fee,
    frozenFee: r.frozen_fee,
    useFreeShipping: r.use_free_shipping,
    freeShippingPrice: r.free_shipping_price,
  }));
}

export async function checkoutQuote(db: Queryable, items: readonly CheckoutItem[]) {
  const priced = await priceItems(db, items);
  const lines: QuoteLine[] = priced.map(
    ({ quantity: _q, productId: _p, stockModelId: _s, purchaseCommission: _c, img: _i, ...line }) => line,
  );
  return {
    status: 200 as const,
    lines,
    merchants: await merchantShipping(
      db,
      priced.filter((l) => l.available).map((l) => l.merchantId),
    ),
  };
}
