// A merchant's CSV import through the dialog, for the tests that interrupt one (a closed tab, a
// killed server) and choose the same file again: the catalogue file, the dialog opened on it, the
// numbers it shows, and what the merchant has afterwards, counted through the API.
import type { Locator, Page } from 'playwright-core';
import { big5, catalogue, csvText } from '../../bench/big5-catalogue';

export type CatalogueFile = {
  file: { name: string; mimeType: string; buffer: Buffer };
  rows: number;
  products: number;
  /** The products' titles (each unique to this file). */
  titles: Set<string>;
};

/** A Big5 catalogue of `rows` data rows, as Excel in Taiwan saves one. */
export function catalogueFile(rows: number, seed: number): CatalogueFile {
  const made = catalogue(rows, seed);
  return {
    file: { name: `catalogue-${rows}-big5.csv`, mimeType: 'text/csv', buffer: big5(csvText(made.table)) },
    rows,
    products: made.products,
    titles: new Set(made.table.slice(1).flatMap((cells) => (cells[0] === '商品' ? [cells[1]!] : []))),
  };
}

/** The merchant's product list, its CSV dialog opened on the file, read as Big5, at its confirm step. */
export async function openCsvDialog(page: Page, csv: CatalogueFile): Promise<Locator> {
  await page.goto('/member/merchant/products');
  await page.getByRole('button', { name: 'CSV 批次上傳' }).click();
  const dialog = page.getByRole('dialog', { name: 'CSV 批次上傳商品' });
  await dialog.getByLabel('選擇商品 CSV 檔').setInputFiles(csv.file);
  await dialog.getByText(`已讀取：${csv.file.name}`).waitFor();
  await dialog.getByRole('button', { name: '下一步' }).click();
  await dialog.getByTestId('csv-encoding').filter({ hasText: 'Big5' }).waitFor();
  await dialog
    .getByTestId('csv-product-count')
    .filter({ hasText: `${csv.products} 項商品，共 ${csv.rows} 個規格` })
    .waitFor();
  return dialog;
}

/** The first number in an element's text. */
export const numberIn = async (locator: Locator) => Number(/(\d+)/.exec((await locator.textContent()) ?? '')?.[1]);

/** The done step's three counts: products created, already there, rows that failed. */
async function doneCounts(dialog: Locator): Promise<{ created: number; already: number; failed: number }> {
  await dialog.getByTestId('csv-created').waitFor({ timeout: 120_000 });
  return {
    created: await numberIn(dialog.getByTestId('csv-created')),
    already: await numberIn(dialog.getByTestId('csv-already-there')),
    failed: await numberIn(dialog.getByTestId('csv-failed')),
  };
}

/**
 * The same file chosen again after an import was cut off: it continues, the products already
 * imported counted as already there (at least one), the rest created, no row failed.
 */
export async function importAgain(page: Page, csv: CatalogueFile): Promise<Locator> {
  const dialog = await openCsvDialog(page, csv);
  await dialog.getByRole('button', { name: '開始上傳' }).click();
  const { created, already, failed } = await doneCounts(dialog);
  expect({ failed, someAlreadyThere: already > 0, products: created + already }).toEqual({
    failed: 0,
    someAlreadyThere: true,
    products: csv.products,
  });
  return dialog;
}

/**
 * The merchant's products with the file's titles, through the API of the server at `base` with
 * the session `cookie`: how many there are, how many distinct titles, and their variants.
 */
export async function importedProducts(
  base: string,
  cookie: string,
  csv: CatalogueFile,
): Promise<{ products: number; titles: number; variants: number }> {
  const all: { productId: number; title: string }[] = [];
  for (let page = 1; ; page++) {
    const list = (await (await fetch(`${base}/api/merchant/product/list?pageSize=100&page=${page}`, { headers: { cookie } })).json()) as {
      productList: { productId: number; title: string }[];
      total: number;
    };
    all.push(...list.productList);
    if (list.productList.length === 0 || all.length >= list.total) break;
  }
  const ours = all.filter((p) => csv.titles.has(p.title));
  let variants = 0;
  for (const { productId } of ours) {
    const edit = (await (await fetch(`${base}/api/merchant/product/edit/${productId}`, { headers: { cookie } })).json()) as {
      product: { productModels: unknown[] };
    };
    variants += edit.product.productModels.length;
  }
  return { products: ours.length, titles: new Set(ours.map((p) => p.title)).size, variants };
}

/** The context's cookies as a Cookie header. */
export const cookieHeader = (cookies: { name: string; value: string }[]) => cookies.map((c) => `${c.name}=${c.value}`).join('; ');
