// Demo data for a fresh database: accounts, merchants, the catalogue, auctions with bids,
// orders of the demo buyer in every status and payment type, points and a follower.
// Idempotent: it does nothing when the members table already has rows, and writes everything
// in one transaction, so a failed seed leaves nothing half-written.
import { DELIVERY_TYPE, ORDER_STATUS, PAYMENT_TYPE, isCardPayment } from '@storefront/contracts';
import { RECEIPT_TYPE } from '@storefront/contracts/checkout';
import { TIER } from '@storefront/contracts/member';
import type { Database, Queryable } from '../db';
import { lockAcrossProcesses, SEED_LOCK } from '../db/migrate';
import { hashPassword } from '../auth/password';
import { cvsChain, type CvsSubType } from '@storefront/contracts';
import { SANDBOX_STORES, type SampleStore } from '../sandbox/logistics-map';
import { catelogTypes, seedProducts, type SeedProduct } from './catalogue';

/** The store each seeded store pick-up goes to: the first of its chain on the sandbox map. */
const SEED_PICKUP_STORES = Object.fromEntries(Object.entries(SANDBOX_STORES).map(([subType, stores]) => [subType, stores[0]!])) as Record<
  CvsSubType,
  SampleStore
>;

export const demoAccounts = {
  buyer: { email: 'buyer@example.com', password: 'buyer1234' },
  member: { email: 'member@example.com', password: 'member1234' },
  merchant: { email: 'merchant@example.com', password: 'merchant1234' },
  merchant2: { email: 'merchant2@example.com', password: 'merchant1234' },
  /** The marketplace operator (platform staff): reviews products and applications. */
  operator: { email: 'operator@example.com', password: 'operator1234' },
} as const;

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** The Taipei calendar day of an instant (the ledger's earned_on). */
const taipeiDay = (iso: string) => new Date(Date.parse(iso) + 8 * HOUR).toISOString().slice(0, 10);

async function one<T extends object>(tx: Queryable, sql: string, params: unknown[]): Promise<T> {
  const rows = await tx.query<T>(sql, params);
  const row = rows[0];
  if (!row) throw new Error(`seed: no row from ${sql.slice(0, 60)}`);
  return row;
}

async function insertId(tx: Queryable, sql: string, params: unknown[]): Promise<number> {
  return (await one<{ id: number }>(tx, `${sql} returning id`, params)).id;
}

interface SeededModel {
  id: number;
  title: string;
  price: number;
  usePointPercent: number;
  img: string;
  productId: number;
  productTitle: string;
}

/** Seeds when the members table is empty. Returns whether it wrote anything. */
export async function seed(db: Database, now: Date = new Date()): Promise<boolean> {
  const [count] = await db.query<{ n: number }>('select count(*)::int as n from members');
  if ((count?.n ?? 0) > 0) return false;
  const [buyerHash, memberHash, merchantHash, operatorHash] = await Promise.all([
    hashPassword(demoAccounts.buyer.password),
    hashPassword(demoAccounts.member.password),
    hashPassword(demoAccounts.merchant.password),
    hashPassword(demoAccounts.operator.password),
  ]);
  return db.transaction(async (tx) => {
    // Another process may be seeding or have seeded since the check: wait for it, then look again.
    await lockAcrossProcesses(tx, SEED_LOCK);
    const [again] = await tx.query<{ n: number }>('select count(*)::int as n from members');
    if ((again?.n ?? 0) > 0) return false;
    const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

    const addMember = (m: {
      email: string;
      hash: string;
      first: string;
      last: string;
      tier: number;
      memberType?: number;
      applied?: boolean;
      dob?: string;
      referredBy?: number;
      code: string;
      created: string;
    }) =>
      insertId(
        tx,
        `insert into members (email, password_hash, first_name, last_name, tier, member_type, applied, dob,
           subscribed, referral_code, referred_by, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, true, $9, $10, $11)`,
        [
          m.email,
          m.hash,
          m.first,
          m.last,
          m.tier,
          m.memberType ?? 0,
          m.applied ?? false,
          m.dob ?? null,
          m.code,
          m.referredBy ?? null,
          m.created,
        ],
      );

    const buyerId = await addMember({
      email: demoAccounts.buyer.email,
      hash: buyerHash,
      first: '小明',
      last: '王',
      tier: TIER.member,
      dob: '1990-05-20',
      code: 'BUYER001',
      created: at(-200 * DAY),
    });
    const memberId = await addMember({
      email: demoAccounts.member.email,
      hash: memberHash,
      first: '美玲',
      last: '陳',
      tier: TIER.general,
      dob: '1995-11-02',
      referredBy: buyerId,
      code: 'MEMBER01',
      created: at(-120 * DAY),
    });
    const merchant1Id = await addMember({
      email: demoAccounts.merchant.email,
      hash: merchantHash,
      first: '志明',
      last: '林',
      tier: TIER.partner,
      code: 'MERCH001',
      created: at(-365 * DAY),
    });
    const merchant2Id = await addMember({
      email: demoAccounts.merchant2.email,
      hash: merchantHash,
      first: '淑芬',
      last: '張',
      tier: TIER.partner,
      code: 'MERCH002',
      created: at(-300 * DAY),
    });
    // Staff, not a shopper tier: a general member's account with the operator role.
    const operatorId = await addMember({
      email: demoAccounts.operator.email,
      hash: operatorHash,
      first: '營運',
      last: '平台',
      tier: TIER.general,
      code: 'OPERATR1',
      created: at(-400 * DAY),
    });
    await tx.query('update members set is_operator = true where id = $1', [operatorId]);
    await tx.query('insert into followers (member_id, follower_id, created_at) values ($1, $2, $3)', [buyerId, memberId, at(-120 * DAY)]);
    await tx.query(
      `insert into merchants (member_id, merchant_name, merchant_phone, merchant_line, merchant_email, fee,
         frozen_fee, use_free_shipping, free_shipping_price)
       values ($1, '山嵐茶行', '0422345678', '@shanlan-tea', 'service@shanlan.example.com', 100, 200, true, 3000),
              ($2, '島嶼選物', '0227654321', '@island-select', 'hello@island.example.com', 80, 180, false, 3000)`,
      [merchant1Id, merchant2Id],
    );
    const merchantIds = { 1: merchant1Id, 2: merchant2Id } as const;

    await tx.query(
      `insert into countries (code, title, free_shipping_price, value) values
        ('TW', '臺灣', 6000, 100), ('HK', '香港', 8000, 450), ('MO', '澳門', 8000, 450),
        ('SG', '新加坡', 10000, 600), ('MY', '馬來西亞', 10000, 600), ('JP', '日本', 10000, 550),
        ('US', '美國', 15000, 900)`,
      [],
    );

    const catelogIds = new Map<string, number>();
    const typeIds = new Map<string, number>();
    for (const [title, types] of Object.entries(catelogTypes)) {
      const catelogId = await insertId(tx, 'insert into catelogs (title) values ($1)', [title]);
      catelogIds.set(title, catelogId);
      for (const type of types) {
        typeIds.set(
          `${title}/${type}`,
          await insertId(tx, 'insert into product_types (catelog_id, title) values ($1, $2)', [catelogId, type]),
        );
      }
    }
    const brandIds = new Map<string, number>();
    for (const brand of new Set(seedProducts.map((p) => p.brand))) {
      brandIds.set(brand, await insertId(tx, 'insert into brands (title) values ($1)', [brand]));
    }

    const productIds = new Map<string, number>();
    const firstModels = new Map<string, SeededModel>();
    const allModels = new Map<string, SeededModel[]>();
    let mediaNumber = 0;
    for (const [index, p] of seedProducts.entries()) {
      const created = at(-(seedProducts.length - index) * 3 * DAY);
      const productId = await insertProduct(tx, p, {
        merchantId: merchantIds[p.merchant],
        brandId: brandIds.get(p.brand)!,
        catelogId: catelogIds.get(p.catelog)!,
        created,
        endAuction: p.auction ? at(p.auction.endsInHours * HOUR) : null,
      });
      productIds.set(p.slug, productId);
      for (const type of p.types) {
        await tx.query('insert into product_product_types (product_id, product_type_id) values ($1, $2)', [
          productId,
          typeIds.get(`${p.catelog}/${type}`),
        ]);
      }
      const mediaIds: { id: number; url: string }[] = [];
      for (let i = 0; i < p.images; i += 1) {
        mediaNumber += 1;
        const url = `/media/demo/${mediaNumber}.svg`;
        const id = await insertId(tx, 'insert into media (merchant_id, filename, type, public_url, alt) values ($1, $2, $3, $4, $5)', [
          merchantIds[p.merchant],
          `${p.slug}-${i + 1}.svg`,
          'Image',
          url,
          p.title,
        ]);
        mediaIds.push({ id, url });
      }
      const models = await insertModels(tx, p, productId, mediaIds);
      allModels.set(p.slug, models);
      firstModels.set(p.slug, models[0]!);
    }

    // Add-ons and related products (same category first, then neighbours in the list).
    for (const p of seedProducts) {
      const productId = productIds.get(p.slug)!;
      for (const [i, addon] of (p.addons ?? []).entries()) {
        await tx.query('insert into product_addons (product_id, addon_model_id, price, sort_order) values ($1, $2, $3, $4)', [
          productId,
          firstModels.get(addon.slug)!.id,
          addon.price,
          i,
        ]);
      }
      const sameCategory = seedProducts.filter((q) => q.catelog === p.catelog && q.slug !== p.slug && !q.auction);
      const others = seedProducts.filter((q) => q.catelog !== p.catelog && !q.auction);
      const related = [...sameCategory, ...others].slice(0, 4);
      for (const [i, q] of related.entries()) {
        await tx.query('insert into related_products (product_id, related_product_id, sort_order) values ($1, $2, $3)', [
          productId,
          productIds.get(q.slug)!,
          i,
        ]);
      }
    }

    // Auction bids, alternating between the buyer and the member, ending at the last hour.
    for (const p of seedProducts) {
      if (!p.auction) continue;
      for (const [i, price] of p.auction.bids.entries()) {
        await tx.query('insert into auction_bids (product_id, member_id, price, created_at) values ($1, $2, $3, $4)', [
          productIds.get(p.slug)!,
          i % 2 === 0 ? buyerId : memberId,
          price,
          at(-(p.auction.bids.length - i) * 2 * HOUR),
        ]);
      }
    }

    // Favourites of the buyer.
    for (const slug of ['alishan-high-mountain-oolong-150g', 'true-wireless-earbuds-pro', 'canvas-tote-bag']) {
      await tx.query('insert into favourites (member_id, product_id, created_at) values ($1, $2, $3)', [
        buyerId,
        productIds.get(slug)!,
        at(-10 * DAY),
      ]);
    }

    // Billing and delivery details.
    for (const [memberRow, first, last, tel, email, state, city, code, street] of [
      [buyerId, '小明', '王', '0912345678', demoAccounts.buyer.email, '臺北市', '臺北市', '106', '大安區復興南路一段 100 號 5 樓'],
      [memberId, '美玲', '陳', '0987654321', demoAccounts.member.email, '臺中市', '臺中市', '403', '西區公益路 50 號'],
    ] as const) {
      const areaTitle = code === '106' ? '大安區' : '西區';
      await tx.query(
        `insert into purchase_details (member_id, first_name, last_name, telephone, email, country, state, city,
           area_code, area_title, street) values ($1, $2, $3, $4, $5, 'TW', $6, $7, $8, $9, $10)`,
        [memberRow, first, last, tel, email, state, city, code, areaTitle, street],
      );
      await tx.query(
        `insert into delivery_details (member_id, first_name, last_name, telephone, country, state, city,
           area_code, area_title, street) values ($1, $2, $3, $4, 'TW', $5, $6, $7, $8, $9)`,
        [memberRow, first, last, tel, state, city, code, areaTitle, street],
      );
    }

    await seedOrders(tx, {
      buyerId,
      memberId,
      merchantIds,
      allModels,
      at,
      productIds,
    });
    return true;
  });
}

async function insertProduct(
  tx: Queryable,
  p: SeedProduct,
  ids: { merchantId: number; brandId: number; catelogId: number; created: string; endAuction: string | null },
): Promise<number> {
  const description = `<h3>${p.title}</h3><p>${p.summary}</p><p>產地：臺灣。保存方式請參考包裝標示。</p>`;
  const specification = `<ul><li>品名：${p.title}</li><li>品牌：${p.brand}</li><li>產地：臺灣</li></ul>`;
  const information = `<p>${p.summary}</p>`;
  const purchaseDescription =
    '<p>下單後 7 個工作天內出貨。商品於鑑賞期內可申請退貨，請保持商品完整。電子發票將於付款完成後 10 天內寄送通知。</p>';
  return insertId(
    tx,
    `insert into products (merchant_id, slug, title, product_model_type, product_delivery_type, product_base, status,
       brand_id, catelog_id, view_commission, share_commission, purchase_commission, description, specification,
       information, purchase_description, all_same_photos, badge_text, currency_type, start_auction_amount,
       min_auction_price, end_auction_date, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, 1, $7, $8, 1, 2, 6, $9, $10, $11, $12, $13, $14, 0, $15, $16, $17, $18, $18)`,
    [
      ids.merchantId,
      p.slug,
      p.title,
      p.selections ? 1 : 0,
      p.delivery ?? 0,
      p.auction ? 1 : 0,
      ids.brandId,
      ids.catelogId,
      description,
      specification,
      information,
      purchaseDescription,
      !p.selections,
      p.badge ?? '',
      p.auction?.start ?? null,
      p.auction?.step ?? null,
      ids.endAuction,
      ids.created,
    ],
  );
}

/**
 * Models are every combination of the options, the first selection changing fastest, so the
 * model index is sum(optionIndex[i] * product(count[j] for j < i)).
 */
async function insertModels(
  tx: Queryable,
  p: SeedProduct,
  productId: number,
  media: { id: number; url: string }[],
): Promise<SeededModel[]> {
  const selections = p.selections ?? [];
  const selectionOptionIds: number[][] = [];
  for (const [s, selection] of selections.entries()) {
    const selectionId = await insertId(tx, 'insert into product_selections (product_id, title, sort_order) values ($1, $2, $3)', [
      productId,
      selection.title,
      s,
    ]);
    const optionIds: number[] = [];
    for (const [o, option] of selection.options.entries()) {
      optionIds.push(
        await insertId(tx, 'insert into product_options (product_selection_id, title, sort_order) values ($1, $2, $3)', [
          selectionId,
          option,
          o,
        ]),
      );
    }
    selectionOptionIds.push(optionIds);
  }
  const total = selections.reduce((n, s) => n * s.options.length, 1);
  const models: SeededModel[] = [];
  for (let m = 0; m < total; m += 1) {
    let rest = m;
    let extra = 0;
    const titles: string[] = [];
    for (const selection of selections) {
      const index = rest % selection.options.length;
      rest = Math.floor(rest / selection.options.length);
      extra += index * (selection.step ?? 0);
      titles.push(selection.options[index]!);
    }
    const title = titles.length ? titles.join(' / ') : '標準';
    const modelNumber = `${p.slug
      .split('-')
      .map((w) => w[0])
      .join('')
      .toUpperCase()}-${String(m + 1).padStart(3, '0')}`;
    // Spread the stock over the variants; the out-of-stock product stays at 0.
    const inventory = p.inventory === 0 ? 0 : Math.max(1, Math.round(p.inventory / total) + (m % 3));
    const stockId = await insertId(
      tx,
      'insert into stock_models (model_number, inventory, allow_negative_inventory) values ($1, $2, false)',
      [modelNumber, p.auction ? 1 : inventory],
    );
    const modelId = await insertId(
      tx,
      'insert into product_models (product_id, title, model_number, sort_order, stock_model_id) values ($1, $2, $3, $4, $5)',
      [productId, title, modelNumber, m, stockId],
    );
    const price = p.price + extra;
    const salePrice = p.salePrice !== undefined ? p.salePrice + extra : 0;
    await tx.query(
      `insert into product_prices (product_model_id, product_id, price, use_point_percent, on_sale, on_sale_price,
         start_date, end_date) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        modelId,
        productId,
        price,
        p.usePointPercent,
        p.salePrice !== undefined,
        salePrice,
        p.salePrice !== undefined ? '2024-01-01' : null,
        p.salePrice !== undefined ? '2099-12-31' : null,
      ],
    );
    // Each variant shows all photos, starting from a different one so variants look apart.
    for (let i = 0; i < media.length; i += 1) {
      const item = media[(i + m) % media.length]!;
      await tx.query('insert into product_images (product_model_id, media_id, sort_order) values ($1, $2, $3)', [modelId, item.id, i]);
    }
    models.push({
      id: modelId,
      title,
      price: p.salePrice !== undefined ? salePrice : price,
      usePointPercent: p.usePointPercent,
      img: media[m % media.length]?.url ?? '',
      productId,
      productTitle: p.title,
    });
  }
  return models;
}

interface OrderSeedContext {
  buyerId: number;
  memberId: number;
  merchantIds: { 1: number; 2: number };
  allModels: Map<string, SeededModel[]>;
  productIds: Map<string, number>;
  at: (offsetMs: number) => string;
}

interface SeedOrder {
  status: number;
  paymentType: number;
  merchant: 1 | 2;
  items: [slug: string, modelIndex: number, quantity: number][];
  daysAgo: number;
  usePoints?: number;
  promo?: [title: string, discount: number];
  extra?: Record<string, string | number | null>;
  buyer?: 'member';
  /** Days since delivery of a delivered order (3 or 5); else 2 days after it was placed. */
  deliveredDaysAgo?: number;
}

// Every order status 0-7 and every payment type 0-15 but 10 and 11, in combinations the
// screens have notices for (failed card payments, waiting ATM transfers, store pick-ups).
const seedOrderList: SeedOrder[] = [
  {
    status: ORDER_STATUS.complete,
    paymentType: PAYMENT_TYPE.creditCard,
    merchant: 1,
    items: [
      ['alishan-high-mountain-oolong-150g', 0, 2],
      ['pineapple-cake-gift-box-10', 0, 1],
    ],
    daysAgo: 90,
    // Delivered lately: still inside the 7-day 鑑賞期, so the demo buyer can ask for a return.
    deliveredDaysAgo: 2,
    usePoints: 50,
    extra: {
      delivery_eta: '黑貓宅急便',
      delivery_tracking_code: '9012-3456-7890',
      delivery_date: 'SHIPPED',
      receipt_type: 2,
      carrier_type: 1,
      carrier_number: '/ABC1234',
    },
  },
  {
    status: ORDER_STATUS.failed,
    paymentType: PAYMENT_TYPE.creditCard3Instalments,
    merchant: 2,
    items: [['true-wireless-earbuds-pro', 1, 1]],
    daysAgo: 60,
    extra: { e_orderstatus: '10100058' },
  },
  {
    status: ORDER_STATUS.awaitingPayment,
    paymentType: PAYMENT_TYPE.creditCard6Instalments,
    merchant: 2,
    items: [['zhuyin-mechanical-keyboard', 3, 1]],
    daysAgo: 3,
  },
  {
    status: ORDER_STATUS.awaitingShipment,
    paymentType: PAYMENT_TYPE.cashOnDelivery,
    merchant: 1,
    items: [['hualien-fuli-organic-rice-2kg', 0, 3]],
    daysAgo: 5,
  },
  {
    status: ORDER_STATUS.shipping,
    paymentType: PAYMENT_TYPE.cardOnDelivery,
    merchant: 1,
    items: [['tainan-mullet-roe-200g', 0, 1]],
    daysAgo: 4,
    extra: { delivery_eta: '黑貓宅急便', delivery_tracking_code: '9012-0000-1111', delivery_date: 'SHIPPED' },
  },
  {
    status: ORDER_STATUS.awaitingPayment,
    paymentType: PAYMENT_TYPE.convenienceStoreBarcode,
    merchant: 2,
    items: [['camellia-shampoo-500ml', 0, 2]],
    daysAgo: 1,
    extra: { e_payinfo: 'LLL22251222', e_limitdate: 'LIMIT' },
  },
  {
    status: ORDER_STATUS.awaitingPayment,
    paymentType: PAYMENT_TYPE.atmTransfer,
    merchant: 2,
    items: [['gan-fast-charger-65w', 0, 1]],
    daysAgo: 1,
    extra: { e_payaccount: '(822) 9103-2233-4455-66', e_limitdate: 'LIMIT' },
  },
  {
    status: ORDER_STATUS.awaitingAction,
    paymentType: PAYMENT_TYPE.virtualAccount,
    merchant: 1,
    items: [['beipu-oriental-beauty-tea-75g', 0, 1]],
    daysAgo: 0,
    extra: { e_payaccount: '(812) 3300-1122-3344', e_limitdate: 'LIMIT' },
  },
  {
    status: ORDER_STATUS.cancelled,
    paymentType: PAYMENT_TYPE.onlineWallet,
    merchant: 2,
    items: [['canvas-tote-bag', 0, 1]],
    daysAgo: 40,
    extra: { paypal_order_id: '5O190127TN364715T' },
  },
  {
    status: ORDER_STATUS.refunded,
    paymentType: PAYMENT_TYPE.creditCard12Instalments,
    merchant: 2,
    items: [['stainless-rice-cooker-6', 0, 1]],
    daysAgo: 75,
    promo: ['新會員折扣', 200],
    // Points used on a returned order came back (use_returned), its purchase points were taken back.
    usePoints: 20,
    extra: {
      delivery_eta: '宅配通',
      delivery_tracking_code: '6620-1234',
      delivery_date: 'SHIPPED',
      refund_reason: '商品運送途中損壞',
      refund_name: '王小明',
      refund_phone: '0912345678',
      refund_address: '臺北市大安區復興南路一段 100 號 5 樓',
      refund_account_detail: '(822) 1234-5678-9012',
      receipt_type: 1,
      tax_id: '12345675',
      company_title: '小明商行',
    },
  },
  {
    status: ORDER_STATUS.awaitingShipment,
    paymentType: PAYMENT_TYPE.convenienceStorePickup1,
    merchant: 1,
    items: [['irwin-dried-mango-300g', 0, 2]],
    daysAgo: 2,
    extra: { e_orderstatus: '12', e_orderno: '2412120000001' },
  },
  {
    status: ORDER_STATUS.complete,
    paymentType: PAYMENT_TYPE.convenienceStorePickup2,
    merchant: 2,
    items: [['centella-soothing-mask-5', 0, 3]],
    daysAgo: 30,
    deliveredDaysAgo: 1,
    extra: {
      e_orderstatus: '2067',
      e_orderno: '2411150000002',
      delivery_eta: '全家便利商店',
      delivery_date: 'SHIPPED',
      receipt_type: 3,
      donation_code: '8585',
    },
  },
  {
    status: ORDER_STATUS.awaitingShipment,
    paymentType: PAYMENT_TYPE.convenienceStorePickup3,
    merchant: 2,
    items: [['taiwan-map-tshirt', 2, 2]],
    daysAgo: 2,
    extra: { e_orderstatus: '0', e_orderno: '2412120000003' },
  },
  {
    status: ORDER_STATUS.shipping,
    paymentType: PAYMENT_TYPE.convenienceStorePickup4,
    merchant: 1,
    items: [['sun-moon-lake-ruby-black-tea-20', 0, 2]],
    daysAgo: 6,
    extra: { e_orderstatus: '2030', e_orderno: '2412080000004', delivery_eta: '萊爾富', delivery_date: 'SHIPPED' },
  },
  // The demo member's own order: never visible to the buyer.
  {
    status: ORDER_STATUS.awaitingShipment,
    paymentType: PAYMENT_TYPE.creditCard,
    merchant: 1,
    items: [['lugu-dongding-oolong-300g', 0, 1]],
    daysAgo: 8,
    buyer: 'member',
  },
];

async function seedOrders(tx: Queryable, ctx: OrderSeedContext): Promise<void> {
  const buyer = { name: '王小明', email: 'buyer@example.com', tel: '0912345678', address: '106 臺北市大安區復興南路一段 100 號 5 樓' };
  const member = { name: '陳美玲', email: 'member@example.com', tel: '0987654321', address: '403 臺中市西區公益路 50 號' };
  for (const [i, o] of seedOrderList.entries()) {
    const who = o.buyer === 'member' ? member : buyer;
    const buyerId = o.buyer === 'member' ? ctx.memberId : ctx.buyerId;
    const created = ctx.at(-o.daysAgo * DAY - (i + 1) * HOUR);
    const items = o.items.map(([slug, modelIndex, quantity]) => {
      const model = ctx.allModels.get(slug)?.[modelIndex];
      if (!model) throw new Error(`seed: no model ${slug}#${modelIndex}`);
      return { model, quantity, subtotal: model.price * quantity };
    });
    const goods = items.reduce((n, it) => n + it.subtotal, 0);
    const shipping = goods >= 3000 ? 0 : 100;
    const usePoints = o.usePoints ?? 0;
    const promoDiscount = o.promo?.[1] ?? 0;
    const total = goods + shipping - usePoints - promoDiscount;
    const earning: number[] = [ORDER_STATUS.complete, ORDER_STATUS.refunded, ORDER_STATUS.shipping, ORDER_STATUS.awaitingShipment];
    const earnPoints = earning.includes(o.status) ? Math.floor(total / 100) : 0;
    const extra = { ...o.extra };
    const deliveryDate = extra.delivery_date === 'SHIPPED' ? ctx.at(-o.daysAgo * DAY + DAY).slice(0, 10) : null;
    const limitDate = (key: string) => (extra[key] === 'LIMIT' ? ctx.at(-o.daysAgo * DAY + 3 * DAY).slice(0, 10) : (extra[key] ?? null));
    const statementId = `ZS${created.slice(0, 10).replace(/-/g, '')}${String(i + 1).padStart(4, '0')}`;
    const orderId = await insertId(
      tx,
      `insert into orders (order_statement_id, buyer_id, merchant_id, status, payment_type, currency_type, earn_points,
         use_points, promo_discount, promo_title, payment_full_name, payment_address, payment_email, payment_telephone,
         delivery_full_name, delivery_address, delivery_telephone, delivery_comments, delivery_eta, delivery_tracking_code,
         delivery_date, delivery_type, total_price, shipping_price, receipt_method, receipt_type, carrier_type,
         carrier_number, tax_id, company_title, donation_code, e_orderstatus, e_orderno, e_payaccount, e_limitdate,
         e_payinfo, paypal_order_id, refund_reason, refund_name, refund_phone, refund_address, refund_account_detail,
         created_at, updated_at)
       values ($1, $2, $3, $4, $5, 0, $6, $7, $8, $9, $10, $11, $12, $13, $10, $11, $13, $14, $15, $16, $17, $18, $19,
         $20, 0, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $38)`,
      [
        statementId,
        buyerId,
        ctx.merchantIds[o.merchant],
        o.status,
        o.paymentType,
        earnPoints,
        usePoints,
        promoDiscount,
        o.promo?.[0] ?? '',
        who.name,
        who.address,
        who.email,
        who.tel,
        i % 3 === 0 ? '請放管理室' : '',
        extra.delivery_eta ?? '',
        extra.delivery_tracking_code ?? '',
        deliveryDate,
        0,
        total,
        shipping,
        extra.receipt_type ?? RECEIPT_TYPE.standard,
        extra.carrier_type ?? null,
        extra.carrier_number ?? null,
        extra.tax_id ?? null,
        extra.company_title ?? null,
        extra.donation_code ?? null,
        extra.e_orderstatus ?? null,
        extra.e_orderno ?? null,
        extra.e_payaccount ?? null,
        limitDate('e_limitdate'),
        extra.e_payinfo ?? null,
        extra.paypal_order_id ?? null,
        extra.refund_reason ?? null,
        extra.refund_name ?? null,
        extra.refund_phone ?? null,
        extra.refund_address ?? null,
        extra.refund_account_detail ?? null,
        created,
      ],
    );
    for (const it of items) {
      await tx.query(
        `insert into order_items (order_id, product_id, product_model_id, product_image_url, product_title, product_spec,
           quantity, unit_price, use_discount, use_point_percent, subtotal_price)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          orderId,
          it.model.productId,
          it.model.id,
          it.model.img,
          it.model.productTitle,
          it.model.title,
          it.quantity,
          it.model.price,
          it === items[0] ? usePoints : 0,
          it.model.usePointPercent,
          it.subtotal,
        ],
      );
    }
    // Delivery type is the temperature class (frozen when a line is frozen), as checkout stores
    // it; a store pick-up goes to the store its buyer picked, as checkout stores it.
    await tx.query(
      `update orders o set delivery_type = case when exists (select 1 from order_items i join products p on p.id = i.product_id
         where i.order_id = o.id and p.product_delivery_type = $2) then $2 else $3 end where o.id = $1`,
      [orderId, DELIVERY_TYPE.frozen, DELIVERY_TYPE.normal],
    );
    // When it shipped (shipping, 7) and was delivered (3 and 5), as the lifecycle records them.
    if (o.status === ORDER_STATUS.shipping && deliveryDate) {
      await tx.query(`update orders set shipped_at = $2::date::timestamptz where id = $1`, [orderId, deliveryDate]);
    }
    if (o.status === ORDER_STATUS.complete || o.status === ORDER_STATUS.refunded) {
      const deliveredAgo = o.deliveredDaysAgo ?? Math.max(0, o.daysAgo - 2);
      await tx.query('update orders set delivered_at = $2 where id = $1', [orderId, ctx.at(-deliveredAgo * DAY)]);
    }
    if (o.status === ORDER_STATUS.refunded) await tx.query(`update orders set return_status = 'approved' where id = $1`, [orderId]);
    // A failed card payment failed just now: its buyer may pay again for the repay window
    // (REPAY_WINDOW_MINUTES), after which the payment-expiry job gives back what it holds.
    if (o.status === ORDER_STATUS.failed) await tx.query('update orders set payment_failed_at = $2 where id = $1', [orderId, ctx.at(0)]);
    // A card order awaiting payment opened the provider's page just now: it counts as not
    // completed CARD_ATTEMPT_MINUTES later (the payment-expiry job).
    if (o.status === ORDER_STATUS.awaitingPayment)
      await tx.query('update orders set payment_attempt_at = $2 where id = $1', [orderId, ctx.at(0)]);
    // A paid card order carries the provider's trade numbers, as a paid notice leaves them.
    const paid: number[] = [ORDER_STATUS.awaitingShipment, ORDER_STATUS.complete, ORDER_STATUS.refunded, ORDER_STATUS.shipping];
    if (isCardPayment(o.paymentType) && paid.includes(o.status)) {
      await tx.query('update orders set payment_trade_no = $2, provider_trade_no = $3 where id = $1', [
        orderId,
        `${orderId}T${created.slice(0, 10).replace(/-/g, '')}`,
        `${created.slice(2, 10).replace(/-/g, '')}${String(orderId).padStart(8, '0')}`,
      ]);
    }
    const chain = cvsChain(o.paymentType);
    if (chain) {
      const store = SEED_PICKUP_STORES[chain.subType];
      await tx.query('update orders set cvs_store_id = $2, cvs_store_name = $3, delivery_address = $4 where id = $1', [
        orderId,
        store.id,
        store.name,
        `${chain.brand} ${store.name}（${store.id}）${store.address}`,
      ]);
    }
    // The ledger as the order's life left it (points/ledger.ts): points used at checkout, given
    // back when it was cancelled or returned (a failed one still holds them in its repay window);
    // purchase points once it completed, taken back when it was returned.
    const released: number[] = [ORDER_STATUS.cancelled, ORDER_STATUS.refunded];
    const ledgerRows: [string, number][] = [];
    if (usePoints > 0) ledgerRows.push(['use', -usePoints]);
    if (usePoints > 0 && released.includes(o.status)) ledgerRows.push(['use_returned', usePoints]);
    if (earnPoints > 0 && (o.status === ORDER_STATUS.complete || o.status === ORDER_STATUS.refunded))
      ledgerRows.push(['purchase', earnPoints]);
    if (earnPoints > 0 && o.status === ORDER_STATUS.refunded) ledgerRows.push(['reversal', -earnPoints]);
    for (const [kind, points] of ledgerRows) {
      await tx.query('insert into points_ledger (member_id, order_id, kind, points, created_at) values ($1, $2, $3, $4, $5)', [
        buyerId,
        orderId,
        kind,
        points,
        created,
      ]);
    }
  }
  // Points for views and shares, then a second use of points without an order of its own.
  const tea = ctx.productIds.get('alishan-high-mountain-oolong-150g')!;
  const earbuds = ctx.productIds.get('true-wireless-earbuds-pro')!;
  // Promote rows: visitors who opened the buyer's share links (a welcome campaign counted 100).
  for (const [kind, points, productId, days, visitor] of [
    ['view', 1, tea, 100, null],
    ['promote', 2, tea, 99, `member-${ctx.memberId}`],
    ['view', 1, earbuds, 80, null],
    ['promote', 2, earbuds, 79, 'cookie-seed-visitor-earbuds'],
    ['promote', 100, tea, 150, 'cookie-seed-welcome-campaign'],
  ] as const) {
    const created = ctx.at(-days * DAY);
    await tx.query(
      'insert into points_ledger (member_id, product_id, kind, points, created_at, earned_on, visitor) values ($1, $2, $3, $4, $5, $6, $7)',
      [ctx.buyerId, productId, kind, points, created, taipeiDay(created), visitor],
    );
  }
  await tx.query('insert into product_views (product_id, member_id, referrer_id, created_at) values ($1, $2, $3, $4)', [
    tea,
    ctx.memberId,
    ctx.buyerId,
    ctx.at(-99 * DAY),
  ]);
}
