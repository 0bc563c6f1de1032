import { useCallback, useEffect, useState } from 'react';
import { storage } from '@storefront/shared';
import {
  CHECKOUT_STEPS,
  checkoutDraftSchema,
  type Address,
  type CheckoutDraft,
  type CheckoutStep,
  type DeliveryOption,
} from '@storefront/shared/contracts';

export type { CheckoutDraft, CheckoutStep };

export interface CheckoutFlags {
  /** Spec's deliverySelectFromUser: may the customer choose pickup? */
  askDelivery: boolean;
  /** Spec's addressStatus: does the customer pick the address, or is the default used? */
  askAddress: boolean;
}

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
  if (!flags.askDelivery) return { ...saved.data, deliveryOption: 'delivery', step: fresh.step };
  return saved.data;
}

export function clearCheckoutDraft(): void {
  sessionStorage.removeItem(DRAFT_KEY);
}

/** The steps the customer sees, in the order design.md gives. */
function visibleSteps(option: DeliveryOption, flags: CheckoutFlags): CheckoutStep[] {
  const steps: CheckoutStep[] = [];
  if (flags.askDelivery) steps.push('delivery');
  if (option === 'delivery' && flags.askAddress) steps.push('address');
  steps.push('review');
  return steps;
}

/**
 * Checkout's choices and where the customer is. Delivery needs an address, so a
 * delivery draft without one is always at the address step (which picks the
 * default by itself when addressStatus says the customer is not asked).
 */
export function useCheckoutDraft(userId: string) {
  const [flags] = useState(readFlags);
  const [draft, setDraft] = useState(() => readDraft(userId, flags));
  // Focus follows the customer from step to step, but not on first arrival.
  const [moved, setMoved] = useState(false);

  useEffect(() => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  }, [draft]);

  const steps = visibleSteps(draft.deliveryOption, flags);
  const needsAddress = draft.deliveryOption === 'delivery' && !draft.address;
  const current: CheckoutStep = draft.step !== 'delivery' && needsAddress ? 'address' : draft.step;

  const go = useCallback((change: Partial<CheckoutDraft>) => {
    setDraft((previous) => ({ ...previous, ...change }));
    setMoved(true);
  }, []);
  const chooseAddress = useCallback((address: Address) => go({ address, step: 'review' }), [go]);

  const previousStep = steps
    .filter((step) => CHECKOUT_STEPS.indexOf(step) < CHECKOUT_STEPS.indexOf(current))
    .at(-1);

  return {
    draft,
    flags,
    steps,
    current,
    moved,
    chooseDelivery: (deliveryOption: DeliveryOption) =>
      go({ deliveryOption, step: deliveryOption === 'delivery' ? 'address' : 'review' }),
    chooseAddress,
    back: previousStep ? () => go({ step: previousStep }) : undefined,
  };
}
