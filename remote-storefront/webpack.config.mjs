import { createWebpackConfig } from '@storefront/webpack-config';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'storefront',
  title: 'Storefront',
  exposes: { './App': './src/app/app.tsx', './cart': './src/cart.ts' },
  server: './src/server.ts',
  // The cart service and its own helper: the './cart' expose (the host
  // starts the cart with it), loadCart and the cart and checkout pages all load
  // this one chunk. Only these files: a page without a cart must not load it.
  chunks: { cart: /[\\/]src[\\/]cart[\\/](cart-service|after-next-paint)\.ts$/ },
});
