// From the rows of a parsed product CSV to the products it holds: the header mapped to fields
// (zh-tw or en template, unknown columns ignored), Variation rows grouped under the product row
// above them, each product checked with the editor's ProductInput schema, and every row that
// cannot be imported given with its file line and reason, before anything is sent.
import * as v from 'valibot';
// By relative paths: this runs in mf-merchant's CSV worker, which has no federation share scope.
import { ProductInput } from '../merchant/schemas';
import { issueKey } from '../validation/issues';
import type { ValidationKey } from '../validation/messages';
import { cellBoolean, cellDate, cellDeliveryType, cellList, cellNumber, cellText } from './cells';
import { CSV_COLUMNS, columnForHeader, type CsvColumnKey, ROW_TYPE_PRODUCT, ROW_TYPE_VARIATION } from './columns';
import { isEmptyRow, rowStartLines } from './text-layout';

/** Reasons found in the file itself, beside the schema's validation keys. */
export type CsvFileProblemKey =
  'emptyFile' | 'headerOnly' | 'missingColumn' | 'unbalancedQuotes' | 'variationWithoutProduct' | 'rowType' | 'productFailed';

export type CsvProblemKey = ValidationKey | CsvFileProblemKey;

export interface CsvProblem {
  /** 1-based line of the file; 0 for the file as a whole. */
  line: number;
  key: CsvProblemKey;
  column?: CsvColumnKey;
  /** The column's header as written in the file (or the missing column's zh-tw / en headers). */
  header?: string;
}

/** The payload of newProductForCsv before it is validated (what the client sends). */
export type ProductPayload = v.InferInput<typeof ProductInput>;

export interface CsvProductDraft {
  /** Line of the product row. */
  line: number;
  /** Lines of the product row and of its variations, in order. */
  lines: number[];
  /** The raw cells of those rows, to write the failed rows back out. */
  rows: string[][];
  brand: string;
  catelog: string;
  productTypes: string[];
  /** Image URLs per variant. */
  images: string[][];
  /** The payload with the references still unresolved (ids 0, no images). */
  payload: ProductPayload;
}

export interface CsvReadResult {
  header: string[];
  /** Headers of columns that are not part of the template; they are ignored. */
  ignoredHeaders: string[];
  /** Non-empty rows minus the header. */
  rowCount: number;
  products: CsvProductDraft[];
  variantCount: number;
  /** Raw rows (header excluded) with their line, for the preview. */
  preview: { line: number; cells: string[] }[];
  problems: CsvProblem[];
  /** Lines that cannot be imported (problem rows and every row of a product with a problem). */
  failedLines: number[];
  /** Raw cells by line, to write the failed rows back out. */
  rowsByLine: ReadonlyMap<number, string[]>;
}

export interface ReadOptions {
  /** Makes generated slugs unique per upload (e.g. a timestamp). */
  slugSuffix: string;
  /** Rows (0-based, empty lines included) where the parser found unbalanced quotes. */
  unbalancedQuoteRows?: readonly number[];
  previewRows?: number;
}

const SLUG_UNSAFE = /[\s/?#\\%]+/g;

function generatedSlug(title: string, suffix: string, line: number): string {
  const base = title
    .replace(SLUG_UNSAFE, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150)
    .toLowerCase();
  return `${base || 'product'}-${suffix}-${line}`;
}

interface Row {
  line: number;
  cells: string[];
}

type Cell = (row: Row, key: CsvColumnKey) => string | undefined;

/** The distinct texts of a column over the rows, in order of first appearance. */
function distinct(group: readonly Row[], cell: Cell, key: CsvColumnKey): string[] {
  return [...new Set(group.map((row) => cellText(cell(row, key))))];
}

/** A product whose rows name options of a second option row (colour × size). */
function hasTwoOptionRows(group: readonly Row[], cell: Cell): boolean {
  return group.length > 1 && group.some((row) => cellText(cell(row, 'optionTitle2')) !== '');
}

/**
 * The rows of a two-option-row product in variant order (the first row's option index the
 * lower-order digit, merchant.md §4), or the problem: an empty option cell, or not every pair of
 * options exactly once. Options are numbered in order of first appearance, so the product row
 * (the first pair) stays first.
 */
function orderTwoOptionRows(
  group: Row[],
  cell: Cell,
  headerOf: (key: CsvColumnKey) => string | undefined,
): { rows: Row[] } | { problems: CsvProblem[] } {
  const empty: CsvProblem[] = [];
  for (const row of group) {
    for (const key of ['optionTitle', 'optionTitle2'] as const) {
      if (cellText(cell(row, key)) === '') empty.push({ line: row.line, key: 'required', column: key, header: headerOf(key) });
    }
  }
  if (empty.length > 0) return { problems: empty };
  const first = distinct(group, cell, 'optionTitle');
  const second = distinct(group, cell, 'optionTitle2');
  const at = (row: Row) =>
    first.indexOf(cellText(cell(row, 'optionTitle'))) + first.length * second.indexOf(cellText(cell(row, 'optionTitle2')));
  const taken = new Set(group.map(at));
  if (taken.size !== group.length || group.length !== first.length * second.length) {
    return { problems: [{ line: group[0]!.line, key: 'variantCount', column: 'optionTitle2', header: headerOf('optionTitle2') }] };
  }
  return { rows: [...group].sort((a, b) => at(a) - at(b)) };
}

function buildPayload(group: Row[], cell: Cell, options: ReadOptions, optionHeaders: [string, string]): ProductPayload {
  const first = group[0]!;
  const title = cellText(cell(first, 'title'));
  const several = group.length > 1;
  const twoRows = hasTwoOptionRows(group, cell);
  const variants = group.map((row, index) => {
    const optionTitle = twoRows
      ? `${cellText(cell(row, 'optionTitle'))} / ${cellText(cell(row, 'optionTitle2'))}`
      : cellText(cell(row, 'optionTitle'));
    const modelTitle = cellText(cell(row, 'modelTitle'));
    const salePrice = cellNumber(cell(row, 'onSalePrice'));
    const modelNumber = cellText(cell(row, 'modelNumber'));
    return {
      title: modelTitle || optionTitle || (several ? '' : title),
      modelNumber,
      sortOrder: index,
      productPrices: [
        {
          price: cellNumber(cell(row, 'price')),
          usePointPercent: cellNumber(cell(row, 'usePointPercent')) ?? 0,
          onSale: salePrice !== undefined,
          onSalePrice: salePrice ?? 0,
          startDate: cellDate(cell(row, 'startDate')),
          endDate: cellDate(cell(row, 'endDate')),
        },
      ],
      productImages: [],
      stockModel: {
        modelNumber,
        inventory: cellNumber(cell(row, 'inventory')) ?? 0,
        allowNegativeInventory: cellBoolean(cell(row, 'allowNegativeInventory')),
      },
    };
  });
  return {
    title,
    slug: cellText(cell(first, 'slug')) || generatedSlug(title, options.slugSuffix, first.line),
    productModelType: several ? 1 : 0,
    // Placeholders: names are resolved to ids by the getorcreate calls at upload time.
    productBrandId: cellText(cell(first, 'brand')) ? 1 : 0,
    productCatelogId: cellText(cell(first, 'catelog')) ? 1 : 0,
    productDeliveryType: cellDeliveryType(cell(first, 'productDeliveryType')),
    productTypes: cellText(cell(first, 'catelog')) ? [{ productTypeId: 1 }] : [],
    viewCommission: cellNumber(cell(first, 'viewCommission')) ?? 1,
    shareCommission: cellNumber(cell(first, 'shareCommission')) ?? 2,
    purchaseCommission: cellNumber(cell(first, 'purchaseCommission')) ?? 6,
    productSelections: twoRows
      ? (['optionTitle', 'optionTitle2'] as const).map((key, row) => ({
          title: cellText(cell(first, row === 0 ? 'selectionTitle' : 'selectionTitle2')) || optionHeaders[row]!,
          productOptions: distinct(group, cell, key).map((option, index) => ({ title: option, sortOrder: index })),
        }))
      : several
        ? [
            {
              title: cellText(cell(first, 'selectionTitle')) || optionHeaders[0],
              productOptions: variants.map((variant, index) => ({
                title: cellText(cell(group[index]!, 'optionTitle')) || variant.title,
                sortOrder: index,
              })),
            },
          ]
        : [],
    productModels: variants,
    informations: cellText(cell(first, 'informations')),
    descriptions: cellText(cell(first, 'descriptions')),
    specifications: cellText(cell(first, 'specifications')),
    purchaseDescriptions: cellText(cell(first, 'purchaseDescriptions')),
    allSamePhotos: false,
  } as ProductPayload;
}

const PRODUCT_PATHS: Record<string, CsvColumnKey> = {
  title: 'title',
  slug: 'slug',
  productBrandId: 'brand',
  productCatelogId: 'catelog',
  productTypes: 'productTypes',
  productDeliveryType: 'productDeliveryType',
  viewCommission: 'viewCommission',
  shareCommission: 'shareCommission',
  purchaseCommission: 'purchaseCommission',
  informations: 'informations',
  descriptions: 'descriptions',
  specifications: 'specifications',
  purchaseDescriptions: 'purchaseDescriptions',
};

const MODEL_PATHS: Record<string, CsvColumnKey> = {
  title: 'modelTitle',
  modelNumber: 'modelNumber',
  price: 'price',
  usePointPercent: 'usePointPercent',
  onSalePrice: 'onSalePrice',
  startDate: 'startDate',
  endDate: 'endDate',
  inventory: 'inventory',
  allowNegativeInventory: 'allowNegativeInventory',
};

/** Which row and column a schema issue path (productModels.2.productPrices.0.price) points at. */
export function issueLocation(path: string, lines: readonly number[]): { line: number; column?: CsvColumnKey } {
  const parts = path.split('.');
  const [head, index, ...rest] = parts;
  if ((head === 'productModels' || head === 'productSelections') && index !== undefined && /^\d+$/.test(index)) {
    if (head === 'productSelections') {
      const option = rest[0] === 'productOptions' && rest[1] !== undefined ? Number(rest[1]) : undefined;
      const second = index === '1';
      return option === undefined
        ? { line: lines[0]!, column: second ? 'selectionTitle2' : 'selectionTitle' }
        : { line: second ? lines[0]! : (lines[option] ?? lines[0]!), column: second ? 'optionTitle2' : 'optionTitle' };
    }
    const tail = rest[rest.length - 1];
    return { line: lines[Number(index)] ?? lines[0]!, column: tail ? MODEL_PATHS[tail] : undefined };
  }
  return { line: lines[0]!, column: head ? PRODUCT_PATHS[head] : undefined };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Reads every row of a parsed CSV (empty lines included, as the parser gave them). */
export function readProductCsv(allRows: readonly string[][], options: ReadOptions): CsvReadResult {
  const starts = rowStartLines(allRows);
  const rows: Row[] = allRows.map((cells, index) => ({ line: starts[index]!, cells })).filter((row) => !isEmptyRow(row.cells));
  const empty: CsvReadResult = {
    header: [],
    ignoredHeaders: [],
    rowCount: 0,
    products: [],
    variantCount: 0,
    preview: [],
    problems: [],
    failedLines: [],
    rowsByLine: new Map(),
  };
  if (rows.length === 0) return { ...empty, problems: [{ line: 0, key: 'emptyFile' }] };

  const [headerRow, ...dataRows] = rows;
  const header = headerRow!.cells.map((h) => h.replace(/^\uFEFF/, '').trim());
  const index = new Map<CsvColumnKey, number>();
  const ignoredHeaders: string[] = [];
  header.forEach((h, i) => {
    const key = columnForHeader(h);
    if (key && !index.has(key)) index.set(key, i);
    else if (h !== '') ignoredHeaders.push(h);
  });
  const rowsByLine = new Map(dataRows.map((row) => [row.line, row.cells]));
  const base = {
    ...empty,
    header,
    ignoredHeaders,
    rowCount: dataRows.length,
    preview: dataRows.slice(0, options.previewRows ?? 5),
    rowsByLine,
  };
  const problems: CsvProblem[] = [];
  for (const column of CSV_COLUMNS) {
    if (column.required && !index.has(column.key)) {
      problems.push({ line: headerRow!.line, key: 'missingColumn', column: column.key, header: `${column.zh} / ${column.en}` });
    }
  }
  if (problems.length > 0) return { ...base, problems, failedLines: dataRows.map((r) => r.line) };
  if (dataRows.length === 0) return { ...base, problems: [{ line: headerRow!.line, key: 'headerOnly' }] };

  const headerOf = (key: CsvColumnKey) => {
    const at = index.get(key);
    return at === undefined ? undefined : header[at];
  };
  const cell: Cell = (row, key) => {
    const at = index.get(key);
    return at === undefined ? undefined : row.cells[at];
  };
  const unbalanced = new Set((options.unbalancedQuoteRows ?? []).map((r) => starts[r]));
  const failed = new Set<number>();
  const fail = (problem: CsvProblem) => {
    problems.push(problem);
    failed.add(problem.line);
  };

  // Group: a product row starts a product, Variation rows join the product above them.
  const groups: Row[][] = [];
  let current: Row[] | null = null;
  for (const row of dataRows) {
    if (unbalanced.has(row.line)) {
      fail({ line: row.line, key: 'unbalancedQuotes' });
      current = null;
      continue;
    }
    const type = cellText(cell(row, 'rowType')).toLowerCase();
    if ((ROW_TYPE_VARIATION as readonly string[]).includes(type)) {
      if (current) current.push(row);
      else fail({ line: row.line, key: 'variationWithoutProduct', column: 'rowType', header: headerOf('rowType') });
    } else if (type === '' || (ROW_TYPE_PRODUCT as readonly string[]).includes(type)) {
      current = [row];
      groups.push(current);
    } else {
      fail({ line: row.line, key: 'rowType', column: 'rowType', header: headerOf('rowType') });
      current = null;
    }
  }

  const optionHeaders: [string, string] = [
    headerOf('optionTitle') ?? headerOf('modelTitle') ?? 'Option',
    headerOf('optionTitle2') ?? 'Option 2',
  ];
  const products: CsvProductDraft[] = [];
  let variantCount = 0;
  for (const fileGroup of groups) {
    let group = fileGroup;
    if (hasTwoOptionRows(fileGroup, cell)) {
      const ordered = orderTwoOptionRows(fileGroup, cell, headerOf);
      if ('problems' in ordered) {
        ordered.problems.forEach(fail);
        // Nothing half-imported: the other rows of the product fail with it.
        for (const row of fileGroup) failed.add(row.line);
        continue;
      }
      group = ordered.rows;
    }
    const lines = group.map((r) => r.line);
    const payload = buildPayload(group, cell, options, optionHeaders);
    const own: CsvProblem[] = [];
    const result = v.safeParse(ProductInput, payload);
    if (!result.success) {
      const seen = new Set<string>();
      for (const issue of result.issues) {
        const where = issueLocation(v.getDotPath(issue) ?? '', lines);
        const key = issueKey(issue);
        const id = `${where.line}:${where.column}:${key}`;
        if (seen.has(id)) continue;
        seen.add(id);
        own.push({ ...where, key, header: where.column && headerOf(where.column) });
      }
    }
    // A one-row product's variant is titled after the product: one missing title, one reason.
    if (group.length === 1 && own.some((p) => p.column === 'title')) {
      own.splice(0, own.length, ...own.filter((p) => p.column !== 'modelTitle'));
    }
    const images = group.map((row) => cellList(cell(row, 'images')));
    images.forEach((urls, i) => {
      if (urls.some((url) => !isHttpUrl(url))) own.push({ line: lines[i]!, key: 'url', column: 'images', header: headerOf('images') });
    });
    if (own.length > 0) {
      own.forEach(fail);
      // Nothing half-imported: the other rows of the product fail with it.
      for (const line of lines) failed.add(line);
      continue;
    }
    variantCount += group.length;
    products.push({
      line: lines[0]!,
      lines,
      rows: group.map((r) => r.cells),
      brand: cellText(cell(group[0]!, 'brand')),
      catelog: cellText(cell(group[0]!, 'catelog')),
      productTypes: cellList(cell(group[0]!, 'productTypes')),
      images,
      payload,
    });
  }
  problems.sort((a, b) => a.line - b.line);
  return { ...base, products, variantCount, problems, failedLines: [...failed].sort((a, b) => a - b) };
}
