// Shared lingui settings: zh-tw is the source language (texts are written in Chinese in the code),
// en is the translation. Each app keeps its catalogs in src/locales/{locale}/messages.po; the
// compiled messages.ts beside them is generated on build and test, never committed.
//
// A package whose parts load apart from its core (@storefront/ui/orders, /lists, /address) names
// them: each part's texts go to a catalog of its own in src/<part>/locales, which arrives with the
// part, and the core's catalog (on every page) keeps only the core's texts.
'use strict';
const { formatter } = require('@lingui/format-po');

const NOT_SOURCES = ['**/*.test.*', '**/node_modules/**'];

/** @param {{ parts?: string[] }} [options] folders under src/ that are parts with catalogs of their own */
function linguiConfig({ parts = [] } = {}) {
  return {
    locales: ['zh-tw', 'en'],
    sourceLocale: 'zh-tw',
    fallbackLocales: { default: 'zh-tw' },
    catalogs: [
      {
        path: '<rootDir>/src/locales/{locale}/messages',
        include: ['<rootDir>/src'],
        exclude: [...NOT_SOURCES, ...parts.map((part) => `<rootDir>/src/${part}/**`)],
      },
      ...parts.map((part) => ({
        path: `<rootDir>/src/${part}/locales/{locale}/messages`,
        include: [`<rootDir>/src/${part}`],
        exclude: NOT_SOURCES,
      })),
    ],
    // Without origins the .po files change only when texts change, not on every edit.
    format: formatter({ origins: false, lineNumbers: false }),
    orderBy: 'messageId',
    compileNamespace: 'ts',
  };
}

module.exports = { linguiConfig };
