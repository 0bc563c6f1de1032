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

export type DashboardPageKey = (typeof DASHBOARD_MENU)[number]['pageKey'];

/** The page key of a dashboard URL; /dashboard/order-details/:orderId is still 'order-details'. */
export function pageKeyFor(pathname: string): DashboardPageKey | null {
  const item = DASHBOARD_MENU.find(
    ({ path }) => pathname === path || pathname.startsWith(`${path}/`),
  );
  return item?.pageKey ?? null;
}
