import { REMOTE_NAMES } from '@storefront/shared';
import { HOST_ROUTES, remoteForPath } from './routes';

describe('remoteForPath', () => {
  it.each([
    ['/verify/mobile', 'verify'],
    ['/verify', 'verify'],
    ['/dashboard/order-history', 'dashboard'],
    ['/dashboard', 'dashboard'],
    ['/operator/orders/5f0c', 'operator'],
    ['/operator', 'operator'],
    ['/operators', 'storefront'],
    ['/', 'storefront'],
    ['/verifying-your-order', 'storefront'],
    ['/dashboards', 'storefront'],
    ['/products/12', 'storefront'],
    ['/checkout/review', 'storefront'],
  ])('%s is drawn by %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it('gives every remote a path, so none is registered that no page opens', () => {
    expect(
      REMOTE_NAMES.filter((name) => !HOST_ROUTES.some((route) => route.remote === name)),
    ).toEqual([]);
  });
});
