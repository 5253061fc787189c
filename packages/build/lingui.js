// Shared lingui settings: zh-tw is the source language (texts are written in Chinese in the code),
// en is the translation. Each app keeps its catalogs in src/locales/{locale}/messages.po; the
// compiled messages.ts beside them is generated on build and test, never committed.
'use strict';
const { formatter } = require('@lingui/format-po');

function linguiConfig() {
  return {
    locales: ['zh-tw', 'en'],
    sourceLocale: 'zh-tw',
    fallbackLocales: { default: 'zh-tw' },
    catalogs: [
      { path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['**/*.test.*', '**/node_modules/**'] },
    ],
    // Without origins the .po files change only when texts change, not on every edit.
    format: formatter({ origins: false, lineNumbers: false }),
    orderBy: 'messageId',
    compileNamespace: 'ts',
  };
}

module.exports = { linguiConfig };
