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

test('a part imports the core and the other parts by the package name, never by a relative path', () => {
  const crossings: string[] = [];
  for (const file of sourceFiles(src)) {
    for (const request of relativeImports(file)) {
      const target = path.resolve(path.dirname(file), request);
      if (partOf(target) !== partOf(file)) crossings.push(`${path.relative(src, file)} → ${request}`);
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
