import { useSession } from '@storefront/shared';

/**
 * Whether this device knows the customer's government documents are approved:
 * the session's status, else the user's as this device stored it. Paying from the
 * wallet and redeeming rewards need it (docs/permissions.md); the API has the
 * last word.
 */
export function useDocumentsApproved(): boolean {
  const governmentVerified = useSession('governmentVerified');
  const user = useSession('user');
  const status = governmentVerified ?? user?.documentStatus;
  return status === 'approved';
}
