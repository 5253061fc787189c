// Sending the products of a checked CSV: every brand, category and image URL of the file resolved
// once through the getorcreate calls, the categories' product types read once, then each product
// posted to newProductForCsv with bounded concurrency, reporting progress as products finish.
// The CSV module comes from its own entry: the shared contracts singleton a host provides may be
// older than this remote (see packages/contracts/package.json "./csv").
import { ApiError, type FieldIssue } from '@storefront/contracts';
import {
  CSV_PRODUCT_ALREADY_THERE,
  CSV_UPLOAD_CONCURRENCY,
  namesToResolve,
  resolveProduct,
  type CsvProductDraft,
  type ResolvedNames,
} from '@storefront/contracts/csv';
import type { ApiClient } from '@storefront/ui';
import { runLimited } from './run-limited';

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

  let done = 0;
  let created = 0;
  let alreadyThere = 0;
  const failures: UploadFailure[] = [];
  onProgress(0, products.length);
  await runLimited(products, CSV_UPLOAD_CONCURRENCY, async (product) => {
    const ready = resolveProduct(product, resolved);
    if (!ready.ok) {
      failures.push({ product, reason: { kind: 'name', what: ready.reason, name: ready.name } });
    } else {
      try {
        const answer = await client.call('merchantNewProductForCsv', { body: ready.payload });
        if (answer.status.type === 'success') created++;
        else if (answer.status.type === CSV_PRODUCT_ALREADY_THERE) alreadyThere++;
        else
          failures.push({
            product,
            reason: { kind: 'server', status: 200, title: answer.status.title ?? '', msg: answer.status.msg ?? '', issues: [] },
          });
      } catch (error) {
        failures.push({ product, reason: serverReason(error) });
      }
    }
    done++;
    onProgress(done, products.length);
  });
  failures.sort((a, b) => a.product.line - b.product.line);
  return { created, alreadyThere, failures };
}
