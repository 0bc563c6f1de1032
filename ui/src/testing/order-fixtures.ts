import type { OrderSummary, Page, Payment } from '@storefront/shared/contracts';

/**
 * Order number `n` as both order lists have it (My Dashboard's history, the
 * store's orders): CM-<n>, a delivery placed on 2 March 2025, three items,
 * £13.99 to pay on delivery, no discount and no slot.
 */
export function anOrderSummary(n: number, change: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    number: `CM-${String(n).padStart(6, '0')}`,
    status: 'placed',
    deliveryOption: 'delivery',
    paymentMethod: 'cash_on_delivery',
    slot: null,
    currency: 'GBP',
    subtotalMinor: 1000,
    deliveryFeeMinor: 399,
    discountCode: null,
    discountMinor: 0,
    totalMinor: 1399,
    walletPaidMinor: 0,
    itemCount: 3,
    createdAt: '2025-03-02T10:00:00.000Z',
    ...change,
  };
}

/** A payment as the API answers it; by default cash due on delivery, authorised at checkout. */
export function aPayment(change: Partial<Payment> = {}): Payment {
  return {
    provider: 'manual',
    status: 'authorised',
    amountMinor: 1399,
    capturedMinor: 0,
    refundedMinor: 0,
    payUrl: null,
    events: [{ kind: 'authorised', amountMinor: 1399, at: '2025-03-02T10:00:00.000Z', note: null }],
    ...change,
  };
}

/** One page of a paged list, as the API answers it. */
export function aPage<Item>(
  items: Item[],
  total = items.length,
  page = 1,
  pageSize = 10,
): Page<Item> {
  return { items, page, pageSize, total };
}

const AT_CHECKOUT = '2025-03-02T10:00:00.000Z';

/** The wallet's part of an order: `amountMinor` taken from it at checkout. */
export function aWalletPayment(amountMinor: number, change: Partial<Payment> = {}): Payment {
  return aPayment({
    provider: 'wallet',
    status: 'captured',
    amountMinor,
    capturedMinor: amountMinor,
    events: [{ kind: 'captured', amountMinor, at: AT_CHECKOUT, note: null }],
    ...change,
  });
}

/** Where a pending card payment is finished: Stripe's page, as the fake Stripe answers it. */
export const STRIPE_PAY_URL = 'https://checkout.stripe.test/c/pay/cs_test_123';

/**
 * The card's part of an order: 'pending' is still to be paid on Stripe's page
 * (its payUrl); 'authorised' was paid there and is held on the card.
 */
export function aCardPayment(
  amountMinor: number,
  status: 'pending' | 'authorised',
  change: Partial<Payment> = {},
): Payment {
  const started = { kind: 'started', amountMinor, at: AT_CHECKOUT, note: null } as const;
  const authorised = {
    kind: 'authorised',
    amountMinor,
    at: '2025-03-02T10:04:00.000Z',
    note: 'Card payment authorised on Stripe',
  } as const;
  return aPayment({
    provider: 'stripe',
    status,
    amountMinor,
    payUrl: status === 'pending' ? STRIPE_PAY_URL : null,
    events: status === 'pending' ? [started] : [started, authorised],
    ...change,
  });
}
