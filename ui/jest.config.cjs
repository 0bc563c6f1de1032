module.exports = require('@storefront/jest-config')(__dirname);
