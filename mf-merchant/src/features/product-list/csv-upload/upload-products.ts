// Sending the products of a checked CSV: every brand, category and image URL of the file resolved
// once through the getorcreate calls, the categories' product types read once, then the products
// posted in batches to newProductsForCsv (two in flight), reporting progress in rows of the file as
// batches finish. A server without the batch call (404/405), or a batch refused whole (400, 413),
// is sent again one product per newProductForCsv call.
// The CSV module comes from its own entry: the shared contracts singleton a host provides may be
// older than this remote (see packages/contracts/package.json "./csv").
import { ApiError, isValidationKey, type FieldIssue } from '@storefront/contracts';
import {
  CSV_BATCH_CONCURRENCY,
  CSV_BATCH_MAX_CHARS,
  CSV_BATCH_PRODUCTS,
  CSV_PRODUCT_ALREADY_THERE,
  CSV_UPLOAD_CONCURRENCY,
  namesToResolve,
  resolveProduct,
  type CsvProductDraft,
  type ResolveResult,
  type ResolvedNames,
} from '@storefront/contracts/csv';
import type { ApiClient } from '@storefront/ui';
import { runLimited } from './run-limited';

type Payload = Extract<ResolveResult, { ok: true }>['payload'];

/** Why a product was not created: a name that could not be resolved or the server's answer. */
export type UploadFailureReason =
  | { kind: 'name'; what: 'brand' | 'catelog' | 'productTypes' | 'images'; name: string }
  | { kind: 'server'; status: number; title: string; msg: string; issues: FieldIssue[] }
  | { kind: 'network' };

export interface UploadFailure {
  product: CsvProductDraft;
  reason: UploadFailureReason;
}

export interface UploadOutcome {
  created: number;
  /** Products the merchant already had from an earlier upload of the same rows (not made twice). */
  alreadyThere: number;
  failures: UploadFailure[];
}

function serverReason(error: unknown): UploadFailureReason {
  if (error instanceof ApiError) return { kind: 'server', status: error.status, title: error.title, msg: error.msg, issues: error.issues };
  return { kind: 'network' };
}

async function resolveAll(names: readonly string[], resolveOne: (name: string) => Promise<number>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  await runLimited(names, CSV_UPLOAD_CONCURRENCY, async (name) => {
    try {
      ids.set(name, await resolveOne(name));
    } catch {
      // Left out: the products naming it fail with this name as the reason.
    }
  });
  return ids;
}

export async function uploadProducts(
  client: ApiClient,
  products: readonly CsvProductDraft[],
  onProgress: (done: number, total: number) => void,
): Promise<UploadOutcome> {
  const names = namesToResolve(products);
  const [brandIds, catelogIds, mediaIds] = await Promise.all([
    resolveAll(names.brands, async (name) => (await client.call('brandGetOrCreate', { params: { name } })).productBrandId),
    resolveAll(names.catelogs, async (name) => (await client.call('catelogGetOrCreate', { params: { name } })).productCatelogId),
    resolveAll(names.imageUrls, async (publicUrl) => {
      const answer = await client.call('mediaGetOrCreate', { body: { publicUrl } });
      if (!answer.media) throw new Error('no media');
      return answer.media.id;
    }),
  ]);
  const productTypes = new Map<number, Map<string, number>>();
  if (catelogIds.size > 0) {
    try {
      const info = await client.call('merchantInfo', {});
      for (const catelog of info.catelogs) {
        productTypes.set(catelog.productCatelogId, new Map(catelog.productTypes.map((t) => [t.title, t.productTypeId])));
      }
    } catch {
      // Without the types every product fails with a product-type reason, nothing is half-sent.
    }
  }
  const resolved: ResolvedNames = { brandIds, catelogIds, productTypes, mediaIds };

  const ready: { product: CsvProductDraft; payload: Payload }[] = [];
  const outcome: UploadOutcome = { created: 0, alreadyThere: 0, failures: [] };
  const rowsOf = (product: CsvProductDraft) => Math.max(product.lines.length, 1);
  const total = products.reduce((n, product) => n + rowsOf(product), 0);
  let done = 0;
  const finished = (product: CsvProductDraft, answer: Answer) => {
    if (answer.type === 'success') outcome.created++;
    else if (answer.type === 'exists') outcome.alreadyThere++;
    else if (answer.type === 'failed') outcome.failures.push({ product, reason: answer.reason });
    done += rowsOf(product);
  };
  for (const product of products) {
    const resolvedProduct = resolveProduct(product, resolved);
    if (resolvedProduct.ok) ready.push({ product, payload: resolvedProduct.payload });
    else finished(product, { type: 'failed', reason: { kind: 'name', what: resolvedProduct.reason, name: resolvedProduct.name } });
  }
  onProgress(done, total);
  await runLimited(batchesOf(ready), CSV_BATCH_CONCURRENCY, async (batch) => {
    const answers = await sendBatch(client, batch);
    batch.forEach(({ product }, i) => finished(product, answers[i]!));
    onProgress(done, total);
  });
  outcome.failures.sort((a, b) => a.product.line - b.product.line);
  return outcome;
}

type Answer = { type: 'success' | 'exists' } | { type: 'failed'; reason: UploadFailureReason };

/** Consecutive products, at most CSV_BATCH_PRODUCTS and about CSV_BATCH_MAX_CHARS of JSON per batch. */
export function batchesOf<T extends { payload: unknown }>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let chars = 0;
  for (const item of items) {
    const size = JSON.stringify(item.payload).length;
    if (current.length > 0 && (current.length >= CSV_BATCH_PRODUCTS || chars + size > CSV_BATCH_MAX_CHARS)) {
      out.push(current);
      current = [];
      chars = 0;
    }
    current.push(item);
    chars += size;
  }
  if (current.length > 0) out.push(current);
  return out;
}

function answerOf(result: {
  status: { type: string; title?: string | null; msg?: string | null };
  code?: number | null;
  issues?: { path: string; key: string }[];
}): Answer {
  const { type, title, msg } = result.status;
  if (type === 'success') return { type: 'success' };
  if (type === CSV_PRODUCT_ALREADY_THERE) return { type: 'exists' };
  const issues = (result.issues ?? []).map((issue) => ({ path: issue.path, key: isValidationKey(issue.key) ? issue.key : 'invalid' }));
  return { type: 'failed', reason: { kind: 'server', status: result.code ?? 200, title: title ?? '', msg: msg ?? '', issues } };
}

/** Statuses of a whole batch that the one-product call may still answer product by product. */
const ONE_BY_ONE = new Set([400, 404, 405, 413]);

async function sendBatch(client: ApiClient, batch: readonly { payload: Payload }[]): Promise<Answer[]> {
  try {
    const answer = await client.call('merchantNewProductsForCsv', { body: { products: batch.map((item) => item.payload) } });
    if (answer.results.length === batch.length) return answer.results.map(answerOf);
  } catch (error) {
    if (!(error instanceof ApiError && ONE_BY_ONE.has(error.status))) {
      const reason = serverReason(error);
      return batch.map(() => ({ type: 'failed', reason }));
    }
  }
  const answers: Answer[] = [];
  for (const { payload } of batch) {
    try {
      answers.push(answerOf(await client.call('merchantNewProductForCsv', { body: payload })));
    } catch (error) {
      answers.push({ type: 'failed', reason: serverReason(error) });
    }
  }
  return answers;
}
