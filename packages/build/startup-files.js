// StartupFilesPlugin: puts the files a page needs before it can show anything into its HTML.
//
// An app's entry only starts the async boundary (`import('./bootstrap')`); webpack's runtime
// learns of the bootstrap chunk and of the shared modules it consumes (React, react-dom, the
// router...) only once main.js has run, so without this the browser fetches them one round
// trip later, and their CSS another one after that. This plugin walks, at build time, from the
// entry's async children through the shared modules they consume (never through other lazy
// imports: routes and dialogs stay on demand) and adds to the page
//   <link rel="preload" as="script"> for their scripts, and
//   <link rel="stylesheet"> for their CSS (webpack's CSS loading finds the link by its href and
//   does not load it twice).
// The chunks preloaded are the app's own copies of the shared modules: on its own page the app
// is the first to load, so the share scope picks its copies.
'use strict';
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** The modules in these chunks, with those concatenated into one module (scope hoisting). */
function modulesIn(chunkGraph, chunks) {
  const modules = new Set();
  for (const chunk of chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      modules.add(module);
      for (const inner of module.modules ?? []) modules.add(inner);
    }
  }
  return modules;
}

/**
 * Whether code in these modules imports this one statically (not through import()): webpack may
 * place the consume module of a lazily imported shared module beside its importer, but only a
 * static import makes the chunk wait for it.
 */
function importedStatically(compilation, module, importers) {
  const { moduleGraph } = compilation;
  for (const connection of moduleGraph.getIncomingConnections(module)) {
    const origin = connection.originModule;
    if (!origin || !connection.dependency || !importers.has(origin)) continue;
    if (moduleGraph.getParentBlock(connection.dependency) === origin) return true;
  }
  return false;
}

/**
 * The chunk groups a chunk group waits for before its code runs: those of the shared modules it
 * imports statically, as the app itself provides them (a consumed module is loaded through the
 * share scope, that is through the provider's chunk, not through the consumer's fallback copy).
 */
function consumedGroups(compilation, group, providers) {
  const { chunkGraph } = compilation;
  const groups = [];
  const importers = modulesIn(chunkGraph, group.chunks);
  for (const chunk of group.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      if (!importedStatically(compilation, module, importers)) continue;
      const provider = providers.get(module.options.shareKey);
      for (const block of provider?.blocks ?? module.blocks) {
        const consumed = chunkGraph.getBlockChunkGroup(block);
        if (consumed) groups.push(consumed);
      }
    }
  }
  return groups;
}

/** The files of the entry's async children and of the shared modules they consume, transitively. */
function startupFiles(compilation, entryName) {
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const providers = new Map();
  for (const module of compilation.modules) if (module.type === 'provide-module') providers.set(module._name, module);
  const seen = new Set();
  // The entry file's own import() (the bootstrap). Not the blocks of the modules it provides to the
  // share scope (children of the entry too, loaded only when someone consumes them), and not the
  // import() of code inside the entry's chunk (the shell's pages fetched when their path opens).
  const entryModules = new Set(
    (compilation.entries.get(entryName)?.dependencies ?? []).map((dependency) => compilation.moduleGraph.getModule(dependency)),
  );
  const imported = entrypoint.getChildren().filter((child) => child.origins.some((origin) => entryModules.has(origin.module)));
  const queue = [...imported, ...consumedGroups(compilation, entrypoint, providers)];
  while (queue.length) {
    const group = queue.shift();
    if (seen.has(group)) continue;
    seen.add(group);
    queue.push(...consumedGroups(compilation, group, providers));
  }
  const files = new Set();
  for (const group of seen) for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
  return [...files].filter((file) => /\.(js|css)$/.test(file) && !file.endsWith('.hot-update.js'));
}

class StartupFilesPlugin {
  /** @param {{ entry?: string }} [options] */
  constructor(options = {}) {
    this.entry = options.entry ?? 'main';
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartupFilesPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupFilesPlugin', (data) => {
        const publicPath = data.publicPath ?? '';
        const tag = (attributes) => ({ tagName: 'link', voidTag: true, meta: { plugin: 'StartupFilesPlugin' }, attributes });
        for (const file of startupFiles(compilation, this.entry)) {
          const href = `${publicPath}${file}`;
          data.headTags.push(file.endsWith('.css') ? tag({ rel: 'stylesheet', href }) : tag({ rel: 'preload', as: 'script', href }));
        }
        return data;
      });
    });
  }
}

module.exports = { StartupFilesPlugin, startupFiles };
