// Two catalogs, so each exposed screen brings only its own texts: messages (the product page, its
// exposed module and standalone page) and listing (search, category and brand listings, with their
// exposed module). What both show (src/shared, the breadcrumb) is in both; each compiled catalog
// stays next to its .po file.
const { linguiConfig } = require('@storefront/build/lingui');

const base = linguiConfig();
const { exclude } = base.catalogs[0];

module.exports = {
  ...base,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...exclude, '<rootDir>/src/features/listing/**', '<rootDir>/src/exposes/listing-page.tsx'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/listing',
      include: ['<rootDir>/src/features/listing', '<rootDir>/src/exposes/listing-page.tsx', '<rootDir>/src/shared'],
      exclude,
    },
  ],
};
