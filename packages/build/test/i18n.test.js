// storefront-i18n runs lingui (extract, then compile) only when what the catalogs are made from
// changed: a source file edited, added or removed, a catalog edited, or a compiled catalog missing.
'use strict';
const assert = require('node:assert/strict');
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { test } = require('node:test');

const script = path.join(__dirname, '..', 'i18n.js');

/** A small app whose `lingui` writes down each call and writes the compiled catalogs. */
function app() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-i18n-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('src/screen.tsx', 'export const a = 1;\n');
  write('src/locales/en/messages.po', 'msgid ""\n');
  write('src/locales/zh-tw/messages.po', 'msgid ""\n');
  write('lingui.config.js', 'module.exports = {};\n');
  write('node_modules/@lingui/cli/package.json', '{"version":"5.0.0"}\n');
  write(
    'node_modules/.bin/lingui',
    [
      '#!/bin/sh',
      'echo "$1" >> "$(dirname "$0")/../../calls"',
      'if [ "$1" = compile ]; then for l in en zh-tw; do echo "export const messages = {};" > "$(dirname "$0")/../../src/locales/$l/messages.ts"; done; fi',
      '',
    ].join('\n'),
  );
  fs.chmodSync(path.join(dir, 'node_modules/.bin/lingui'), 0o755);
  const run = () => {
    fs.rmSync(path.join(dir, 'calls'), { force: true });
    execFileSync(process.execPath, [script], { cwd: dir, stdio: 'pipe', env: { ...process.env, STOREFRONT_I18N_FORCE: '' } });
    return fs.existsSync(path.join(dir, 'calls')) ? fs.readFileSync(path.join(dir, 'calls'), 'utf8').trim().split('\n') : [];
  };
  return { dir, write, run };
}

test('extracts and compiles once, then not again until a source changes', () => {
  const { dir, write, run } = app();
  assert.deepEqual(run(), ['extract', 'compile']);
  assert.deepEqual(run(), []);
  write('src/screen.tsx', 'export const a = 2;\n');
  assert.deepEqual(run(), ['extract', 'compile']);
  assert.deepEqual(run(), []);
  write('src/other.tsx', 'export const b = 1;\n');
  assert.deepEqual(run(), ['extract', 'compile']);
  fs.rmSync(path.join(dir, 'src/other.tsx'));
  assert.deepEqual(run(), ['extract', 'compile']);
});

test('runs again when a catalog is edited or a compiled catalog is missing', () => {
  const { dir, write, run } = app();
  run();
  write('src/locales/en/messages.po', 'msgid ""\nmsgstr ""\n');
  assert.deepEqual(run(), ['extract', 'compile']);
  fs.rmSync(path.join(dir, 'src/locales/zh-tw/messages.ts'));
  assert.deepEqual(run(), ['extract', 'compile']);
  assert.deepEqual(run(), []);
});

test('a compiled catalog rewritten by lingui does not count as a change', () => {
  const { dir, run } = app();
  run();
  fs.writeFileSync(path.join(dir, 'src/locales/en/messages.ts'), 'export const messages = { x: 1 };\n');
  assert.deepEqual(run(), []);
});
