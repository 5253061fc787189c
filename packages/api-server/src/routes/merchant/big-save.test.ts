// Issue 28 #5: the biggest save the editor sends in practice (400 variants, each showing the same
// 50 pictures) is stored whole, in one transaction, and a visitor reloading a product page is
// answered while it runs, not after it. test:hard measures the visitor's times (bench, section 5);
// this file checks behaviour only.
import type { Database } from '../../db';
import { answerOf, client, seededDatabase, testApp, type TestApp } from '../../../test/test-support';
import { BIG_SAVE, BIG_SAVE_VARIANTS, bigProductInput, saveWhileVisiting, type Caller } from '../../../test/reliability/big-save';
import { BATCH_ROWS } from './merchant-product-store';

let db: Database;
let app: TestApp;
let merchant: Caller & { raw: ReturnType<typeof client> };
let visitSlug: string;
/** Statements sent inside transactions, counted while `counting` is set. */
let counting = false;
let statements = 0;
/** Transactions running now. */
let open = 0;

/** The database with the statements of every transaction counted. */
function countingStatements(inner: Database): Database {
  return {
    kind: inner.kind,
    query: (sql, params) => inner.query(sql, params),
    exec: (sql) => inner.exec(sql),
    close: () => inner.close(),
    transaction: (fn) =>
      inner.transaction(async (tx) => {
        open += 1;
        try {
          return await fn({
            query: (sql, params) => {
              if (counting) statements += 1;
              return tx.query(sql, params);
            },
          });
        } finally {
          open -= 1;
        }
      }),
  };
}

/** The jest client as the shared big-save code calls it (status and parsed body). */
function caller(browser: ReturnType<typeof client>) {
  const answer = async <T>(response: Response) => ({ status: response.status, body: (await response.json()) as T });
  return {
    raw: browser,
    get: async <T>(path: string) => answer<T>(await browser.get(path)),
    post: async <T>(path: string, body?: unknown) => answer<T>(await browser.post(path, body)),
  };
}

beforeAll(async () => {
  db = await seededDatabase();
  // As the server on the embedded database runs (src/main.ts): catalogue answers kept in memory.
  app = testApp(countingStatements(db), { catalogueCache: true });
  const browser = client(app);
  await browser.login('merchant@example.com', 'merchant1234');
  merchant = caller(browser);
  const [product] = await db.query<{ slug: string }>('select slug from products where status = 1 order by id limit 1');
  visitSlug = product!.slug;
}, 60_000);
afterAll(async () => {
  await db.close();
});

const count = async (sql: string, params: unknown[]) => (await db.query<{ n: number }>(sql, params))[0]!.n;

describe('a save of 400 variants sharing 50 pictures', () => {
  it('stores every variant with its price, stock and pictures in order, in a few statements, while a visitor reloads a product', async () => {
    const { input, imageIds } = await bigProductInput(merchant, 'big-save-whole');
    const visitor = client(app);
    const path = `/api/product/detail/${encodeURIComponent(visitSlug)}`;
    // The product page is open (read once: a catalogue answer kept in memory).
    expect((await visitor.get(path)).status).toBe(200);
    let answeredInTransaction = 0;
    counting = true;
    const figures = await saveWhileVisiting(merchant, input, async () => {
      const answer = await visitor.get(path);
      if (open > 0) answeredInTransaction += 1;
      return answer;
    });
    counting = false;
    expect(figures.saveStatus).toBe(200);
    // The embedded database has one connection: the save's transaction holds it, so it writes in
    // set-based statements of BATCH_ROWS rows each (one per row held it for seconds)...
    expect(statements).toBeLessThan(20 + 8 * Math.ceil(BIG_SAVE_VARIANTS / BATCH_ROWS));
    // ...and lets the visitor in between them: reloads are answered while the transaction is open,
    // all with the page.
    expect(answeredInTransaction).toBeGreaterThan(0);
    expect(figures.visitStatuses).toEqual([200]);

    const edit = await answerOf(await merchant.raw.get(`/api/merchant/product/edit/${figures.productId}`), 'merchantProductEdit');
    const models = edit.product.productModels;
    expect(models).toHaveLength(BIG_SAVE_VARIANTS);
    expect(edit.product.productSelections.map((s) => s.productOptions.length)).toEqual([BIG_SAVE.sides, BIG_SAVE.sides]);
    models.forEach((model, i) => {
      expect([model.title, model.productPrices[0]!.price, model.stockModel?.inventory]).toEqual([`規格${i}`, 100 + i, i]);
      expect(model.productImages.map((image) => image.imageId)).toEqual(imageIds);
    });
    // The 50 pictures the variants share are stored once.
    expect(
      await count('select count(*)::int as n from picture_list_items i join picture_lists l on l.id = i.list_id where l.product_id = $1', [
        figures.productId,
      ]),
    ).toBe(BIG_SAVE.pictures);
  }, 120_000);

  it('writes nothing when one picture is not the merchant’s (all or nothing)', async () => {
    const { input } = await bigProductInput(merchant, 'big-save-refused');
    const [foreign] = await db.query<{ id: number }>(
      "select m.id from media m join members o on o.id = m.merchant_id where o.email = 'merchant2@example.com' limit 1",
    );
    const before = await count('select count(*)::int as n from product_models', []);
    const lists = await count('select count(*)::int as n from picture_lists', []);
    const models = input.productModels.map((model, i) =>
      i === BIG_SAVE_VARIANTS - 1 ? { ...model, productImages: [{ imageId: foreign!.id }] } : model,
    );
    const answer = await merchant.post('/api/merchant/save/newproduct', { ...input, productModels: models });
    expect(answer.status).toBe(404);
    expect(await count('select count(*)::int as n from products where slug = $1', ['big-save-refused'])).toBe(0);
    expect(await count('select count(*)::int as n from product_models', [])).toBe(before);
    expect(await count('select count(*)::int as n from picture_lists', [])).toBe(lists);
  }, 120_000);

  it('keeps two racing edits of the same product whole: the product ends as one of them, never a mix', async () => {
    const { input } = await bigProductInput(merchant, 'big-save-race');
    const created = await merchant.post<{ productId: number }>('/api/merchant/save/newproduct', input);
    expect(created.status).toBe(200);
    const productId = created.body.productId;
    const edit = await answerOf(await merchant.raw.get(`/api/merchant/product/edit/${productId}`), 'merchantProductEdit');
    const variant = (price: number, pictures: number) => ({
      ...edit.product,
      productModels: edit.product.productModels.map((m) => ({
        ...m,
        productPrices: [{ ...m.productPrices[0]!, price, usePointPercent: 1 }],
        // Only the ids (the edit model's picture URLs would take the body past its 1 MB limit).
        productImages: m.productImages.slice(0, pictures).map((image) => ({ imageId: image.imageId })),
      })),
    });
    const answers = await Promise.all([
      merchant.post('/api/merchant/product/save/editProduct', variant(500, 10)),
      merchant.post('/api/merchant/product/save/editProduct', variant(700, 20)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const after = await answerOf(await merchant.raw.get(`/api/merchant/product/edit/${productId}`), 'merchantProductEdit');
    const shapes = new Set(after.product.productModels.map((m) => `${m.productPrices[0]!.price}/${m.productImages.length}`));
    expect(shapes.size).toBe(1);
    expect(['500/10', '700/20']).toContain([...shapes][0]);
    expect(after.product.productModels).toHaveLength(BIG_SAVE_VARIANTS);
  }, 120_000);
});
