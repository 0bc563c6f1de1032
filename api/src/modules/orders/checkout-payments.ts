import type { PaymentMethod } from '@storefront/shared/contracts';
import { timeOrderedId } from '../../lib/ids';
import type { NewPayment } from '../payments/service';

/**
 * The order's payments as checkout writes them: the wallet part, taken at
 * once, and the rest by the payment method: held for a card once the
 * customer pays on Stripe's page (pending until then), due in person otherwise.
 * The rest is held with `bufferMinor` over it, for weighed goods that weigh
 * more than their estimate: completion takes only what is due.
 */
export function newPayments(
  paymentMethod: PaymentMethod,
  walletMinor: number,
  restMinor: number,
  bufferMinor: number,
): NewPayment[] {
  const payments: NewPayment[] = [];
  if (walletMinor > 0) {
    payments.push({
      id: timeOrderedId(),
      provider: 'wallet',
      status: 'captured',
      amountMinor: walletMinor,
      capturedMinor: walletMinor,
    });
  }
  if (restMinor > 0) {
    const card = paymentMethod === 'card';
    payments.push({
      id: timeOrderedId(),
      provider: card ? 'stripe' : 'manual',
      status: card ? 'pending' : 'authorised',
      amountMinor: restMinor + bufferMinor,
      capturedMinor: 0,
    });
  }
  return payments;
}
