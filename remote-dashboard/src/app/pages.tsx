import { pagesOnDemand } from '@storefront/shared';

/**
 * Each dashboard page's code, fetched when the page is first opened, so a
 * customer never downloads the operator console and the order pages never
 * wait for the form validation (zod, libphonenumber) that profile and account
 * need. Keys are the page's path under /dashboard.
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
  'operator/customer-import': () =>
    import('../features/operator/components/customer-import-page').then((m) => ({
      default: m.CustomerImportPage,
    })),
  'operator/documents': () =>
    import('../features/operator/components/document-review-page').then((m) => ({
      default: m.DocumentReviewPage,
    })),
  'operator/orders': () =>
    import('../features/operator/components/store-orders-page').then((m) => ({
      default: m.StoreOrdersPage,
    })),
});

export type PageKey = (typeof pages.keys)[number];
export const PAGE_KEYS = pages.keys;

/** One component per page, made once: the layout shows "Loading…" while its code arrives. */
export const PAGES = Object.fromEntries(
  PAGE_KEYS.map((key) => [key, pages.component(key)]),
) as Record<PageKey, ReturnType<typeof pages.component>>;

/** The page a dashboard path opens; the routes send anything else to these. */
function pageKeyFor(pathname: string): PageKey {
  const [area, page] = pathname.replace(/^\/dashboard\/?/, '').split('/');
  if (area === 'operator') {
    const key = `operator/${page || 'customer-import'}`;
    return PAGE_KEYS.includes(key as PageKey) ? (key as PageKey) : 'operator/customer-import';
  }
  return PAGE_KEYS.includes(area as PageKey) ? (area as PageKey) : 'profile';
}

/**
 * Starts fetching the code of the page at `pathname`, so it is on its way
 * before the dashboard's frame renders (the host calls it when a link into the
 * dashboard is hovered, and when a dashboard page is opened).
 */
export function preload(pathname: string): Promise<unknown> {
  return pages.load(pageKeyFor(pathname));
}
