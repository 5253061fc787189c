// Two catalogs, so the cart route does not carry the checkout's texts: messages (the exposed
// module: the cart and the checkout's frame) and checkout (the steps), which arrives with the
// checkout's code (src/features/checkout/checkout-routes.tsx). A text used on both sides is in
// both; each compiled catalog stays next to its .po file.
const { linguiConfig } = require('@storefront/build/lingui');

const base = linguiConfig();
const { exclude } = base.catalogs[0];
const checkoutFrame = ['checkout-app.tsx', 'checkout-steps.tsx'].map((file) => `<rootDir>/src/features/checkout/${file}`);

module.exports = {
  ...base,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src/exposes', '<rootDir>/src/standalone', '<rootDir>/src/features/cart', ...checkoutFrame],
      exclude,
    },
    {
      path: '<rootDir>/src/locales/{locale}/checkout',
      include: ['<rootDir>/src/features/checkout'],
      exclude: [...exclude, ...checkoutFrame],
    },
  ],
};
