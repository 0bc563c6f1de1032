import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Payment } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import type { OrderRow } from '../orders/service';
import { createCardEvents } from './card-events';
import type { RefundRequest } from './provider';
import { providerOf, type PaymentProviders } from './providers';
import { paymentsRepository as repository, type PaymentRow } from './repository';

export { CARD_EVENT_OUTCOMES, UNPAID_CANCEL_NOTE } from './card-events';
export { checkoutPaymentsSql } from './checkout-payments-sql';
export { PaymentProviderError } from './provider';
export { paymentProviders, type PaymentProviders } from './providers';
export type { NewPayment, PaymentRow } from './repository';
export type { StripeProvider } from './stripe-provider';

/** Where the customer pays a card payment, once the provider has opened its page. */
export function setCheckoutSession(
  tx: Database,
  paymentId: string,
  session: { providerSessionRef: string; payUrl: string },
): Promise<void> {
  return repository.setCheckoutSession(tx, paymentId, session);
}

/** An order's payments, locked for the rest of the caller's transaction. */
export function lockPayments(tx: Database, orderId: string): Promise<PaymentRow[]> {
  return repository.lock(tx, orderId);
}

/**
 * What an order's payment beside the wallet holds so far (a card hold, cash
 * to be taken), locked; undefined when the wallet paid it all or nothing is held.
 */
export async function lockHeldPayment(
  tx: Database,
  orderId: string,
): Promise<PaymentRow | undefined> {
  return (await repository.lock(tx, orderId)).find(
    (payment) => payment.provider !== 'wallet' && payment.status === 'authorised',
  );
}

/**
 * Raises a held payment by `extraMinor` once its customer agreed to pay more
 * than was held: the provider first (Stripe's incremental authorization),
 * which throws PaymentProviderError when it cannot, so nothing is recorded.
 */
export async function raiseHold(
  tx: Database,
  providers: PaymentProviders,
  held: PaymentRow,
  extraMinor: number,
): Promise<void> {
  const amountMinor = held.amountMinor + extraMinor;
  await providerOf(providers, held.provider).raiseHold(held, amountMinor);
  await repository.change(tx, held, {
    status: 'authorised',
    amountMinor,
    event: {
      kind: 'hold_raised',
      amountMinor: extraMinor,
      note: 'The customer agreed to pay more',
    },
  });
}

/**
 * The payments of these orders with their events, as their customer or the
 * store sees them: only the store sees the provider events it refused.
 */
export function readPayments(
  db: Database,
  orderIds: string[],
  audience: 'customer' | 'store' = 'customer',
): Promise<Map<string, Payment[]>> {
  return repository.read(db, orderIds, audience);
}

/** Why the store should look at an order's payments: each provider event it refused, oldest first. */
export const paymentAttention = (orderPayments: Payment[]): string[] =>
  orderPayments.flatMap((payment) =>
    payment.events
      .filter((event) => event.kind === 'rejected_event')
      .map((event) => event.note ?? 'A payment event was refused.'),
  );

/**
 * Completing an order takes every payment still only authorised (cash handed
 * over, a card hold), for what is due and never more than was held: a hold
 * has a buffer over weighed goods' estimate, and what is not taken is let go.
 */
export async function capturePayments(
  tx: Database,
  providers: PaymentProviders,
  order: OrderRow,
): Promise<void> {
  const dueMinor = order.totalMinor - order.walletPaidMinor;
  for (const payment of await repository.lock(tx, order.id)) {
    if (payment.status !== 'authorised') continue;
    const provider = providerOf(providers, payment.provider);
    const takeMinor = Math.min(payment.amountMinor, dueMinor);
    if (takeMinor === 0) {
      await provider.release(payment);
      await repository.change(tx, payment, {
        status: 'cancelled',
        event: { kind: 'cancelled', amountMinor: payment.amountMinor },
      });
      continue;
    }
    await provider.capture(payment, takeMinor);
    await repository.change(tx, payment, {
      status: 'captured',
      capturedMinor: takeMinor,
      event: { kind: 'captured', amountMinor: takeMinor },
    });
  }
}

/**
 * Cancelling an order lets go of what was only held (a card not yet paid or
 * not yet captured, cash not yet due) and gives back what was taken (the
 * wallet part). Answers the amount given back.
 */
export async function unwindPayments(
  tx: Database,
  providers: PaymentProviders,
  order: OrderRow,
): Promise<number> {
  let refundedMinor = 0;
  for (const payment of await repository.lock(tx, order.id)) {
    const provider = providerOf(providers, payment.provider);
    if (payment.status === 'pending' || payment.status === 'authorised') {
      await provider.release(payment);
      await repository.change(tx, payment, {
        status: 'cancelled',
        event: { kind: 'cancelled', amountMinor: payment.amountMinor },
      });
    } else if (payment.status === 'captured') {
      const leftMinor = payment.capturedMinor - payment.refundedMinor;
      await provider.refund(tx, payment, {
        userId: order.userId,
        orderNumber: order.number,
        amountMinor: leftMinor,
        description: `Refund for cancelled order ${order.number}`,
        key: `cancel-${payment.id}`,
      });
      await repository.change(tx, payment, {
        status: 'refunded',
        refundedMinor: payment.capturedMinor,
        event: { kind: 'refunded', amountMinor: leftMinor },
      });
      refundedMinor += leftMinor;
    }
  }
  return refundedMinor;
}

/** Card first, then the wallet part: the way each was paid. Money paid in person has no way back but the wallet. */
const REFUND_ORDER: readonly PaymentRow['provider'][] = ['stripe', 'wallet'];

/** How `amountMinor` goes back through the order's payments; undefined when it cannot. */
function planRefund(payments: PaymentRow[], amountMinor: number) {
  const plan: { payment: PaymentRow; amountMinor: number }[] = [];
  let left = amountMinor;
  for (const provider of REFUND_ORDER) {
    const payment = payments.find((p) => p.provider === provider && p.status === 'captured');
    if (!payment || left === 0) continue;
    const take = Math.min(left, payment.capturedMinor - payment.refundedMinor);
    if (take > 0) plan.push({ payment, amountMinor: take });
    left -= take;
  }
  return left === 0 ? plan : undefined;
}

/**
 * Gives part of an order's money back the way it was paid, card first, in the
 * caller's transaction. Answers false, having done nothing, when the payments
 * cannot take it back (paid in person). `key` makes each provider's refund once.
 */
export async function refundToOriginal(
  tx: Database,
  providers: PaymentProviders,
  order: OrderRow,
  refund: Omit<RefundRequest, 'userId' | 'orderNumber' | 'key'> & { key: string; note: string },
): Promise<boolean> {
  const plan = planRefund(await repository.lock(tx, order.id), refund.amountMinor);
  if (!plan) return false;
  for (const { payment, amountMinor } of plan) {
    await providerOf(providers, payment.provider).refund(tx, payment, {
      userId: order.userId,
      orderNumber: order.number,
      amountMinor,
      description: refund.description,
      key: `${refund.key}-${payment.id}`,
      problemReportId: refund.problemReportId,
    });
    const refundedMinor = payment.refundedMinor + amountMinor;
    await repository.change(tx, payment, {
      status: refundedMinor === payment.capturedMinor ? 'refunded' : 'captured',
      refundedMinor,
      event: { kind: 'refunded', amountMinor, note: refund.note },
    });
  }
  return true;
}

export interface PaymentsServiceOptions {
  db: Database;
  providers: PaymentProviders;
  /** Stripe's SDK and the secret its webhooks are signed with; null without Stripe. */
  stripe: { client: Stripe; webhookSecret: string } | null;
  /** The order rules' cancel of an order never paid for; answers whether it cancelled. */
  cancelUnpaidOrder(orderId: string, note: string): Promise<boolean>;
  log: FastifyBaseLogger;
}

/** Who holds an order's money, and Stripe's word on card payments. */
export function createPaymentsService({
  db,
  providers,
  stripe,
  cancelUnpaidOrder,
  log,
}: PaymentsServiceOptions) {
  const handleCardEvent = createCardEvents({ db, cancelUnpaidOrder, log });
  return {
    providers,
    /** Whether card payments work here: Stripe set up with its webhook secret. */
    cardOn: stripe !== null,
    /**
     * Stripe's event, if `signature` is Stripe's for exactly these bytes;
     * undefined otherwise (or without Stripe), having changed nothing.
     */
    verifiedStripeEvent(body: Buffer, signature: string): Stripe.Event | undefined {
      if (!stripe) return undefined;
      try {
        return stripe.client.webhooks.constructEvent(body, signature, stripe.webhookSecret);
      } catch {
        return undefined;
      }
    },
    handleCardEvent,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
