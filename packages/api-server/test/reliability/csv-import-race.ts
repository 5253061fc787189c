// Parallel CSV imports naming the same brands, catelogs and stock model numbers: the merchant's
// upload resolves every name through the getorcreate calls, several rows (and several uploads,
// on any server process) at once. Every answer for one name must carry the same id.
import { Shopper } from './shopper';

export type CsvImportFigure = {
  imports: number;
  requests: number;
  names: number;
  duplicates: number;
  errors: number;
  perServer: number[];
  seconds: number;
  ok: boolean;
};

type Lookup = { kind: 'brand' | 'catelog' | 'stockModel'; name: string };

function lookupCall(merchant: Shopper, lookup: Lookup, server: number) {
  if (lookup.kind === 'stockModel') {
    return merchant
      .post<{ stockModelId?: number }>('/api/product/stockModel/getorcreate', { modelNumber: lookup.name, inventory: 3 }, server)
      .then((a) => ({ status: a.status, id: a.body.stockModelId }));
  }
  const path = `/api/product/${lookup.kind}/getorcreate/${encodeURIComponent(lookup.name)}`;
  return merchant
    .get<{ productBrandId?: number; productCatelogId?: number }>(path, server)
    .then((a) => ({ status: a.status, id: lookup.kind === 'brand' ? a.body.productBrandId : a.body.productCatelogId }));
}

/** `imports` uploads at once, each resolving the same `perKind` names of every kind. */
export async function runCsvImportRace(servers: readonly string[], runId: string, imports = 10, perKind = 5): Promise<CsvImportFigure> {
  const uploads = await Promise.all(
    Array.from({ length: imports }, async (_, i) => {
      const merchant = new Shopper(servers, 'merchant@example.com');
      await merchant.login('merchant1234', i);
      return merchant;
    }),
  );
  const lookups: Lookup[] = [];
  for (let i = 0; i < perKind; i += 1) {
    lookups.push({ kind: 'brand', name: `並行品牌 ${runId}-${i}` });
    lookups.push({ kind: 'catelog', name: `並行分類 ${runId}-${i}` });
    lookups.push({ kind: 'stockModel', name: `PAR-${runId}-${i}` });
  }
  const perServer = servers.map(() => 0);
  let call = 0;
  const started = performance.now();
  const answers = await Promise.all(
    uploads.flatMap((merchant) =>
      lookups.map((lookup) => {
        const server = call++ % servers.length;
        perServer[server]! += 1;
        return lookupCall(merchant, lookup, server)
          .then((answer) => ({ ...answer, key: `${lookup.kind}:${lookup.name}` }))
          .catch(() => ({ status: 0, id: undefined, key: `${lookup.kind}:${lookup.name}` }));
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const ids = new Map<string, Set<number>>();
  for (const answer of answers) {
    if (answer.status !== 200 || typeof answer.id !== 'number') continue;
    ids.set(answer.key, (ids.get(answer.key) ?? new Set()).add(answer.id));
  }
  const duplicates = [...ids.values()].reduce((sum, set) => sum + set.size - 1, 0);
  const errors = answers.filter((a) => a.status !== 200 || typeof a.id !== 'number').length;
  return {
    imports,
    requests: answers.length,
    names: lookups.length,
    duplicates,
    errors,
    perServer,
    seconds,
    ok: duplicates === 0 && errors === 0 && ids.size === lookups.length,
  };
}
