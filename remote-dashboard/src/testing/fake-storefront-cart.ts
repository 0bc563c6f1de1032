import { provideExposedModules, type StorefrontCart } from '@storefront/shared';
import type { CartChange } from '@storefront/shared/contracts';

/**
 * The storefront's './cart' as the host would hand it to the dashboard: each
 * add answers `change` (one added, by default), and the test sees every call.
 * The storefront's own tests cover what its cart does.
 */
export function fakeStorefrontCart(change: Partial<CartChange> = {}) {
  const cart = {
    add: jest.fn<Promise<CartChange>, Parameters<StorefrontCart['add']>>(async () => ({
      quantity: 1,
      cut: null,
      notice: null,
      ...change,
    })),
    refresh: jest.fn(async () => undefined),
    start: jest.fn(),
  } satisfies StorefrontCart;
  provideExposedModules(async (remote, exposed) => {
    if (remote === 'storefront' && exposed === './cart') return { cart };
    throw new Error(`No ${remote} ${exposed} in this test`);
  });
  return cart;
}
