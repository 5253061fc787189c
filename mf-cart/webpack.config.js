const { createAppConfig } = require('@storefront/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_cart',
  port: 3002,
  entry: 'src/standalone/index.ts',
  exposes: {
    './CartApp': './src/exposes/cart-app.tsx',
  },
});
