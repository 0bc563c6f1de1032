import { createWebpackConfig } from '@storefront/webpack-config';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'host',
  title: 'Storefront',
  server: './src/server/index.ts',
  // The store console's contracts, offered once per page: the host's page
  // loads them only when the console needs them.
  sharedOnDemand: ['@storefront/shared/operator-contracts'],
});
