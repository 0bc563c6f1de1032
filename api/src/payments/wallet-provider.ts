import { appendWalletEntry } from '../repositories/wallet-repository';
import type { PaymentProvider } from './payment-provider';

/**
 * The customer's wallet: checkout debits it at once (place-order), so its
 * payment starts captured, and a refund is a ledger entry back.
 */
export const walletProvider: PaymentProvider = {
  async capture() {},
  async release() {},
  async refund(tx, payment, refund) {
    await appendWalletEntry(tx, {
      userId: refund.userId,
      kind: 'reversal',
      reason: 'order_refund',
      amountMinor: refund.amountMinor,
      description: refund.description,
      orderId: payment.orderId,
    });
  },
};
