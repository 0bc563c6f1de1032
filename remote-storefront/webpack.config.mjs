import { createWebpackConfig } from '@storefront/webpack-config';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'storefront',
  title: 'Storefront',
  exposes: { './App': './src/app/app.tsx', './cart': './src/cart.ts' },
  server: './src/server.ts',
});
