import type { OrderStatus, Order } from '@storefront/shared/contracts';
import type { OperatorOrder } from '@storefront/shared/operator-contracts';
import { PaymentProviderError } from '../payments/service';

// What the orders service's changes answer, beside what they changed.

/**
 * The payment provider could not do its part (capture, release, raise a
 * hold): nothing changed. refused: it answered no (see PaymentProviderError).
 */
export type ProviderFailed = {
  status: 'payment-provider-failed';
  message: string;
  refused: boolean;
};

/** Runs a change that asks a provider for money; its failure is an answer, not a 500. */
export async function orProviderFailed<T>(change: () => Promise<T>): Promise<T | ProviderFailed> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      return { status: 'payment-provider-failed', message: error.message, refused: error.refused };
    }
    throw error;
  }
}

export type CancelResult =
  | { status: 'cancelled'; order: Order }
  | { status: 'not-found' }
  | { status: 'not-cancellable'; current: OrderStatus }
  | ProviderFailed;

export type ChangeStatusResult =
  | { status: 'changed'; order: OperatorOrder }
  | { status: 'not-found' }
  | { status: 'illegal'; current: OrderStatus }
  | { status: 'payment-pending' }
  | ProviderFailed;
