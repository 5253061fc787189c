const { createAppConfig } = require('@storefront/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_merchant',
  port: 3005,
  entry: 'src/standalone/index.ts',
  exposes: {
    './MerchantApp': './src/exposes/merchant-app.tsx',
    './OperatorApp': './src/exposes/operator-app.tsx',
  },
});
