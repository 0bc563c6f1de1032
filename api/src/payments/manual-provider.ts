import type { PaymentProvider } from './payment-provider';

/**
 * Cash on delivery and pay at pickup. The money changes hands at the door or
 * the counter, so completing the order is the capture, and cancelling it
 * asks nothing of anyone. Money taken in person is given back to the wallet,
 * never through this provider.
 */
export const manualProvider: PaymentProvider = {
  async capture() {},
  async release() {},
  async refund() {
    throw new Error('A payment made in person is refunded to the wallet');
  },
};
