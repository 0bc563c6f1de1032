/** The My Dashboard side menu, exactly as docs/routes.md gives it: labels, paths, page keys. */
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
