import { appendWalletEntry } from '../modules/wallet/service';
import type { PaymentProvider } from './payment-provider';

/**
 * The customer's wallet: checkout debits it at once (place-order), so its
 * payment starts captured, and a refund is a ledger entry back. The caller
 * holds the customer's lock (lockUser), as every wallet write does.
 */
export const walletProvider: PaymentProvider = {
  async capture() {},
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
