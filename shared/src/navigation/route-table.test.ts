import { matchRoute } from './route-table';

const table = [
  { path: '/', name: 'home' },
  { path: 'products', name: 'list' },
  { path: 'products/new', name: 'new' },
  { path: 'products/:id', name: 'detail' },
  { path: 'checkout/*', name: 'checkout' },
  { path: '*', name: 'unknown' },
];

describe('matchRoute', () => {
  it.each([
    ['/', 'home'],
    ['/products', 'list'],
    ['/products/', 'list'],
    ['/products/12', 'detail'],
    ['/checkout', 'checkout'],
    ['/checkout/review', 'checkout'],
    ['/products/12/reviews', 'unknown'],
    ['/cartography', 'unknown'],
  ])('%s is drawn by %s', (pathname, name) => {
    expect(matchRoute(table, pathname)?.route.name).toBe(name);
  });

  it('gives the path’s parameters', () => {
    expect(matchRoute(table, '/products/12')?.params).toEqual({ id: '12' });
  });

  it('ranks a static segment above a parameter, whatever the order, as <Routes> does', () => {
    expect(matchRoute(table, '/products/new')?.route.name).toBe('new');
    expect(matchRoute([...table].reverse(), '/products/new')?.route.name).toBe('new');
  });

  it('reads paths under a basename, and finds nothing outside it', () => {
    const mounted = [{ path: 'profile' }, { path: 'orders/:id?' }];
    expect(matchRoute(mounted, '/dashboard/profile', '/dashboard')?.route).toBe(mounted[0]);
    expect(matchRoute(mounted, '/dashboard/orders', '/dashboard')?.route).toBe(mounted[1]);
    expect(matchRoute(mounted, '/profile', '/dashboard')).toBeUndefined();
    expect(matchRoute(table.slice(0, 2), '/nowhere')).toBeUndefined();
  });
});
