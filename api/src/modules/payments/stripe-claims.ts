import type Stripe from 'stripe';
import { formatMoney } from '@storefront/shared/money';

/**
 * What one of Stripe's events says about a payment: whether the money is
 * there (taken, or held on the card in full), how much in which currency, and
 * the PaymentIntent it is captured by later.
 * - paid: a session Stripe reports paid, or an intent holding the money;
 * - unpaid: not yet (a delayed method, or a hold reported by its own event);
 * - none: Stripe expects no payment at all (no_payment_required).
 */
export interface StripeClaim {
  payment: 'paid' | 'unpaid' | 'none';
  amountMinor: number | null;
  currency: string | null;
  paymentIntentId: string | null;
}

/** The payment as the store recorded it at checkout, in the store's currency. */
export interface ExpectedPayment {
  amountMinor: number;
  currency: string;
}

export type ClaimVerdict =
  | { verdict: 'authorise'; paymentIntentId: string }
  | { verdict: 'wait' }
  | { verdict: 'refuse'; reason: string };

const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** A Checkout Session's word: completed, or its delayed payment succeeded. */
export function sessionClaim(session: Stripe.Checkout.Session): StripeClaim {
  const { payment_status: status } = session;
  return {
    payment: status === 'paid' ? 'paid' : status === 'unpaid' ? 'unpaid' : 'none',
    amountMinor: session.amount_total,
    currency: session.currency,
    paymentIntentId: idOf(session.payment_intent),
  };
}

/**
 * A PaymentIntent's word. The store's checkout holds the card (capture_method
 * manual), so the session completes unpaid; the hold itself is this intent
 * requiring capture, for amount_capturable.
 */
export function intentClaim(intent: Stripe.PaymentIntent): StripeClaim {
  const held = intent.status === 'requires_capture';
  return {
    payment: held ? 'paid' : 'unpaid',
    amountMinor: held ? intent.amount_capturable : intent.amount,
    currency: intent.currency,
    paymentIntentId: intent.id,
  };
}

/** An amount as the store reads it, even when Stripe's event has no usable currency. */
function amountIn(minor: number | null, currency: string | null): string {
  if (minor === null) return 'no amount';
  const code = currency?.toUpperCase() ?? '';
  return /^[A-Z]{3}$/.test(code) ? formatMoney(minor, code) : `${minor} in no currency`;
}

/**
 * Whether an event may authorise the payment. Amount (minor units) and
 * currency must equal the payment's whatever the event says of its status: a
 * signed event for other money is refused even while it is unpaid. Then only
 * paid money authorises; unpaid waits for the event that says it is paid.
 */
export function checkClaim(claim: StripeClaim, expected: ExpectedPayment): ClaimVerdict {
  const amountDiffers = claim.amountMinor !== expected.amountMinor;
  const currencyDiffers = claim.currency?.toLowerCase() !== expected.currency.toLowerCase();
  const received = amountIn(claim.amountMinor, claim.currency);
  const owed = amountIn(expected.amountMinor, expected.currency);
  if (amountDiffers || currencyDiffers) {
    const differs =
      amountDiffers && currencyDiffers
        ? 'the amount and currency differ'
        : amountDiffers
          ? 'the amount differs'
          : 'the currency differs';
    return {
      verdict: 'refuse',
      reason: `Stripe's event was for ${received}, but this payment is ${owed} (${differs}).`,
    };
  }
  if (claim.payment === 'none') {
    return {
      verdict: 'refuse',
      reason: `Stripe's event says no payment is required, but this payment is ${owed}.`,
    };
  }
  if (claim.payment === 'unpaid') return { verdict: 'wait' };
  if (!claim.paymentIntentId) {
    return {
      verdict: 'refuse',
      reason: `Stripe's event says ${received} was paid, but names no PaymentIntent to capture it by.`,
    };
  }
  return { verdict: 'authorise', paymentIntentId: claim.paymentIntentId };
}
