// Our packages are shared part by part (SINGLETONS): each part a page imports must be one of
// them, or a bundle would carry its own copy of that part (and of its state, such as the API
// client or the bus) beside the page's shared one; and each shared part must be a real entry of
// its package's "exports".
'use strict';
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { test } = require('node:test');
const { BUNDLED_BY_EACH_REMOTE, SINGLETONS } = require('../index');

const repo = path.resolve(__dirname, '../../..');
const APPS = ['shell', 'mf-product', 'mf-cart', 'mf-account', 'mf-orders', 'mf-merchant'];
const PACKAGES = ['packages/ui', 'packages/contracts'];
/** Parts left out of the share scope on purpose, with the reason. */
const UNSHARED = {
  '@storefront/ui/testing': 'the apps’ jest helpers, never in a bundle',
  '@storefront/contracts/endpoints': 'the API server’s full table; the browser client loads domain parts',
  '@storefront/contracts/csv': 'the CSV upload, imported by mf-merchant alone',
};

function* sourceFiles(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(tsx?|jsx?|mjs)$/.test(entry.name) && !/\.(test|d)\.|test-helpers/.test(entry.name)) yield full;
  }
}

/** request → folders (app or package) whose bundled code imports it at run time. */
function storefrontImports() {
  const importers = new Map();
  for (const folder of [...APPS, ...PACKAGES]) {
    for (const file of sourceFiles(path.join(repo, folder, 'src'))) {
      if (file.includes(`${path.sep}testing${path.sep}`)) continue;
      // The shell's server build hands every part to the remotes' server bundles: not a page's bundle.
      if (file.startsWith(path.join(repo, 'shell', 'src', 'server') + path.sep)) continue;
      const text = fs.readFileSync(file, 'utf8');
      const pattern =
        /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"](@storefront\/(?:contracts|ui)(?:\/[\w-]+)?)['"]|import\(\s*['"](@storefront\/(?:contracts|ui)(?:\/[\w-]+)?)['"]\s*\)/g;
      for (const match of text.matchAll(pattern)) {
        if (match[1]) continue; // type-only: erased from the bundle
        const request = match[2] ?? match[3];
        if (!importers.has(request)) importers.set(request, new Set());
        importers.get(request).add(folder);
      }
    }
  }
  return importers;
}

test('every part of our packages a bundle imports is shared, or left out for a stated reason', () => {
  const importers = storefrontImports();
  assert.ok(importers.has('@storefront/contracts/product'), 'the contracts core loads the domain parts');
  for (const [request, folders] of importers) {
    if (SINGLETONS.includes(request)) continue;
    // Each remote's own copy on purpose (index.js BUNDLED_BY_EACH_REMOTE): no state, its build's value.
    if (BUNDLED_BY_EACH_REMOTE.includes(request)) continue;
    assert.ok(UNSHARED[request], `${request} (imported by ${[...folders].join(', ')}) is missing from SINGLETONS`);
    const apps = [...folders].filter((folder) => APPS.includes(folder));
    assert.ok(apps.length <= 1 && apps.length === folders.size, `${request} is imported by ${[...folders].join(', ')}: share it`);
  }
});

test('every shared part is an entry of its package', () => {
  for (const request of SINGLETONS.filter((name) => name.startsWith('@storefront/'))) {
    const [scope, name, ...rest] = request.split('/');
    const manifest = JSON.parse(fs.readFileSync(path.join(repo, 'packages', name, 'package.json'), 'utf8'));
    const key = rest.length ? `./${rest.join('/')}` : '.';
    assert.ok(manifest.exports[key], `${scope}/${name} has no export ${key}`);
    assert.ok(fs.existsSync(path.join(repo, 'packages', name, manifest.exports[key])), `${request}: ${manifest.exports[key]} is missing`);
  }
});
