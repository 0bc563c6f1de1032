import { createWebpackConfig } from '@storefront/webpack-config';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'storefront',
  title: 'Storefront',
  exposes: { './App': './src/app/app.tsx' },
  server: './src/server.ts',
});
