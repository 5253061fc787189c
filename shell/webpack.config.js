const path = require('node:path');
const { createAppConfig } = require('@storefront/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  entry: 'src/index.ts',
  template: 'src/index.html',
  runtimePlugins: ['src/federation/remote-fallback-plugin.ts'],
  // What the shell's first screen imports comes inside main.js: one request instead of twelve
  // before the frame can show (a browser holds six connections per server over HTTP/1.1). The
  // remotes take these from the shell through the share scope, as before. The parts of contracts
  // and ui that only remotes use stay separate chunks, loaded when a remote asks for them.
  eagerShared: [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react-router-dom',
    'zustand',
    '@lingui/core',
    '@lingui/react',
    '@storefront/contracts',
    '@storefront/ui',
  ],
  // The runtime map of remote name → entry URL (remoteEntry.js), replaced per environment
  // without a rebuild; the starter of main.js on pages the server rendered (packages/api-server
  // static/first-screen.ts).
  emitFiles: (mode) => ({
    'remotes.json': path.join(__dirname, 'public', `remotes.${mode}.json`),
    'start-after-paint.js': path.join(__dirname, 'public', 'start-after-paint.js'),
  }),
});
