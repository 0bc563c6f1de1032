import type { PaymentProvider as ProviderName } from '@storefront/shared/contracts';
import { appendWalletEntry } from '../wallet/service';
import type { PaymentProvider } from './provider';
import type { StripeProvider } from './stripe-provider';

/**
 * Cash on delivery and pay at pickup. The money changes hands at the door or
 * the counter, so completing the order is the capture, and cancelling it
 * asks nothing of anyone. Money taken in person is given back to the wallet,
 * never through this provider.
 */
const manualProvider: PaymentProvider = {
  async capture() {},
  // Nothing is held: the door or the counter takes the new amount.
  async raiseHold() {},
  async release() {},
  async refund() {
    throw new Error('A payment made in person is refunded to the wallet');
  },
};

/**
 * The customer's wallet: checkout debits it at once (place-order), so its
 * payment starts captured, and a refund is a ledger entry back. The caller
 * holds the customer's lock (lockUser), as every wallet write does.
 */
const walletProvider: PaymentProvider = {
  async capture() {},
  async raiseHold() {
    throw new Error('A wallet payment is taken at checkout: there is no hold to raise');
  },
  async release() {},
  async refund(tx, payment, refund) {
    await appendWalletEntry(tx, {
      userId: refund.userId,
      kind: 'reversal',
      reason: refund.problemReportId ? 'problem_refund' : 'order_refund',
      amountMinor: refund.amountMinor,
      description: refund.description,
      orderId: payment.orderId,
      problemReportId: refund.problemReportId ?? null,
    });
  },
};

/** Every provider this deployment has: the card one only where Stripe is set up. */
export interface PaymentProviders {
  manual: PaymentProvider;
  wallet: PaymentProvider;
  stripe: StripeProvider | null;
}

export function paymentProviders(stripe: StripeProvider | null): PaymentProviders {
  return { manual: manualProvider, wallet: walletProvider, stripe };
}

/** The provider that holds a payment; a card payment outlives a deployment without Stripe only as a bug. */
export function providerOf(providers: PaymentProviders, name: ProviderName): PaymentProvider {
  const provider = providers[name];
  if (!provider) throw new Error(`No ${name} payment provider is set up`);
  return provider;
}
