// Business dates are days of the Asia/Taipei calendar whatever the server process's zone (TZ=UTC
// or TZ=Asia/Taipei) and the database session's zone: the merchant's month filter, the sale days
// the editor reads back, and whether a sale runs today on the product page.
import { todayInTaipei } from '@storefront/contracts';
import type { Database } from '../../db';
import { client, openSeededApp, type TestApp } from '../../../test/test-support';

// Seeding a database takes long on a busy machine.
jest.setTimeout(180_000);

let db: Database;
let app: TestApp;
openSeededApp((opened) => ({ db, app } = opened));

const originalTz = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalTz;
});

// The database zones: both of the process's, and one far behind and one far ahead of Taipei, so
// at any hour the database's "today" differs from Taipei's in at least one of them.
const DATABASE_ZONES = ['UTC', 'Asia/Taipei', 'Etc/GMT+12', 'Etc/GMT-14'];

async function merchantSession() {
  const browser = client(app);
  await browser.login('merchant@example.com', 'merchant1234');
  return browser;
}

async function ownModel() {
  const [row] = await db.query<{ product_id: number; model_id: number; slug: string }>(
    `select p.id as product_id, m.id as model_id, p.slug from products p
       join members mb on mb.id = p.merchant_id join product_models m on m.product_id = p.id
      where mb.email = 'merchant@example.com' and p.status = 1 and p.product_base = 0 order by p.id, m.id limit 1`,
  );
  return row!;
}

describe.each(['UTC', 'Asia/Taipei'])('server process TZ=%s', (processZone) => {
  beforeAll(() => {
    process.env.TZ = processZone;
  });

  describe.each(DATABASE_ZONES)('database time zone %s', (databaseZone) => {
    beforeEach(async () => {
      await db.exec(`set time zone '${databaseZone}'`);
    });

    it('the month filter takes an order of 1 December 03:00 Taipei time in December, not November', async () => {
      const [order] = await db.query<{ id: number }>(
        `select o.id from orders o join members m on m.id = o.merchant_id where m.email = 'merchant@example.com' order by o.id limit 1`,
      );
      // 2026-11-30T19:00Z: still 30 November in UTC and in the database's zone west of it.
      await db.query(`update orders set created_at = '2026-12-01T03:00:00+08:00' where id = $1`, [order!.id]);
      const browser = await merchantSession();
      const listed = async (month: string) =>
        ((await (await browser.get(`/api/merchant/order/list?month=${month}`)).json()) as { orders: { orderId: number }[] }).orders.map(
          (o) => o.orderId,
        );
      expect(await listed('2026-12')).toContain(order!.id);
      expect(await listed('2026-11')).not.toContain(order!.id);
    });

    it('the editor reads back the sale days as saved', async () => {
      const model = await ownModel();
      await db.query(
        `update product_prices set on_sale = true, on_sale_price = 1, start_date = '2026-12-01', end_date = '2026-12-31' where product_model_id = $1`,
        [model.model_id],
      );
      const browser = await merchantSession();
      const edit = (await (await browser.get(`/api/merchant/product/edit/${model.product_id}`)).json()) as {
        product: { productModels: { productModelId: number; productPrices: { startDate: string; endDate: string }[] }[] };
      };
      const price = edit.product.productModels.find((m) => m.productModelId === model.model_id)!.productPrices[0]!;
      expect([price.startDate, price.endDate]).toEqual(['2026-12-01', '2026-12-31']);
    });

    it('a sale of today only (Taipei) runs on the product page today', async () => {
      const model = await ownModel();
      const today = todayInTaipei();
      await db.query(
        `update product_prices set on_sale = true, on_sale_price = 7, start_date = $2, end_date = $2 where product_model_id = $1`,
        [model.model_id, today],
      );
      const detail = (await (await client(app).get(`/api/product/detail/${model.slug}`)).json()) as {
        productModels?: { productModelId: number; discountPrice: number | null }[];
        product?: { productModels: { productModelId: number; discountPrice: number | null }[] };
      };
      const models = detail.productModels ?? detail.product?.productModels ?? [];
      expect(models.find((m) => m.productModelId === model.model_id)?.discountPrice).toBe(7);
    });
  });
});
