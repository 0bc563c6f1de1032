import {
  CHECKOUT_STEPS,
  type CheckoutDraft,
  type CheckoutStep,
} from '@storefront/shared/contracts';

export interface CheckoutFlags {
  /** deliverySelectFromUser (docs/session.md): may the customer choose pickup? */
  askDelivery: boolean;
  /** addressStatus (docs/session.md): does the customer pick the address, or the default? */
  askAddress: boolean;
}

export const CHECKOUT_PATH = '/checkout';

export function checkoutPath(step: CheckoutStep): string {
  return `${CHECKOUT_PATH}/${step}`;
}

/** The step a path below /checkout names, or undefined for the bare path and anything unknown. */
export function stepOfPath(rest: string | undefined): CheckoutStep | undefined {
  const name = rest?.replace(/\/$/, '');
  return CHECKOUT_STEPS.find((step) => step === name);
}

const order = (step: CheckoutStep) => CHECKOUT_STEPS.indexOf(step);

/**
 * The steps this checkout has, in order. Pickup needs no address. When the
 * customer is not asked for one, the address step still appears while there is
 * none yet: it picks the default by itself, or asks for a first address.
 */
export function visibleSteps(draft: CheckoutDraft, flags: CheckoutFlags): CheckoutStep[] {
  const steps: CheckoutStep[] = [];
  if (flags.askDelivery) steps.push('delivery');
  if (draft.deliveryOption === 'delivery' && (flags.askAddress || !draft.address)) {
    steps.push('address');
  }
  steps.push('review');
  return steps;
}

/**
 * The first step not yet done. The draft's step is the furthest the customer has
 * got; delivery without an address is never past the address step.
 */
export function firstOpenStep(draft: CheckoutDraft, steps: CheckoutStep[]): CheckoutStep {
  const done = (step: CheckoutStep) =>
    order(step) < order(draft.step) && !(step === 'address' && !draft.address);
  return steps.find((step) => !done(step)) ?? 'review';
}

/**
 * The step to show for the one the URL asks for: that step when the customer
 * may be there, otherwise the first one still to do (the bare /checkout, a
 * deep link past an unfinished step, or the address step of a pickup).
 */
export function stepToShow(
  requested: CheckoutStep | undefined,
  draft: CheckoutDraft,
  steps: CheckoutStep[],
): CheckoutStep {
  const open = firstOpenStep(draft, steps);
  if (requested && steps.includes(requested) && order(requested) <= order(open)) return requested;
  return open;
}

/** The step after `step` in this checkout. */
export function stepAfter(step: CheckoutStep, steps: CheckoutStep[]): CheckoutStep {
  return steps.find((candidate) => order(candidate) > order(step)) ?? 'review';
}

/** The step before `step` in this checkout, if there is one. */
export function stepBefore(step: CheckoutStep, steps: CheckoutStep[]): CheckoutStep | undefined {
  return steps.filter((candidate) => order(candidate) < order(step)).at(-1);
}

/** The later of two steps: how far the customer has got never goes backwards. */
export function furthest(a: CheckoutStep, b: CheckoutStep): CheckoutStep {
  return order(a) >= order(b) ? a : b;
}
