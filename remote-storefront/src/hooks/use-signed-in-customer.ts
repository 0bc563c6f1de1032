import { useHydrated, usePageData, useSession } from '@storefront/shared';

/**
 * Who is signed in, for a page the server may draw. The server knows whether
 * the visitor came with a session but not who they are (that lives on the
 * device), so until the page hydrates `signedIn` says what the server knew
 * and `userId` is null: the page draws the same either side of hydration.
 */
export function useSignedInCustomer(): { signedIn: boolean; userId: string | null } {
  const pageData = usePageData();
  const hydrated = useHydrated();
  const auth = useSession('auth');
  const user = useSession('user');
  if (!hydrated) {
    const drawnWithSession = pageData?.visitor?.hasSession ?? pageData?.drawnWithSession;
    return { signedIn: drawnWithSession ?? false, userId: null };
  }
  const userId = auth && user ? user.id : null;
  return { signedIn: userId !== null, userId };
}
