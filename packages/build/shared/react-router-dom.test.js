// The shared react-router-dom subset must export every name an app imports from react-router-dom:
// a missing one would be undefined at run time in the browser (jest resolves the full package).
'use strict';
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { test } = require('node:test');

const repo = path.resolve(__dirname, '../../..');
const SOURCES = ['shell/src', 'mf-product/src', 'mf-cart/src', 'mf-account/src', 'mf-orders/src', 'mf-merchant/src', 'packages/ui/src'];
// Sources no browser build bundles: the server rendering build's (packages/build/server-render.js),
// bundled for Node.js without federation, so they import the full react-router-dom
// (StaticRouter); and the test helpers (@storefront/ui/testing, MemoryRouter), run by jest, which
// resolves the full package too.
const NOT_BUNDLED = ['shell/src/server', 'packages/ui/src/testing'].map((dir) => path.join(repo, dir) + path.sep);

function* sourceFiles(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!NOT_BUNDLED.includes(full + path.sep)) yield* sourceFiles(full);
    } else if (/\.(tsx?|jsx?|mjs)$/.test(entry.name) && !/\.test\./.test(entry.name)) yield full;
  }
}

/** Value names imported from react-router-dom (type-only imports vanish in the build). */
function importedNames() {
  const names = new Map();
  for (const source of SOURCES) {
    for (const file of sourceFiles(path.join(repo, source))) {
      const text = fs.readFileSync(file, 'utf8');
      assert.doesNotMatch(text, /import\s+\*\s+as\s+\w+\s+from\s+['"]react-router-dom['"]/, `${file}: import names, not the namespace`);
      for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]react-router-dom['"]/g)) {
        if (match[1]) continue;
        for (const part of match[2].split(',')) {
          const name = part.trim();
          if (!name || name.startsWith('type ')) continue;
          names.set(name.split(/\s+as\s+/)[0], path.relative(repo, file));
        }
      }
    }
  }
  return names;
}

const subset = fs.readFileSync(path.join(__dirname, 'react-router-dom.mjs'), 'utf8');
const exported = new Set(
  /export\s*\{([^}]*)\}\s*from\s*'react-router'/
    .exec(subset)[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);

test('exports every name the apps import from react-router-dom', () => {
  const names = importedNames();
  assert.ok(names.size >= 10, 'the apps import their router names from react-router-dom');
  for (const [name, file] of names)
    assert.ok(exported.has(name), `${name} (imported in ${file}) is missing from shared/react-router-dom.mjs`);
});

test('exports only names the apps import: the rest of React Router stays out of every page', () => {
  const names = importedNames();
  for (const name of exported) assert.ok(names.has(name), `${name} is exported by shared/react-router-dom.mjs but no app imports it`);
});

test('re-exports only names react-router really has', () => {
  const shell = path.join(repo, 'shell');
  const dom = path.dirname(require.resolve('react-router-dom/package.json', { paths: [shell] }));
  const router = require(require.resolve('react-router', { paths: [dom] }));
  for (const name of exported) assert.ok(router[name] !== undefined, `react-router has no ${name}`);
});
