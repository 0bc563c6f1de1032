import type { Database } from '../../db/database';
import { providerOf, type PaymentProviders } from '../../payments/payment-providers';
import { changePayment, lockPayments } from '../../repositories/payments-repository';
import type { OrderRow } from '../../repositories/orders-repository';

/** Completing an order takes every payment still only authorised: cash handed over, a card hold. */
export async function capturePayments(
  tx: Database,
  providers: PaymentProviders,
  order: OrderRow,
): Promise<void> {
  for (const payment of await lockPayments(tx, order.id)) {
    if (payment.status !== 'authorised') continue;
    await providerOf(providers, payment.provider).capture(payment);
    await changePayment(tx, payment, {
      status: 'captured',
      capturedMinor: payment.amountMinor,
      event: { kind: 'captured', amountMinor: payment.amountMinor },
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
  for (const payment of await lockPayments(tx, order.id)) {
    const provider = providerOf(providers, payment.provider);
    if (payment.status === 'pending' || payment.status === 'authorised') {
      await provider.release(payment);
      await changePayment(tx, payment, {
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
      await changePayment(tx, payment, {
        status: 'refunded',
        refundedMinor: payment.capturedMinor,
        event: { kind: 'refunded', amountMinor: leftMinor },
      });
      refundedMinor += leftMinor;
    }
  }
  return refundedMinor;
}
