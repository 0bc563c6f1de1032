import { lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

/**
 * Each dashboard page's code, fetched when the page is first opened, so a
 * customer never downloads the operator console and the order pages never
 * wait for the form validation (zod, libphonenumber) that profile and account
 * need. Keys are the page's path under /dashboard.
 */
const PAGE_LOADERS = {
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
} satisfies Record<string, () => Promise<PageModule>>;

export type PageKey = keyof typeof PAGE_LOADERS;
export const PAGE_KEYS = Object.keys(PAGE_LOADERS) as PageKey[];

// Pages whose code has arrived render at once, without a "Loading…" frame:
// a page preloaded on hover opens in the same frame as the click.
const loadedPages = new Map<PageKey, ComponentType>();

function loadPage(key: PageKey): Promise<PageModule> {
  return PAGE_LOADERS[key]().then((module) => {
    loadedPages.set(key, module.default);
    return module;
  });
}

const lazyPages = new Map(PAGE_KEYS.map((key) => [key, lazy(() => loadPage(key))]));

/** One dashboard page: at once if its code is here, else once it arrives (the layout shows "Loading…"). */
export function DashboardRoutePage({ page }: { page: PageKey }) {
  const Page = loadedPages.get(page) ?? lazyPages.get(page)!;
  // Both are made once per page, outside render; the loaded one replaces a lazy
  // one only before that ever showed (it is set before the lazy one resolves).
  // eslint-disable-next-line react-hooks/static-components
  return <Page />;
}

/** The page a dashboard path opens; the routes send anything else to these. */
export function pageKeyFor(pathname: string): PageKey {
  const [area, page] = pathname.replace(/^\/dashboard\/?/, '').split('/');
  if (area === 'operator') {
    const key = `operator/${page || 'customer-import'}`;
    return key in PAGE_LOADERS ? (key as PageKey) : 'operator/customer-import';
  }
  return area && area in PAGE_LOADERS ? (area as PageKey) : 'profile';
}

/**
 * Starts fetching the code of the page at `pathname`, so it is on its way
 * before the dashboard's frame renders (the host calls it when a link into the
 * dashboard is hovered, and when a dashboard page is opened).
 */
export function preload(pathname: string): Promise<unknown> {
  return loadPage(pageKeyFor(pathname));
}
