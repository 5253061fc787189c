// The Node.js build of the shell's server rendering (src/server/render-first-screen.tsx).
const { createServerRenderConfig } = require('@storefront/build/server-render');

module.exports = createServerRenderConfig({ dir: __dirname, entry: 'src/server/render-first-screen.tsx' });
