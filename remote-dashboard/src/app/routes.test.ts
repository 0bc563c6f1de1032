import { DASHBOARD_ROUTES, PAGES, preload } from './routes';
import { OrderDetailsPage } from '../features/orders/components/order-details-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { WalletPage } from '../features/wallet/components/wallet-page';

describe('the dashboard route table', () => {
  it('opens every customer page from some path, so none is fetched that no path opens', () => {
    const routed = new Set<string>(DASHBOARD_ROUTES.map((route) => route.page));
    expect(Object.keys(PAGES).filter((page) => !routed.has(page))).toEqual([]);
  });

  it('lists each path once', () => {
    const paths = DASHBOARD_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('preload', () => {
  it.each([
    ['/dashboard/wallet', WalletPage],
    ['/dashboard/order-details/8f1c', OrderDetailsPage],
    ['/dashboard/order-details', OrderDetailsPage],
    ['/dashboard/no-such-page', ProfilePage],
    // The store console is a remote of its own now: its old addresses open nothing here.
    ['/dashboard/operator/orders', ProfilePage],
  ])('%s fetches the code of the page the router draws there', async (pathname, Page) => {
    await expect(preload(pathname)).resolves.toEqual({ default: Page });
  });
});
