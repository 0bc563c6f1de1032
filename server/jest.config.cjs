const createJestConfig = require('@storefront/jest-config');

const base = createJestConfig(__dirname, { environment: 'node' });

// As in the API (api/jest.config.cjs): Fastify's inject (cookie) and
// @fastify/static (content-disposition) require packages that ship only as
// ESM. Node 20 loads them, but jest's module system cannot require ESM, so
// jest compiles these few packages to CommonJS first. @fastify/cookie
// import()s cookie, which compiled to CommonJS becomes a require() of the
// same compiled copy.
const ESM_ONLY_DEPENDENCIES = ['content-disposition', 'cookie', '@fastify/cookie'];
const esmOnly = ESM_ONLY_DEPENDENCIES.join('|');
const pnpmFolders = ESM_ONLY_DEPENDENCIES.map((name) => name.replace('/', '\\+')).join('|');

module.exports = {
  ...base,
  transform: {
    ...base.transform,
    [`/node_modules/(${esmOnly})/.+\\.js$`]: createJestConfig.swc('ecmascript'),
  },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/(${pnpmFolders})@|(${esmOnly})/))`],
};
