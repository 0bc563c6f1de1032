/** The My Dashboard side menu, exactly as spec section 2 gives it. */
export const DASHBOARD_MENU = [
  { path: '/dashboard/profile', label: 'my profile', pageKey: 'profile' },
  { path: '/dashboard/account', label: 'my Account', pageKey: 'account' },
  { path: '/dashboard/order-history', label: 'History', pageKey: 'order-list' },
  { path: '/dashboard/order-details', label: 'Order', pageKey: 'order-details' },
  { path: '/dashboard/favs', label: 'My Favs', pageKey: 'fav' },
  { path: '/dashboard/refer-a-friend', label: 'Refer Friends', pageKey: 'refer-a-friend' },
  { path: '/dashboard/wallet', label: 'My Wallet', pageKey: 'wallet' },
  { path: '/dashboard/rewards', label: 'Loyalty Rewards', pageKey: 'rewards' },
] as const;

/** The store operator's pages (design.md): a second block that customers never see. */
export const OPERATOR_MENU = [
  { path: '/dashboard/operator/orders', label: 'Store orders', pageKey: 'operator-orders' },
  { path: '/dashboard/operator/products', label: 'Products', pageKey: 'operator-products' },
  { path: '/dashboard/operator/low-stock', label: 'Low stock', pageKey: 'operator-low-stock' },
  { path: '/dashboard/operator/categories', label: 'Categories', pageKey: 'operator-categories' },
  {
    path: '/dashboard/operator/product-import',
    label: 'Product import',
    pageKey: 'operator-product-import',
  },
  { path: '/dashboard/operator/customers', label: 'Customers', pageKey: 'operator-customers' },
  {
    path: '/dashboard/operator/documents',
    label: 'Document review',
    pageKey: 'operator-documents',
  },
  {
    path: '/dashboard/operator/customer-import',
    label: 'Customer import',
    pageKey: 'operator-customer-import',
  },
  { path: '/dashboard/operator/audit-log', label: 'Audit log', pageKey: 'operator-audit-log' },
] as const;

export type DashboardPageKey =
  (typeof DASHBOARD_MENU)[number]['pageKey'] | (typeof OPERATOR_MENU)[number]['pageKey'];

/** The page key of a dashboard URL; /dashboard/order-details/:orderId is still 'order-details'. */
export function pageKeyFor(pathname: string): DashboardPageKey | null {
  const item = [...DASHBOARD_MENU, ...OPERATOR_MENU].find(
    ({ path }) => pathname === path || pathname.startsWith(`${path}/`),
  );
  return item?.pageKey ?? null;
}
