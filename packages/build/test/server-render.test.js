// The server builds are one file each: a part a remote loads on demand (the auction panel) is in
// its server bundle, so on the server its import() settles within the render's turn and the render
// never waits for a download (shell/src/server/render-first-screen.tsx leaves what is still not
// ready to the browser at once).
'use strict';
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { test } = require('node:test');
const webpack = require('webpack');

const root = path.join(__dirname, '..', '..', '..');
const serverConfigs = fs
  .readdirSync(root)
  .filter((app) => fs.existsSync(path.join(root, app, 'webpack.server.config.js')))
  .map((app) => [app, require(path.join(root, app, 'webpack.server.config.js'))]);

test('the shell and the server-rendering remotes have server builds', () => {
  assert.ok(serverConfigs.some(([app]) => app === 'shell'));
  assert.ok(serverConfigs.some(([app]) => app === 'mf-product'));
});

for (const [app, makeConfig] of serverConfigs) {
  test(`${app}'s server build is one file, with no chunk loaded on demand`, () => {
    const config = makeConfig({}, { mode: 'production' });
    const limits = config.plugins.filter((plugin) => plugin instanceof webpack.optimize.LimitChunkCountPlugin);
    assert.equal(limits.length, 1);
    assert.equal(limits[0].options.maxChunks, 1);
    assert.equal(config.target, 'node20');
  });
}
