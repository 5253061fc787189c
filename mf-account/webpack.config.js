const { createAppConfig } = require('@storefront/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_account',
  port: 3003,
  entry: 'src/standalone/index.ts',
  exposes: {
    './AccountApp': './src/exposes/account-app.tsx',
  },
});
