const path = require('node:path');
const { createAppConfig } = require('@storefront/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  entry: 'src/index.ts',
  template: 'src/index.html',
  runtimePlugins: ['src/federation/remote-fallback-plugin.ts'],
  // The runtime map of remote name → manifest URL, replaced per environment without a rebuild.
  emitFiles: (mode) => ({ 'remotes.json': path.join(__dirname, 'public', `remotes.${mode}.json`) }),
});
