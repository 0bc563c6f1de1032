import { useCallback, useEffect, useState } from 'react';
import { storage } from '@storefront/shared';
import {
  checkoutDraftSchema,
  type Address,
  type CheckoutDraft,
  type CheckoutStep,
  type DeliveryOption,
} from '@storefront/shared/contracts';
import { furthest, stepAfter, visibleSteps, type CheckoutFlags } from './checkout-steps';

export type { CheckoutDraft, CheckoutFlags, CheckoutStep };

// sessionStorage: a reload keeps the choices, a new tab or visit starts afresh.
const DRAFT_KEY = 'sf-checkout-draft';

function readFlags(): CheckoutFlags {
  return {
    askDelivery: storage.get('deliverySelectFromUser') === 'true',
    askAddress: storage.get('addressStatus') === 'true',
  };
}

function readDraft(userId: string, flags: CheckoutFlags): CheckoutDraft {
  const fresh: CheckoutDraft = {
    userId,
    step: flags.askDelivery ? 'delivery' : 'address',
    deliveryOption: 'delivery',
    address: null,
  };
  let stored: unknown;
  try {
    stored = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
  } catch {
    return fresh;
  }
  const saved = checkoutDraftSchema.safeParse(stored);
  if (!saved.success || saved.data.userId !== userId) return fresh;
  if (!flags.askDelivery) {
    return {
      ...saved.data,
      deliveryOption: 'delivery',
      step: furthest(saved.data.step, fresh.step),
    };
  }
  return saved.data;
}

export function clearCheckoutDraft(): void {
  sessionStorage.removeItem(DRAFT_KEY);
}

/**
 * Checkout's choices, and how far the customer has got (the draft's step: the
 * first step not yet done). Which step is on screen is the URL's business.
 * Each choice returns the step that comes next.
 */
export function useCheckoutDraft(userId: string) {
  const [flags] = useState(readFlags);
  const [draft, setDraft] = useState(() => readDraft(userId, flags));

  useEffect(() => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  }, [draft]);

  // Done with `from`, with these choices: the next step, now reached.
  const complete = useCallback(
    (from: CheckoutStep, change: Partial<CheckoutDraft>): CheckoutStep => {
      const next = stepAfter(from, visibleSteps({ ...draft, ...change }, flags));
      setDraft((previous) => ({ ...previous, ...change, step: furthest(previous.step, next) }));
      return next;
    },
    [draft, flags],
  );

  return {
    draft,
    flags,
    steps: visibleSteps(draft, flags),
    /** The option picked on the delivery step, before Continue: the summary's fee follows it. */
    previewDelivery: useCallback(
      (deliveryOption: DeliveryOption) => setDraft((previous) => ({ ...previous, deliveryOption })),
      [],
    ),
    chooseDelivery: (deliveryOption: DeliveryOption) => complete('delivery', { deliveryOption }),
    chooseAddress: (address: Address) => complete('address', { address }),
  };
}
