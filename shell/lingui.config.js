// Two catalogs, so every page's main.js does not carry the long texts of the help and policy pages:
// messages (the frame, the home page, the 404) and policies (src/policies), which arrives with the
// policy pages' code when one of their paths opens (routes.tsx). A text used on both sides (the
// policies' names, in the footer and on the pages) is in both; each compiled catalog stays next to
// its .po file.
const { linguiConfig } = require('@storefront/build/lingui');

const base = linguiConfig();
const { exclude } = base.catalogs[0];

module.exports = {
  ...base,
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: [...exclude, '<rootDir>/src/policies/**'] },
    { path: '<rootDir>/src/locales/{locale}/policies', include: ['<rootDir>/src/policies'], exclude },
  ],
};
