// An add-on is bought at most as many times as its main item: the checkout refuses more with a
// 400 that names the quantity, and writes no order (the rule is contracts' addonsWithinMainQuantity,
// part of the checkout request schema the server validates with).
import { client, type TestApp, openSeededApp } from '../../../test/test-support';
import type { Database } from '../../db';

let db: Database;
let app: TestApp;

openSeededApp((opened) => ({ db, app } = opened));

const delivery = {
  firstName: '小明',
  lastName: '王',
  telephone: '0912345678',
  country: 'TW',
  city: '臺北市',
  areaTitle: '中正區',
  areaCode: '100',
  street: '重慶南路一段 1 號',
};

async function mainWithAddon() {
  const [row] = await db.query<{ main: number; addon: number }>(
    `select m.id as main, a.addon_model_id as addon from product_addons a
       join products p on p.id = a.product_id join product_models m on m.product_id = p.id
      where p.status = 1 order by p.id, m.id limit 1`,
  );
  return row!;
}

const orderCount = async () => (await db.query<{ n: number }>('select count(*)::int as n from orders'))[0]!.n;

it('refuses an add-on above its main item quantity with 400 and writes nothing', async () => {
  const { main, addon } = await mainWithAddon();
  const buyer = client(app);
  await buyer.login('buyer@example.com', 'buyer1234');
  const before = await orderCount();
  const response = await buyer.post('/api/member/checkout', {
    items: [
      { productModelId: main, quantity: 1, parentProductModelId: null },
      { productModelId: addon, quantity: 3, parentProductModelId: main },
    ],
    deliveryDetail: delivery,
    paymentType: 3,
    receipt: { method: 0, type: 0 },
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ issues: [{ path: 'items', key: 'quantity' }] });
  expect(await orderCount()).toBe(before);
});
