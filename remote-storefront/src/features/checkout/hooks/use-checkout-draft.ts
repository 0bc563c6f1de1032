import { useCallback, useEffect, useState } from 'react';
import { storage } from '@storefront/shared';
import { DEFAULT_SUBSTITUTION, type SubstitutionDefault } from '@storefront/shared/constants';
import {
  checkoutDraftSchema,
  type DraftSubstitution,
  type Address,
  type CheckoutDraft,
  type CheckoutStep,
  type DeliveryOption,
} from '@storefront/shared/contracts';
import { clearStoredDraft, readStoredDraft, storeDraft } from '../../../lib/checkout-draft-storage';
import { furthest, stepAfter, visibleSteps, type CheckoutFlags } from './checkout-steps';
import type { DraftSlot } from './slot-choice';

export type { CheckoutDraft, CheckoutFlags, CheckoutStep };

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
    slot: null,
    payByCard: false,
    substitutionDefault: DEFAULT_SUBSTITUTION,
    substitutions: {},
  };
  const saved = checkoutDraftSchema.safeParse(readStoredDraft());
  if (!saved.success || saved.data.userId !== userId) return fresh;
  if (!flags.askDelivery) {
    return {
      ...saved.data,
      deliveryOption: 'delivery',
      // A pickup slot kept from before cannot serve a delivery.
      slot: saved.data.deliveryOption === 'delivery' ? saved.data.slot : null,
      step: furthest(saved.data.step, fresh.step),
    };
  }
  return saved.data;
}

export function clearCheckoutDraft(): void {
  clearStoredDraft();
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
    storeDraft(draft);
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
    /**
     * The option picked on the delivery step, before Continue: the summary's fee
     * follows it. Another option has slots of its own, so its earliest is picked again.
     */
    previewDelivery: useCallback(
      (deliveryOption: DeliveryOption) =>
        setDraft((previous) =>
          previous.deliveryOption === deliveryOption
            ? previous
            : { ...previous, deliveryOption, slot: null },
        ),
      [],
    ),
    /** The slot picked on the delivery step, or dropped (null) when refused at placing. */
    chooseSlot: useCallback(
      (slot: DraftSlot | null) => setDraft((previous) => ({ ...previous, slot })),
      [],
    ),
    chooseDelivery: (deliveryOption: DeliveryOption, slot: DraftSlot | null) =>
      complete('delivery', { deliveryOption, slot }),
    chooseAddress: (address: Address) => complete('address', { address }),
    /** Card or in person, chosen at review; no step depends on it. */
    choosePayByCard: useCallback(
      (payByCard: boolean) => setDraft((previous) => ({ ...previous, payByCard })),
      [],
    ),
    /** What to do with lines short at picking, chosen at review; kept across reloads like the rest. */
    chooseSubstitutionDefault: useCallback(
      (substitutionDefault: SubstitutionDefault) =>
        setDraft((previous) => ({ ...previous, substitutionDefault })),
      [],
    ),
    /** One cart line's own choice. */
    chooseSubstitution: useCallback(
      (productId: number, substitution: DraftSubstitution) =>
        setDraft((previous) => ({
          ...previous,
          substitutions: { ...previous.substitutions, [productId]: substitution },
        })),
      [],
    ),
  };
}
