#!/usr/bin/env node
// `storefront-i18n`: an app's lingui catalogs, extracted from its sources and compiled
// (`lingui extract --clean && lingui compile --typescript --strict`), skipped when nothing they are
// made from changed since the last run in this checkout. `pnpm test` asks for the catalogs three
// times per app (typecheck, unit tests, build); each extraction parses every source file again.
// What they are made from: every file under src/ but the compiled messages.ts, the lingui
// configuration and lingui's version. STOREFRONT_I18N_FORCE=1 runs lingui whatever the stamp says.
'use strict';
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const root = process.cwd();
const stampFile = path.join(root, 'node_modules', '.cache', 'storefront-i18n', 'stamp');
const compiled = (file) => /[/\\]locales[/\\][^/\\]+[/\\]messages\.ts$/.test(file);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
      return entry.isFile() && !compiled(full) ? [full] : [];
    });
}

function inputsHash() {
  const hash = createHash('sha256');
  // lingui's own version: its package.json, found through the app's node_modules link.
  const linguiCli = path.join(root, 'node_modules', '@lingui', 'cli', 'package.json');
  const inputs = [
    ...sourceFiles(path.join(root, 'src')),
    path.join(root, 'lingui.config.js'),
    path.join(__dirname, 'lingui.js'),
    linguiCli,
  ];
  for (const file of inputs) {
    hash.update(path.relative(root, file)).update('\0');
    if (existsSync(file)) hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Every catalog's folder: src/locales and a part's src/<part>/locales (lingui.js). */
function catalogFolders() {
  const top = path.join(root, 'src');
  const parts = readdirSync(top, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(top, entry.name, 'locales'));
  return [path.join(top, 'locales'), ...parts].filter((folder) => existsSync(folder));
}

function compiledCatalogsExist() {
  const folders = catalogFolders();
  return (
    folders.length > 0 &&
    folders.every((locales) =>
      readdirSync(locales, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .every((entry) => existsSync(path.join(locales, entry.name, 'messages.ts'))),
    )
  );
}

const before = inputsHash();
const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
if (process.env.STOREFRONT_I18N_FORCE !== '1' && stamp === before && compiledCatalogsExist()) {
  console.log('i18n: catalogs up to date');
} else {
  const lingui = path.join(root, 'node_modules', '.bin', 'lingui');
  execFileSync(lingui, ['extract', '--clean'], { stdio: 'inherit' });
  execFileSync(lingui, ['compile', '--typescript', '--strict'], { stdio: 'inherit' });
  // Extraction may rewrite the .po files: the stamp is of what the catalogs are now made from.
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, inputsHash());
}
