// CommonJS twin of package-root.ts for jest (see jest.config.cjs).
'use strict';
const path = require('node:path');
module.exports = { packageRoot: path.resolve(__dirname, '..') };
