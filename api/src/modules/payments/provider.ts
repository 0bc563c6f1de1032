import type { Database } from '../../db/database';
import type { PaymentRow } from './repository';

/** A refund asked of a provider. `key` is the same when a refund is retried, so it is made once. */
export interface RefundRequest {
  userId: string;
  orderNumber: string;
  amountMinor: number;
  description: string;
  key: string;
  /** Set when the refund pays out an approved problem report rather than a cancelled order. */
  problemReportId?: string;
}

/**
 * What an order's payments ask of whoever holds the money. The order rules
 * (modules/orders) decide when; a provider only does it, and throws
 * PaymentProviderError when it cannot, which rolls the order's change back.
 */
export interface PaymentProvider {
  /** Takes `amountMinor` (at most what was authorised) of an authorised payment: on completion. The rest is let go. */
  capture(payment: PaymentRow, amountMinor: number): Promise<void>;
  /**
   * Raises an authorised payment's hold to `amountMinor` (more than it holds
   * now): the customer agreed to pay more than was held at checkout.
   */
  raiseHold(payment: PaymentRow, amountMinor: number): Promise<void>;
  /** Lets go of a payment nothing was taken of: a card hold released, a payment page closed. */
  release(payment: PaymentRow): Promise<void>;
  /** Gives back part of what was taken, in the caller's transaction where the money is ours (the wallet). */
  refund(tx: Database, payment: PaymentRow, refund: RefundRequest): Promise<void>;
}

/**
 * A provider could not do what was asked: nothing changed. `refused` when it
 * answered no (a card declined, a hold that cannot grow), so asking again
 * will not help; otherwise it is down or did not answer.
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
    readonly refused = false,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
