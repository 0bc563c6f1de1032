import { matchRoute, pagesOnDemand } from '@storefront/shared';

/**
 * Each customer page's code, fetched when the page is first opened, so the
 * order pages never wait for the form validation (zod, libphonenumber) that
 * profile and account need. Keys name the page.
 */
const pages = pagesOnDemand({
  profile: () =>
    import('../features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })),
  account: () =>
    import('../features/account/components/account-page').then((m) => ({ default: m.AccountPage })),
  'order-history': () =>
    import('../features/orders/components/order-history-page').then((m) => ({
      default: m.OrderHistoryPage,
    })),
  'order-details': () =>
    import('../features/orders/components/order-details-page').then((m) => ({
      default: m.OrderDetailsPage,
    })),
  favs: () =>
    import('../features/favourites/components/favs-page').then((m) => ({ default: m.FavsPage })),
  'refer-a-friend': () =>
    import('../features/referrals/components/refer-a-friend-page').then((m) => ({
      default: m.ReferAFriendPage,
    })),
  wallet: () =>
    import('../features/wallet/components/wallet-page').then((m) => ({ default: m.WalletPage })),
  rewards: () =>
    import('../features/rewards/components/rewards-page').then((m) => ({ default: m.RewardsPage })),
});

export type PageKey = (typeof pages.keys)[number];

/** One component per page, made once: the layout shows "Loading…" while its code arrives. */
export const PAGES = Object.fromEntries(
  pages.keys.map((key) => [key, pages.component(key)]),
) as Record<PageKey, ReturnType<typeof pages.component>>;

/**
 * The dashboard's one route table, under /dashboard: which page each path
 * opens. `<Routes>` and `preload` are both read from it. The store's console
 * is a remote of its own (remote-operator, under /operator). The dashboard
 * depends on the customer, so the server draws none of it.
 */
export const DASHBOARD_ROUTES: ReadonlyArray<{ path: string; page: PageKey }> = [
  { path: 'profile', page: 'profile' },
  { path: 'account', page: 'account' },
  { path: 'order-history', page: 'order-history' },
  { path: 'order-details/:orderId?', page: 'order-details' },
  { path: 'favs', page: 'favs' },
  { path: 'refer-a-friend', page: 'refer-a-friend' },
  { path: 'wallet', page: 'wallet' },
  { path: 'rewards', page: 'rewards' },
];

/** Where the remote is mounted: its table's paths are under it. */
export const DASHBOARD_BASE = '/dashboard';

/** Where an unknown path goes. */
export const CUSTOMER_HOME = '/dashboard/profile';

/**
 * Starts fetching the code of the page at `pathname` (a full path, such as
 * /dashboard/order-history), so it is on its way before the dashboard's frame
 * renders: the host calls it when a link into the dashboard is hovered, and
 * when a dashboard page is opened. An unknown path leads to the profile.
 */
export function preload(pathname: string): Promise<unknown> {
  const page = matchRoute(DASHBOARD_ROUTES, pathname, DASHBOARD_BASE)?.route.page ?? 'profile';
  return pages.load(page);
}
