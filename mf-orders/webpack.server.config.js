// The Node.js build of this remote's exposed modules, which the API server renders on the server
// (packages/build server-render.js): dist/server/server.[hash].cjs, named in dist/mf-manifest.json.
const { createRemoteServerConfig } = require('@storefront/build/server-render');

module.exports = createRemoteServerConfig({ dir: __dirname, browserConfig: require('./webpack.config.js') });
