// A production build ships no source maps (they publish the source) unless the build says
// SOURCE_MAPS=1; development keeps its fast inline maps.
'use strict';
const assert = require('node:assert/strict');
const path = require('node:path');
const { test } = require('node:test');
const { createAppConfig } = require('..');

const shell = path.join(__dirname, '..', '..', '..', 'shell');
const config = (mode, env) => {
  const before = process.env.SOURCE_MAPS;
  if (env === undefined) delete process.env.SOURCE_MAPS;
  else process.env.SOURCE_MAPS = env;
  try {
    return createAppConfig({ dir: shell, name: 'shell', port: 3000, entry: 'src/index.ts', template: 'src/index.html' })({}, { mode });
  } finally {
    if (before === undefined) delete process.env.SOURCE_MAPS;
    else process.env.SOURCE_MAPS = before;
  }
};

test('a production build has no source maps unless SOURCE_MAPS=1', () => {
  assert.equal(config('production', undefined).devtool, false);
  assert.equal(config('production', '0').devtool, false);
  assert.equal(config('production', '1').devtool, 'source-map');
  assert.equal(config('development', undefined).devtool, 'eval-cheap-module-source-map');
});
