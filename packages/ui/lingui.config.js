// The core's catalog is on every page; each part's texts arrive with the part (addPartCatalogs).
module.exports = require('@storefront/build/lingui').linguiConfig({ parts: ['orders', 'lists', 'address'] });
