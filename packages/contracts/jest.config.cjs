module.exports = require('@storefront/build/jest').jestConfig(__dirname, { environment: 'jsdom' });
