// Deleting a picture of the media library while a product shows it is refused, saying where
// (issue 24 #20); an unused picture, or one only on unsaved draft variants, is deleted.
import type { Database } from '../../db';
import { client, openSeededApp, type TestApp } from '../../../test/test-support';

// Seeding a database takes long on a busy machine.
jest.setTimeout(180_000);

let db: Database;
let app: TestApp;
openSeededApp((opened) => ({ db, app } = opened));

async function merchant() {
  const [row] = await db.query<{ id: number }>(`select id from members where email = 'merchant@example.com'`);
  return row!.id;
}

async function newMedia(merchantId: number, name: string) {
  const [row] = await db.query<{ id: number }>(
    `insert into media (merchant_id, filename, type, public_url) values ($1, $2, 'image/png', $3) returning id`,
    [merchantId, name, `/uploads/${name}`],
  );
  return row!.id;
}

async function session() {
  const browser = client(app);
  await browser.login('merchant@example.com', 'merchant1234');
  return browser;
}

it('refuses a picture a product shows with 409, naming the product, and changes nothing', async () => {
  const merchantId = await merchant();
  const mediaId = await newMedia(merchantId, 'in-use.png');
  const [model] = await db.query<{ id: number; title: string }>(
    `select m.id, p.title from product_models m join products p on p.id = m.product_id where p.merchant_id = $1 order by m.id limit 1`,
    [merchantId],
  );
  await db.query('insert into product_images (product_model_id, media_id, sort_order) values ($1, $2, 99)', [model!.id, mediaId]);
  const browser = await session();
  const response = await browser.post('/api/merchant/media/remove', { id: mediaId });
  expect(response.status).toBe(409);
  const body = (await response.json()) as { title?: string; msg?: string };
  expect(`${body.title} ${body.msg}`).toContain(`這張圖片用在 1 件商品：「${model!.title}」`);
  expect(await db.query('select 1 from media where id = $1', [mediaId])).toHaveLength(1);
  expect(await db.query('select 1 from product_images where media_id = $1', [mediaId])).toHaveLength(1);
});

it('deletes an unused picture, and one only on a draft variant', async () => {
  const merchantId = await merchant();
  const unused = await newMedia(merchantId, 'unused.png');
  const onDraft = await newMedia(merchantId, 'draft.png');
  const [draft] = await db.query<{ id: number }>('insert into product_models (owner_id, title) values ($1, $2) returning id', [
    merchantId,
    '',
  ]);
  await db.query('insert into product_images (product_model_id, media_id, sort_order) values ($1, $2, 0)', [draft!.id, onDraft]);
  const browser = await session();
  expect((await browser.post('/api/merchant/media/remove', { id: unused })).status).toBe(200);
  expect((await browser.post('/api/merchant/media/remove', { id: onDraft })).status).toBe(200);
  expect(await db.query('select 1 from media where id = any($1::int[])', [[unused, onDraft]])).toHaveLength(0);
});

it('the database itself refuses to delete a picture a product shows', async () => {
  const merchantId = await merchant();
  const mediaId = await newMedia(merchantId, 'guarded.png');
  const [model] = await db.query<{ id: number }>('select m.id from product_models m join products p on p.id = m.product_id limit 1');
  await db.query('insert into product_images (product_model_id, media_id, sort_order) values ($1, $2, 98)', [model!.id, mediaId]);
  await expect(db.query('delete from media where id = $1', [mediaId])).rejects.toThrow();
});

it('refuses a picture only an edit waiting for review shows, naming the product', async () => {
  const merchantId = await merchant();
  const mediaId = await newMedia(merchantId, 'pending.png');
  const [product] = await db.query<{ id: number; title: string }>(
    'select id, title from products where merchant_id = $1 order by id limit 1',
    [merchantId],
  );
  const revision = { productId: product!.id, productModels: [{ productImages: [{ imageId: mediaId, sortOrder: 0 }] }] };
  await db.query(`insert into product_submissions (product_id, merchant_id, kind, revision) values ($1, $2, 'edit', $3)`, [
    product!.id,
    merchantId,
    JSON.stringify(revision),
  ]);
  const browser = await session();
  const response = await browser.post('/api/merchant/media/remove', { id: mediaId });
  expect(response.status).toBe(409);
  const body = (await response.json()) as { title?: string; msg?: string };
  expect(`${body.title} ${body.msg}`).toContain(`這張圖片用在 1 件商品：「${product!.title}」`);
  expect(await db.query('select 1 from media where id = $1', [mediaId])).toHaveLength(1);
  await db.query(`update product_submissions set status = 'withdrawn' where product_id = $1 and status = 'pending'`, [product!.id]);
  expect((await browser.post('/api/merchant/media/remove', { id: mediaId })).status).toBe(200);
});
