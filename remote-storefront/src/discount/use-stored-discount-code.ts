import { useCallback, useState } from 'react';
import { useHydrated } from '@storefront/shared';
import { storedDiscountCode, storeDiscountCode } from '../lib/checkout-draft-storage';

/**
 * The discount code kept in the customer's checkout draft, for a page outside
 * checkout (the cart). A page the server drew shows none until it hydrates:
 * the draft lives on the device.
 */
export function useStoredDiscountCode(userId: string | null) {
  const hydrated = useHydrated();
  // What the customer chose on this page; until they do, what the draft kept.
  const [chosen, setChosen] = useState<{ userId: string; code: string | null } | null>(null);
  const code =
    chosen && chosen.userId === userId
      ? chosen.code
      : hydrated && userId
        ? storedDiscountCode(userId)
        : null;
  const setCode = useCallback(
    (next: string | null) => {
      if (!userId) return;
      storeDiscountCode(userId, next);
      setChosen({ userId, code: next });
    },
    [userId],
  );
  return [code, setCode] as const;
}
