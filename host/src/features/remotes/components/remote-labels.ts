import type { RemoteName } from '@storefront/shared';

/** How each remote's area is named to customers in loading and error messages. */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  storefront: 'the store',
  verify: 'verification',
  dashboard: 'My Dashboard',
  operator: 'the store console',
};
