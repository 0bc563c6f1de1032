import { remoteForPath } from './remote-for-path';

describe('remoteForPath', () => {
  it.each([
    ['/verify/mobile', 'verify'],
    ['/verify', 'verify'],
    ['/dashboard/order-history', 'dashboard'],
    ['/', 'storefront'],
    ['/verifying-your-order', 'storefront'],
    ['/products/12', 'storefront'],
    ['/checkout/review', 'storefront'],
  ])('%s is drawn by %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });
});
