import { useState } from 'react';
import { describeApiError, type ApiFailure } from '@storefront/shared';
import type { CartDiscount, DISCOUNT_CODE_REFUSED } from '@storefront/shared/contracts';
import { cartService } from '../cart/cart-service';

// Written out, checked against the contract's type: importing the value would
// bring the contracts (zod) to the cart page (docs/performance.md).
const REFUSED: typeof DISCOUNT_CODE_REFUSED = 'DISCOUNT_CODE_REFUSED';

/**
 * The API said no to the code itself: it does not apply (409), or is not a
 * code at all (400 on the field). Its message is for the customer.
 */
export function refusesCode(failure: ApiFailure | null): failure is ApiFailure {
  return (
    failure !== null &&
    (failure.code === REFUSED || failure.field === 'code' || failure.field === 'discountCode')
  );
}

/** What an applied code takes off now: nothing while it does not apply. */
export const discountOff = (discount: CartDiscount | null) =>
  discount && !discount.notApplying ? discount.discountMinor : 0;

/**
 * The discount code on the customer's cart, on the cart page and at review.
 * The code belongs to the cart (the server's, or this device's for a visitor)
 * and the API prices it in every cart answer: this is only the field to apply
 * one, and the way to remove it.
 */
export function useDiscountCode(discount: CartDiscount | null) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function change(work: () => Promise<string | null | void>) {
    setError(null);
    setBusy(true);
    try {
      const refused = await work();
      if (refused) setError(refused);
      else setTyped('');
    } catch (reason) {
      setError(describeApiError(reason).message);
    } finally {
      setBusy(false);
    }
  }

  return {
    /** The code applied to the cart, whether or not it takes anything off now. */
    applied: discount,
    typed,
    setTyped: (text: string) => {
      setTyped(text);
      setError(null);
    },
    /** Why the code typed does not apply, or why a change failed. */
    error,
    busy,
    apply: () => {
      // The API checks the rest with the contract's schema and answers in its words (400 on the
      // field): checking here would bring the contracts (zod) to the cart page.
      const candidate = typed.trim().toUpperCase();
      if (!candidate) return setError('Enter a discount code');
      void change(() => cartService.applyDiscountCode(candidate));
    },
    remove: () => void change(() => cartService.removeDiscountCode()),
    /** Placing the order refused the code: the cart, read again, says why. */
    refuse: (reason: string) => {
      setError(reason);
      void cartService.refresh().catch(() => undefined);
    },
  };
}

export type DiscountCode = ReturnType<typeof useDiscountCode>;
