import { matchPath, pagesOnDemand } from '@storefront/shared';

/**
 * Each dashboard page's code, fetched when the page is first opened, so a
 * customer never downloads the operator console and the order pages never
 * wait for the form validation (zod, libphonenumber) that profile and account
 * need. Keys name the page.
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
  'operator/orders': () =>
    import('../features/order-desk/components/store-orders-page').then((m) => ({
      default: m.StoreOrdersPage,
    })),
  'operator/order': () =>
    import('../features/order-desk/components/store-order-page').then((m) => ({
      default: m.StoreOrderPage,
    })),
  'operator/products': () =>
    import('../features/catalogue/components/products-page').then((m) => ({
      default: m.ProductsPage,
    })),
  'operator/product': () =>
    import('../features/catalogue/components/product-page').then((m) => ({
      default: m.ProductPage,
    })),
  'operator/low-stock': () =>
    import('../features/catalogue/components/low-stock-page').then((m) => ({
      default: m.LowStockPage,
    })),
  'operator/categories': () =>
    import('../features/catalogue/components/categories-page').then((m) => ({
      default: m.CategoriesPage,
    })),
  'operator/product-import': () =>
    import('../features/catalogue/components/product-import-page').then((m) => ({
      default: m.ProductImportPage,
    })),
  'operator/customers': () =>
    import('../features/customer-service/components/customers-page').then((m) => ({
      default: m.CustomersPage,
    })),
  'operator/customer': () =>
    import('../features/customer-service/components/customer-page').then((m) => ({
      default: m.CustomerPage,
    })),
  'operator/audit-log': () =>
    import('../features/customer-service/components/audit-log-page').then((m) => ({
      default: m.AuditLogPage,
    })),
  'operator/documents': () =>
    import('../features/operator/components/document-review-page').then((m) => ({
      default: m.DocumentReviewPage,
    })),
  'operator/customer-import': () =>
    import('../features/operator/components/customer-import-page').then((m) => ({
      default: m.CustomerImportPage,
    })),
});

export type PageKey = (typeof pages.keys)[number];

/** One component per page, made once: the layout shows "Loading…" while its code arrives. */
export const PAGES = Object.fromEntries(
  pages.keys.map((key) => [key, pages.component(key)]),
) as Record<PageKey, ReturnType<typeof pages.component>>;

/**
 * The dashboard's route table: which page each path under /dashboard opens.
 * The router is built from it, and so is preload(); operator paths sit
 * behind the operator gate.
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
  { path: 'operator/orders', page: 'operator/orders' },
  { path: 'operator/orders/:orderId', page: 'operator/order' },
  { path: 'operator/products', page: 'operator/products' },
  { path: 'operator/products/new', page: 'operator/product' },
  { path: 'operator/products/:productId', page: 'operator/product' },
  { path: 'operator/low-stock', page: 'operator/low-stock' },
  { path: 'operator/categories', page: 'operator/categories' },
  { path: 'operator/product-import', page: 'operator/product-import' },
  { path: 'operator/customers', page: 'operator/customers' },
  { path: 'operator/customers/:userId', page: 'operator/customer' },
  { path: 'operator/audit-log', page: 'operator/audit-log' },
  { path: 'operator/documents', page: 'operator/documents' },
  { path: 'operator/customer-import', page: 'operator/customer-import' },
];

/** Where an unknown path goes: a customer's profile, or the operator's order desk. */
export const CUSTOMER_HOME = '/dashboard/profile';
export const OPERATOR_HOME = '/dashboard/operator/orders';

/** The page a dashboard path opens; the routes send anything else to a home page. */
function pageKeyFor(pathname: string): PageKey {
  const rest = pathname.replace(/^\/dashboard/, '') || '/';
  const found = PAGE_ROUTES.find(({ path }) => matchPath(`/${path}`, rest));
  if (found) return found.page;
  return rest.startsWith('/operator') ? 'operator/orders' : 'profile';
}

/**
 * Starts fetching the code of the page at `pathname`, so it is on its way
 * before the dashboard's frame renders (the host calls it when a link into the
 * dashboard is hovered, and when a dashboard page is opened).
 */
export function preload(pathname: string): Promise<unknown> {
  return pages.load(pageKeyFor(pathname));
}
