import { matchPath, pagesOnDemand } from '@storefront/shared';

/**
 * Each customer page's code, fetched when the page is first opened, so the
 * order pages never wait for the form validation (zod, libphonenumber) that
 * profile and account need. The operator area's pages, and their route
 * table, are a chunk of their own (operator-pages.tsx): a customer never
 * downloads them. Keys name the page.
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
 * The customer pages' route table: which page each path under /dashboard
 * opens. The router is built from it, and so is preload().
 */
export const PAGE_ROUTES: ReadonlyArray<{ path: string; page: PageKey }> = [
  { path: 'profile', page: 'profile' },
  { path: 'account', page: 'account' },
  { path: 'order-history', page: 'order-history' },
  { path: 'order-details/:orderId?', page: 'order-details' },
  { path: 'favs', page: 'favs' },
  { path: 'refer-a-friend', page: 'refer-a-friend' },
  { path: 'wallet', page: 'wallet' },
  { path: 'rewards', page: 'rewards' },
];

/** Where an unknown path goes. */
export const CUSTOMER_HOME = '/dashboard/profile';

/** The operator area: its route table and pages, fetched on its first visit. */
export const loadOperatorArea = () => import('./operator-pages');

/**
 * Starts fetching the code of the page at `pathname`, so it is on its way
 * before the dashboard's frame renders (the host calls it when a link into the
 * dashboard is hovered, and when a dashboard page is opened).
 */
export function preload(pathname: string): Promise<unknown> {
  const rest = pathname.replace(/^\/dashboard/, '') || '/';
  if (rest === '/operator' || rest.startsWith('/operator/')) {
    return loadOperatorArea().then((area) => area.preloadOperatorPage(rest));
  }
  const found = PAGE_ROUTES.find(({ path }) => matchPath(`/${path}`, rest));
  return pages.load(found?.page ?? 'profile');
}
