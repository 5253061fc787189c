module.exports = require('@storefront/build/lingui').linguiConfig();
