import { createWebpackConfig } from '@storefront/webpack-config';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'verify',
  title: 'Storefront',
  exposes: { './App': './src/app/app.tsx' },
});
