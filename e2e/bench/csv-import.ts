// Figure 6a: a 5,000-row (CSV_BENCH_ROWS) Big5 catalogue imported end to end in Chromium through the composed
// shell, as a merchant does it: the product list, the upload dialog, the file chosen, the confirm
// step read, the upload started, the done step. Timed in the page (performance.now() when the
// file is handed over, then checked on every animation frame), median of several runs; products
// and variants created are counted back through the API, not taken from the dialog's word.
import type { Browser, Page } from 'playwright-core';
import { loginAs, newPage } from '../src/support/browser';
import { BASE_URL } from '../src/support/server';
import { big5, catalogue, csvText } from './big5-catalogue';
import { CSV_CONFIRM_BUDGET_MS, CSV_IMPORT_BUDGET_MS, CSV_ROWS, verdict, type Verdict } from './budgets';
import { median } from './gzip';

const MERCHANT = { email: 'merchant@example.com', password: 'merchant1234' };

export type CsvImportRun = {
  /** File handed to the input → 已讀取 shown: decode, parse and check in the worker. */
  readMs: number;
  /** File handed to the input → confirm step showing the counts (the read, then 下一步 clicked). */
  confirmMs: number;
  /** 開始上傳 clicked → done step showing the count of successes. */
  uploadMs: number;
  shownProducts: number;
  shownVariants: number;
  /** Products the done step says were created. */
  reportedCreated: number;
  /** Rows the done step lists as not imported (problems before or failures during the upload). */
  failedRows: number;
  /** Counted back through the API: the merchant's new products and their variants. */
  createdProducts: number;
  createdVariants: number;
};

export type CsvImportFigure = {
  rows: number;
  bytes: number;
  encoding: string;
  products: number;
  variants: number;
  brands: number;
  categories: number;
  runs: CsvImportRun[];
  readMs: number;
  confirmMs: number;
  uploadMs: number;
  totalMs: number;
  rowsPerSecond: number;
  budget: { confirmMs: number; totalMs: number };
  verdict: Verdict;
};

/** The merchant's product ids now: every page of the list (it answers 20 a page unless asked for up to 100). */
async function productIds(cookie: string): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let page = 1; ; page++) {
    const response = await fetch(`${BASE_URL}/api/merchant/product/list?pageSize=100&page=${page}&sort=newest`, { headers: { cookie } });
    if (!response.ok) throw new Error(`merchant product list: HTTP ${response.status}`);
    const body = (await response.json()) as { productList: { productId: number }[]; total: number };
    for (const p of body.productList) ids.add(p.productId);
    if (body.productList.length === 0 || ids.size >= body.total) return ids;
  }
}

/** Variants of the given products, read from their edit models, 8 requests at a time. */
async function variantsOf(cookie: string, ids: number[]): Promise<number> {
  let total = 0;
  let next = 0;
  const lane = async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      const response = await fetch(`${BASE_URL}/api/merchant/product/edit/${id}`, { headers: { cookie } });
      if (!response.ok) throw new Error(`edit model of ${id}: HTTP ${response.status}`);
      const variants = ((await response.json()) as { product: { productModels: unknown[] } }).product.productModels.length;
      total += variants;
    }
  };
  await Promise.all(Array.from({ length: 8 }, lane));
  return total;
}

/** performance.now() in the page at the first animation frame where the element's text matches. */
async function whenShown(page: Page, selector: string, pattern: RegExp, timeoutMs: number): Promise<number> {
  const handle = await page.waitForFunction(
    ([css, source]) => {
      const element = document.querySelector(css);
      return element && new RegExp(source).test(element.textContent ?? '') ? performance.now() : false;
    },
    [selector, pattern.source] as const,
    { polling: 'raf', timeout: timeoutMs },
  );
  return (await handle.jsonValue()) as number;
}

async function importOnce(browser: Browser, file: { name: string; bytes: Buffer }, cookie: string): Promise<CsvImportRun> {
  const { context, page } = await newPage(browser);
  try {
    await loginAs(context, MERCHANT.email, MERCHANT.password);
    const before = await productIds(cookie);
    await page.goto('/member/merchant/products');
    await page.getByRole('button', { name: 'CSV 批次上傳' }).click();
    const dialog = page.getByRole('dialog', { name: 'CSV 批次上傳商品' });
    const input = dialog.getByLabel('選擇商品 CSV 檔');
    await input.waitFor({ state: 'attached' });

    const chosenAt = await page.evaluate(() => performance.now());
    await input.setInputFiles({ name: file.name, mimeType: 'text/csv', buffer: file.bytes });
    const readAt = await whenShown(page, 'dialog[open]', /已讀取：/, 60_000);
    await dialog.getByRole('button', { name: '下一步' }).click();
    const confirmedAt = await whenShown(page, '[data-testid="csv-product-count"]', /項商品/, 60_000);
    const counts = (await dialog.getByTestId('csv-product-count').textContent()) ?? '';
    const encoding = (await dialog.getByTestId('csv-encoding').textContent()) ?? '';
    const [, shownProducts = 'NaN', shownVariants = 'NaN'] = /(\d+) 項商品，共 (\d+) 個規格/.exec(counts) ?? [];
    if (encoding !== 'Big5') throw new Error(`the confirm step read the file as ${encoding}, not Big5`);

    const startedAt = await page.evaluate(() => performance.now());
    await dialog.getByRole('button', { name: '開始上傳' }).click();
    const doneAt = await whenShown(page, '[data-testid="csv-created"]', /成功匯入 \d+ 項商品/, 15 * 60_000);
    const created = (await dialog.getByTestId('csv-created').textContent()) ?? '';
    const failedText = await dialog.getByText(/\d+ 列未匯入/).textContent({ timeout: 500 }).catch(() => null);

    const after = await productIds(cookie);
    const fresh = [...after].filter((id) => !before.has(id));
    return {
      readMs: readAt - chosenAt,
      confirmMs: confirmedAt - chosenAt,
      uploadMs: doneAt - startedAt,
      shownProducts: Number(shownProducts),
      shownVariants: Number(shownVariants),
      reportedCreated: Number(/(\d+)/.exec(created)?.[1] ?? Number.NaN),
      failedRows: failedText ? Number(/(\d+)/.exec(failedText)?.[1]) : 0,
      createdProducts: fresh.length,
      createdVariants: await variantsOf(cookie, fresh),
    };
  } finally {
    await context.close();
  }
}

export async function measureCsvImport(browser: Browser, cookie: string, runs: number, rows = CSV_ROWS): Promise<CsvImportFigure> {
  // Each run imports products of its own (the same shape, other titles and model numbers): the
  // same file again would find every product already there.
  const files = Array.from({ length: runs }, (_, run) => {
    const table = catalogue(rows, undefined, run);
    return { table, file: { name: `catalogue-${rows}-big5${run ? `-${run}` : ''}.csv`, bytes: big5(csvText(table.table)) } };
  });
  const made = files[0]!.table;
  const bytes = files[0]!.file.bytes;
  const results: CsvImportRun[] = [];
  for (const { file } of files) results.push(await importOnce(browser, file, cookie));

  const readMs = median(results.map((r) => r.readMs));
  const confirmMs = median(results.map((r) => r.confirmMs));
  const uploadMs = median(results.map((r) => r.uploadMs));
  const totalMs = median(results.map((r) => r.confirmMs + r.uploadMs));
  const complete = results.every(
    (r) =>
      r.shownProducts === made.products &&
      r.shownVariants === made.variants &&
      r.reportedCreated === made.products &&
      r.createdProducts === made.products &&
      r.createdVariants === made.variants &&
      r.failedRows === 0,
  );
  return {
    rows,
    bytes: bytes.length,
    encoding: 'Big5 (cp950), comma-separated',
    products: made.products,
    variants: made.variants,
    brands: made.brands,
    categories: made.categories,
    runs: results,
    readMs,
    confirmMs,
    uploadMs,
    totalMs,
    rowsPerSecond: rows / (totalMs / 1000),
    budget: { confirmMs: CSV_CONFIRM_BUDGET_MS, totalMs: CSV_IMPORT_BUDGET_MS },
    verdict: verdict(complete && confirmMs <= CSV_CONFIRM_BUDGET_MS && totalMs <= CSV_IMPORT_BUDGET_MS),
  };
}
