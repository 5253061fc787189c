// The package is shared in the browser part by part (packages/build SINGLETONS), one copy of each
// per page. A part that reached into another through a relative path would bundle a second copy
// of that code (and of its state) into its own chunk, so across parts only the package's names
// may be used; and every name in package.json "exports" must be a part with an entry.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const src = path.join(root, 'src');
const exportsMap = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { exports: Record<string, string> }).exports;

/** The part folders (src/<part>/index.ts); everything else under src is the core. */
const PARTS = Object.keys(exportsMap)
  .filter((name) => name !== '.')
  .map((name) => name.slice(2));

/**
 * The code mf-merchant's CSV worker runs: the csv part and the merchant schemas it validates
 * with. A web worker has no federation share scope (module-federation/core#4085), so this code
 * may take nothing by a shared name; it reaches stateless core modules by relative path instead.
 */
const WORKER_ENTRIES = ['csv/index.ts'];
const WORKER_CROSSINGS = new Set(['csv/read-products.ts', 'merchant/schemas.ts']);
/** Core modules with state (the API client, the bus, the cart storage): never copied into a part. */
const STATEFUL = /^(api\/client|api\/endpoint-schemas|bus\/|cart\/cart-storage)/;

function partOf(file: string): string {
  const first = path.relative(src, file).split(path.sep)[0] ?? '';
  return PARTS.includes(first) ? first : 'core';
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) && entry.name !== 'test-helpers.ts') yield full;
  }
}

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/g)]
    .filter((match) => !match[1])
    .map((match) => match[2] as string);
}

test('every export of package.json is a part with an entry', () => {
  expect(PARTS).toEqual(expect.arrayContaining(['product', 'member', 'checkout', 'orders', 'merchant', 'address', 'endpoints', 'csv']));
  for (const target of Object.values(exportsMap)) expect(existsSync(path.join(root, target))).toBe(true);
});

test('a part imports the core and the other parts by the package name, never by a relative path (the CSV worker’s code excepted, stateless modules only)', () => {
  const crossings: string[] = [];
  for (const file of sourceFiles(src)) {
    for (const request of relativeImports(file)) {
      const target = path.resolve(path.dirname(file), request);
      if (partOf(target) === partOf(file)) continue;
      const from = path.relative(src, file);
      if (WORKER_CROSSINGS.has(from) && !STATEFUL.test(path.relative(src, target))) continue;
      crossings.push(`${from} → ${request}`);
    }
  }
  expect(crossings).toEqual([]);
});

test('the core loads no part statically: only the client, on demand', () => {
  const staticParts: string[] = [];
  for (const file of sourceFiles(src)) {
    if (partOf(file) !== 'core') continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+['"](@storefront\/contracts\/[^'"]+)['"]/gm)) {
      staticParts.push(`${path.relative(src, file)} → ${match[1]}`);
    }
  }
  expect(staticParts).toEqual([]);
});

/** Resolves a relative import to its file (./x → x.ts or x/index.ts). */
function resolveFile(from: string, request: string): string {
  const base = path.resolve(path.dirname(from), request);
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts'), base]) if (existsSync(candidate)) return candidate;
  throw new Error(`${from}: cannot resolve ${request}`);
}

test('the code the CSV worker runs takes nothing by a shared name', () => {
  const seen = new Set<string>();
  const byName: string[] = [];
  const queue = WORKER_ENTRIES.map((entry) => path.join(src, entry));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+['"](@storefront\/[^'"]+)['"]/gm))
      byName.push(`${path.relative(src, file)} → ${match[1]}`);
    for (const request of relativeImports(file)) queue.push(resolveFile(file, request));
  }
  expect(seen.has(path.join(src, 'merchant/schemas.ts'))).toBe(true);
  expect(byName).toEqual([]);
});
