// Issue 28 #5: the biggest product save the contracts take in practice (400 variants, each
// showing the same 50 pictures: 20,000 picture rows) through the real call, while a visitor asks
// for a product page again and again. Shared by the jest test (behaviour: the save is whole, the
// visitor is answered during it) and test:hard (the visitor's times on PGlite and PostgreSQL).
import { Shopper, type Answer } from './shopper';

/** Who makes the calls: a Shopper over HTTP, or the jest client around app.request. */
export interface Caller {
  get<T = Record<string, unknown>>(path: string): Promise<Answer<T>>;
  post<T = Record<string, unknown>>(path: string, body?: unknown): Promise<Answer<T>>;
}

export const BIG_SAVE = { sides: 20, pictures: 50 } as const;
export const BIG_SAVE_VARIANTS = BIG_SAVE.sides * BIG_SAVE.sides;

type NewProductModel = {
  product: Record<string, unknown> & { productModels: { productPrices: Record<string, unknown>[]; stockModel: Record<string, unknown> }[] };
  brands: { productBrandId: number }[];
  catelogs: { productCatelogId: number; productTypes: { productTypeId: number }[] }[];
};

const ok = <T>(answer: Answer<T>, what: string): T => {
  if (answer.status !== 200) throw new Error(`${what}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body;
};

/**
 * The editor's payload for a new product of 20 x 20 options (400 variants), every variant showing
 * the merchant's same 50 pictures (made through media get-or-create), all ids new.
 */
export async function bigProductInput(merchant: Caller, slug: string) {
  const model = ok(await merchant.get<NewProductModel>('/api/merchant/newproduct'), 'newproduct');
  const images: { imageId: number }[] = [];
  for (let i = 0; i < BIG_SAVE.pictures; i += 1) {
    const answer = ok(
      await merchant.post<{ media?: { id: number } }>('/api/product/media/getorcreate', {
        publicUrl: `https://images.example.com/${slug}/picture-${i}.jpg`,
        filename: `picture-${i}.jpg`,
      }),
      'media getorcreate',
    );
    images.push({ imageId: answer.media!.id });
  }
  const template = model.product.productModels[0]!;
  const catelog = model.catelogs[0]!;
  const selections = ['顏色', '尺寸'].map((title) => ({
    title,
    productOptions: Array.from({ length: BIG_SAVE.sides }, (_, i) => ({ title: `${title}${i}` })),
  }));
  const productModels = Array.from({ length: BIG_SAVE_VARIANTS }, (_, i) => ({
    title: `規格${i}`,
    modelNumber: `BIG-${i}`,
    productPrices: [{ ...template.productPrices[0], price: 100 + i, usePointPercent: 10 }],
    productImages: images.map((image, order) => ({ ...image, sortOrder: order })),
    stockModel: { ...template.stockModel, modelNumber: `BIG-${i}`, inventory: i, allowNegativeInventory: false },
  }));
  const input = {
    ...model.product,
    productId: undefined,
    title: '大量規格商品',
    slug,
    productModelType: 1,
    productBrandId: model.brands[0]!.productBrandId,
    productCatelogId: catelog.productCatelogId,
    productTypes: [catelog.productTypes[0]],
    productSelections: selections,
    productModels,
  };
  return { input, imageIds: images.map((image) => image.imageId) };
}

export type OverlapFigures = {
  /** How long the save call took, from sending to its answer. */
  saveMs: number;
  saveStatus: number;
  productId: number | null;
  /** The visitor's requests that started while the save was in flight. */
  visits: number;
  visitStatuses: number[];
  /** Their times, in the order made. */
  visitMs: number[];
  /** Visits answered before the save's answer came back. */
  answeredDuringSave: number;
  maxMs: number;
  p95Ms: number;
};

const percentile = (values: number[], p: number) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/**
 * Sends the save and, from the same moment, the visitor's requests one after the other (a person
 * reloading as fast as the answers come) until the save is answered; times each visit.
 */
export async function saveWhileVisiting(
  merchant: Caller,
  input: Record<string, unknown>,
  visit: () => Promise<{ status: number }>,
  path = '/api/merchant/save/newproduct',
): Promise<OverlapFigures> {
  let saving = true;
  let saveAnsweredAt = 0;
  const started = performance.now();
  const save = merchant.post<{ productId?: number }>(path, input).then((answer) => {
    saveAnsweredAt = performance.now();
    saving = false;
    return answer;
  });
  const visitMs: number[] = [];
  const visitStatuses: number[] = [];
  let answeredDuringSave = 0;
  const visitor = (async () => {
    // The save's request went out first (it was sent above); the visitor follows at once.
    while (saving) {
      const t0 = performance.now();
      const answer = await visit();
      const t1 = performance.now();
      visitMs.push(t1 - t0);
      visitStatuses.push(answer.status);
      if (saving) answeredDuringSave += 1;
      // A person's next reload arrives as a new event, never inside the last one's continuation:
      // in-process (jest's app.request) a visit answered from memory resolves without leaving the
      // microtask queue, and looping on it would starve the save's own turns of the event loop.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  })();
  const answer = await save;
  await visitor;
  return {
    saveMs: saveAnsweredAt - started,
    saveStatus: answer.status,
    productId: answer.body.productId ?? null,
    visits: visitMs.length,
    visitStatuses: [...new Set(visitStatuses)],
    visitMs,
    answeredDuringSave,
    maxMs: Math.max(0, ...visitMs),
    p95Ms: percentile(visitMs, 95),
  };
}

export type OverlapRun = Omit<OverlapFigures, 'visitMs'> & { pageVisits: number; pageMaxMs: number | null };

/**
 * test:hard's measurement on one server (over HTTP): `runs` big saves by the seeded merchant,
 * each while a visitor who has an online product open reloads it, alternating between the product's API answer
 * and, when the shell is built, its server-rendered page (/products/<slug>).
 */
export async function measureOverlap(url: string, runs: number, runId: string): Promise<OverlapRun[]> {
  const merchant = new Shopper([url], 'merchant@example.com');
  await merchant.login('merchant1234');
  const visitor = new Shopper([url]);
  const list = ok(await visitor.get<{ productList: { slug: string; title: string }[] }>('/api/product/list'), 'product list');
  const { title } = list.productList[0]!;
  const slug = encodeURIComponent(list.productList[0]!.slug);
  const page = await fetch(`${url}/products/${slug}`);
  // The product's own page, rendered with its title (not the shell's page for an unknown path).
  const pageBuilt =
    page.status === 200 && (page.headers.get('content-type') ?? '').includes('text/html') && (await page.text()).includes(title);
  const out: OverlapRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    const { input } = await bigProductInput(merchant, `big-save-${runId}-${run}`);
    // The visitor is on the product's page (read once since the merchant's preparations, which
    // wrote pictures and so dropped the kept catalogue answers and pages) and reloads it during the save.
    await visitor.get(`/api/product/detail/${slug}`);
    if (pageBuilt) await (await fetch(`${url}/products/${slug}`)).text();
    let turn = 0;
    const pageMs: number[] = [];
    const figures = await saveWhileVisiting(merchant, input, async () => {
      turn += 1;
      if (!pageBuilt || turn % 2) return visitor.get(`/api/product/detail/${slug}`);
      const t0 = performance.now();
      const response = await fetch(`${url}/products/${slug}`);
      await response.text();
      pageMs.push(performance.now() - t0);
      return { status: response.status };
    });
    const { visitMs: _, ...rest } = figures;
    out.push({ ...rest, pageVisits: pageMs.length, pageMaxMs: pageBuilt ? Math.max(0, ...pageMs) : null });
  }
  return out;
}
