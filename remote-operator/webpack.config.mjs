import { createWebpackConfig } from '@storefront/webpack-config';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'operator',
  title: 'Store console',
  exposes: { './App': './src/app/app.tsx' },
  // Its own contracts, taken from the host's page there and provided on its own page.
  sharedOnDemand: ['@storefront/shared/operator-contracts'],
});
