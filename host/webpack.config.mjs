import { createWebpackConfig } from '@storefront/webpack-config';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'host',
  title: 'Storefront',
  server: './src/server/index.ts',
});
