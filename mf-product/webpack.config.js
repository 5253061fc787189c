const { createAppConfig } = require('@storefront/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_product',
  port: 3001,
  entry: 'src/standalone/index.ts',
  hostAttributes: { 'product-slug': 'alishan-high-mountain-oolong-150g', 'product-platform-id': '1', 'referral-code': '' },
  exposes: {
    './ProductPage': './src/exposes/product-page.tsx',
    './ListingPage': './src/exposes/listing-page.tsx',
  },
});
