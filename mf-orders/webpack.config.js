const { createAppConfig } = require('@storefront/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_orders',
  port: 3004,
  entry: 'src/standalone/index.ts',
  exposes: {
    './OrderList': './src/exposes/order-list.tsx',
    './OrderDetail': './src/exposes/order-detail.tsx',
  },
});
