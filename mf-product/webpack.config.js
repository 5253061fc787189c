const { createAppConfig } = require('@storefront/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_product',
  port: 3001,
  entry: 'src/standalone/index.ts',
  template: 'src/standalone/index.html',
  exposes: {
    './ProductPage': './src/exposes/product-page.tsx',
  },
});
