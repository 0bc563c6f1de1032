import { movedPath } from './moved-paths';

describe('movedPath', () => {
  it.each([
    ['/dashboard/operator/orders/5f0c?status=placed', '/operator/orders/5f0c?status=placed'],
    ['/dashboard/operator', '/operator'],
    ['/dashboard/operator/', '/operator/'],
    ['/dashboard/operator?q=ada', '/operator?q=ada'],
  ])('%s moved to %s', (url, moved) => {
    expect(movedPath(url)).toBe(moved);
  });

  it.each(['/dashboard/profile', '/dashboard/operators', '/operator/orders', '/'])(
    '%s has not moved',
    (url) => {
      expect(movedPath(url)).toBeNull();
    },
  );
});
